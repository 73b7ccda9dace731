import type { Todo } from '../../../../shared/vocabulary/todos.ts';

/** The todo list of each session; TodoWrite replaces it whole, TodoRead reads it. */
export interface TodoStore {
  get(sessionId: string): readonly Todo[];
  set(sessionId: string, todos: readonly Todo[]): void;
}

export interface TodoStoreOptions {
  /** Called after every change, e.g. to tell the UI. */
  onChange?: (sessionId: string, todos: readonly Todo[]) => void;
}

/** Keeps the lists in memory, for as long as the process lives. */
export function createTodoStore(options: TodoStoreOptions = {}): TodoStore {
  const lists = new Map<string, readonly Todo[]>();
  return {
    get: (sessionId) => lists.get(sessionId) ?? [],
    set(sessionId, todos) {
      const copy = todos.map((todo) => ({ ...todo }));
      lists.set(sessionId, copy);
      options.onChange?.(sessionId, copy);
    },
  };
}
