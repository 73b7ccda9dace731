import { describe, expect, it } from 'vitest';
import { createTodoReadTool } from '../../../../main/core/builtins/todo-read.ts';
import { createTodoWriteTool } from '../../../../main/core/builtins/todo-write.ts';
import { createTodoStore } from '../../../../main/core/builtins/todos/todo-store.ts';
import type { Todo } from '../../../../shared/vocabulary/todos.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

const plan = [
  { content: 'Read the code', status: 'completed', activeForm: 'Reading the code' },
  { content: 'Fix the bug', status: 'in_progress', activeForm: 'Fixing the bug' },
  { content: 'Run the tests', status: 'pending', activeForm: 'Running the tests' },
];

function setup() {
  const changes: Array<{ sessionId: string; todos: readonly Todo[] }> = [];
  const todos = createTodoStore({ onChange: (sessionId, list) => changes.push({ sessionId, todos: list }) });
  const { executor } = executorWith(tempDir());
  const tools = { write: createTodoWriteTool({ todos }), read: createTodoReadTool({ todos }) };
  const turn = turnContext([tools.write, tools.read]);
  return { executor, turn, todos, changes, tools };
}

describe('TodoWrite and TodoRead', () => {
  it('replace the session list, tell the UI, and read it back', async () => {
    const { executor, turn, todos, changes } = setup();
    const written = await executor.run({ id: 'w', name: 'todo_write', input: { todos: plan } }, turn);
    expect(written.status).toBe('success');
    expect(textOf(written)).toBe('The todo list is updated. 1 of 3 completed:\n[x] Read the code\n[>] Fix the bug\n[ ] Run the tests');
    expect(written.metadata).toEqual({ todos: plan });
    expect(todos.get('session-1')).toEqual(plan);
    expect(changes).toEqual([{ sessionId: 'session-1', todos: plan }]);

    const read = await executor.run({ id: 'r', name: 'read_todos', input: {} }, turn);
    expect(textOf(read)).toBe('1 of 3 completed:\n[x] Read the code\n[>] Fix the bug\n[ ] Run the tests');
    const elsewhere = await executor.run({ id: 'r2', name: 'TodoRead', input: {} }, { ...turn, sessionId: 'session-2' });
    expect(textOf(elsewhere)).toBe('The todo list is empty.');
  });

  it('refuses a list with two items in progress and keeps the old one', async () => {
    const { executor, turn, todos } = setup();
    await executor.run({ id: 'w', name: 'TodoWrite', input: { todos: plan } }, turn);
    const both = plan.map((todo) => ({ ...todo, status: 'in_progress' }));
    const outcome = await executor.run({ id: 'w2', name: 'TodoWrite', input: { todos: both } }, turn);
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/3 items are in_progress/);
    expect(todos.get('session-1')).toEqual(plan);
  });

  it('refuses an item without activeForm or with an unknown status', async () => {
    const { executor, turn } = setup();
    const outcome = await executor.run(
      { id: 'w', name: 'TodoWrite', input: { todos: [{ content: 'Fix', status: 'doing' }] } },
      turn,
    );
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/todos\[0\]\.status/);
    expect(textOf(outcome)).toMatch(/todos\[0\]\.activeForm/);
  });

  it('changes nothing in the project, so it needs no approval and works in plan mode', () => {
    const { tools } = setup();
    expect(tools.write.readOnly && tools.read.readOnly).toBe(true);
  });
});
