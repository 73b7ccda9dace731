import type { Todo } from '../../../../shared/vocabulary/todos.ts';

const marks: Record<Todo['status'], string> = { pending: '[ ]', in_progress: '[>]', completed: '[x]' };

/** The list as the model reads it back: a count, then one line per item with its state. */
export function formatTodos(todos: readonly Todo[]): string {
  if (todos.length === 0) return 'The todo list is empty.';
  const done = todos.filter((todo) => todo.status === 'completed').length;
  const lines = todos.map((todo) => `${marks[todo.status]} ${todo.content}`);
  return [`${done} of ${todos.length} completed:`, ...lines].join('\n');
}
