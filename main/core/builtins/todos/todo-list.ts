import type { Todo } from '../../../../shared/vocabulary/todos.ts';
import type { Validation } from '../../tools/tool.ts';

export const maxTodos = 100;

/**
 * The rule for a whole list: while any item is unfinished (pending or in progress), exactly one
 * is `in_progress`; a list that is empty or entirely completed has none in progress.
 */
export function checkTodoList(todos: readonly Todo[]): Validation {
  const inProgress = todos.filter((todo) => todo.status === 'in_progress');
  const unfinished = todos.some((todo) => todo.status !== 'completed');
  if (inProgress.length > 1) {
    const names = inProgress.map((todo) => `"${todo.content}"`).join(', ');
    return { ok: false, message: `${inProgress.length} items are in_progress (${names}); work on one at a time: keep exactly one in_progress and set the others to pending or completed.` };
  }
  if (unfinished && inProgress.length === 0) {
    return { ok: false, message: 'Unfinished items remain but none is in_progress: mark the item you work on now as in_progress.' };
  }
  return { ok: true };
}
