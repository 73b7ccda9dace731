import { describe, expect, it } from 'vitest';
import type { ChatMessage, ToolState } from '../../../renderer/src/features/chat/conversation.ts';
import { currentTodos, progressOf } from '../../../renderer/src/features/todos/current-todos.ts';

const write = (id: string, todos: unknown, state: ToolState = 'success'): ChatMessage => ({
  id,
  role: 'assistant',
  parts: [{ kind: 'tool', id, toolCallId: id, toolName: 'TodoWrite', state, input: { todos } }],
});

const first = [{ content: 'Read the note', status: 'in_progress', activeForm: 'Reading the note' }];
const second = [
  { content: 'Read the note', status: 'completed', activeForm: 'Reading the note' },
  { content: 'Edit the note', status: 'pending', activeForm: 'Editing the note' },
];

describe('currentTodos', () => {
  it('is the list of the latest successful TodoWrite', () => {
    expect(currentTodos([])).toBeNull();
    expect(currentTodos([write('t1', first)])).toEqual(first);
    expect(currentTodos([write('t1', first), write('t2', second)])).toEqual(second);
    expect(currentTodos([write('t1', first), write('t2', second, 'denied')])).toEqual(first);
    expect(currentTodos([write('t1', first), write('t2', 'not a list')])).toEqual(first);
  });

  it('prefers the list the tool accepted, in its metadata', () => {
    const message = write('t1', 'unparsed');
    const part = message.parts[0];
    if (part.kind === 'tool') part.metadata = { todos: second };
    expect(currentTodos([message])).toEqual(second);
  });

  it('counts what is done', () => {
    expect(progressOf(currentTodos([write('t2', second)])!)).toEqual({ done: 1, total: 2 });
  });
});
