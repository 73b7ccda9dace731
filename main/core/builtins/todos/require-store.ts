import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import type { TodoStore } from './todo-store.ts';

/** The session's todo store, or an answer telling the model there is none. */
export function requireTodoStore(context: ToolContext): TodoStore {
  const store = context.services.todos;
  if (!store) throw new ToolError('This session has no todo list; keep track of the steps in your messages instead.');
  return store;
}
