import type { Store } from './store.ts';

export interface Todo {
  content: string;
  status: 'pending' | 'in_progress' | 'completed';
}

/** Replaces the session's todo list (the model always sends the whole list). */
export function setTodos(store: Store, sessionId: string, todos: readonly Todo[]): void {
  store.db.transaction(() => {
    store.statement('DELETE FROM todos WHERE session_id = ?').run(sessionId);
    const insert = store.statement('INSERT INTO todos (session_id, position, content, status) VALUES (?, ?, ?, ?)');
    todos.forEach((todo, position) => insert.run(sessionId, position, todo.content, todo.status));
  })();
}

export function getTodos(store: Store, sessionId: string): Todo[] {
  return store.statement<Todo>('SELECT content, status FROM todos WHERE session_id = ? ORDER BY position').all(sessionId);
}
