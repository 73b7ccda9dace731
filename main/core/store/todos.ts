import type { Todo } from '../../../shared/vocabulary/todos.ts';
import type { Store } from './store.ts';

/** Replaces the session's todo list (the model always sends the whole list). */
export function setTodos(store: Store, sessionId: string, todos: readonly Todo[]): void {
  store.db.transaction(() => {
    store.statement('DELETE FROM todos WHERE session_id = ?').run(sessionId);
    const insert = store.statement('INSERT INTO todos (session_id, position, content, status, active_form) VALUES (?, ?, ?, ?, ?)');
    todos.forEach((todo, position) => insert.run(sessionId, position, todo.content, todo.status, todo.activeForm));
  })();
}

export function getTodos(store: Store, sessionId: string): Todo[] {
  return store.statement<Todo>('SELECT content, status, active_form AS activeForm FROM todos WHERE session_id = ? ORDER BY position').all(sessionId);
}
