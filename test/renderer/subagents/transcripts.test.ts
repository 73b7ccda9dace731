import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import { collectSubagentEvents } from '../../../renderer/src/features/subagents/transcripts.ts';
import { taskRun } from '../../../renderer/src/features/subagents/task-run.ts';

const subagent = { name: 'explore', parentSessionId: 'parent', parentToolCallId: 'task-1' };
const child = (event: Record<string, unknown>) => ({ sessionId: 'child', subagent, ...event }) as AgentEvent;

describe('collectSubagentEvents', () => {
  it('builds each Task call its sub-agent transcript, with text and tool calls in their state', () => {
    const events: AgentEvent[] = [
      { sessionId: 'parent', type: 'text', messageId: 'p1', delta: 'the parent speaks' },
      child({ type: 'message', messageId: 'c1', role: 'assistant' }),
      child({ type: 'tool', event: { type: 'started', toolCallId: 'read-1', toolName: 'Read', input: { file_path: 'notes.txt' } } }),
    ];
    const first = collectSubagentEvents({}, events);
    expect(Object.keys(first)).toEqual(['task-1']);
    expect(first['task-1'].agent).toBe('explore');
    const finished = collectSubagentEvents(first, [
      child({ type: 'tool', event: { type: 'finished', outcome: { toolCallId: 'read-1', toolName: 'Read', status: 'success', content: [], durationMs: 3 } } }),
      child({ type: 'message', messageId: 'c2', role: 'assistant' }),
      child({ type: 'text', messageId: 'c2', delta: 'Found it.' }),
    ]);
    const messages = finished['task-1'].conversation.messages;
    expect(messages.map((message) => message.parts.map((part) => (part.kind === 'tool' ? `${part.toolName}:${part.state}` : part.kind === 'text' && part.text)))).toEqual([
      ['Read:success'],
      ['Found it.'],
    ]);
  });

  it('keeps the same object when a batch holds no sub-agent event', () => {
    const transcripts = {};
    expect(collectSubagentEvents(transcripts, [{ sessionId: 'parent', type: 'text', messageId: 'p1', delta: 'hi' }])).toBe(transcripts);
  });
});

describe('taskRun', () => {
  it('reads the brief from the input and the child session from the finished call', () => {
    const input = { description: 'Find the note', prompt: 'Look for notes.txt', subagent_type: 'explore' };
    expect(taskRun(input, undefined)).toEqual({ agent: 'explore', description: 'Find the note', prompt: 'Look for notes.txt' });
    expect(taskRun(input, { subagent: { sessionId: 'child', type: 'explore', status: 'done', turns: 2 } })).toEqual({
      agent: 'explore',
      description: 'Find the note',
      prompt: 'Look for notes.txt',
      sessionId: 'child',
      turns: 2,
    });
  });

  it('defaults to the general-purpose agent', () => {
    expect(taskRun({ prompt: 'x' }, {}).agent).toBe('general-purpose');
  });
});
