import { describe, expect, it } from 'vitest';
import { deleteSession } from '../../../../main/core/store/sessions.ts';
import { getTodos, setTodos } from '../../../../main/core/store/todos.ts';
import { storeWithMessage } from './open-store.ts';

describe('todos', () => {
  it('replaces the whole list, keeps its order, and goes with the session', () => {
    const { store, session } = storeWithMessage();
    setTodos(store, session.id, [{ content: 'write tests', status: 'in_progress' }, { content: 'ship', status: 'pending' }]);
    setTodos(store, session.id, [{ content: 'ship', status: 'pending' }, { content: 'write tests', status: 'completed' }]);
    expect(getTodos(store, session.id)).toEqual([{ content: 'ship', status: 'pending' }, { content: 'write tests', status: 'completed' }]);
    expect(() => setTodos(store, session.id, [{ content: 'x', status: 'done' as 'pending' }])).toThrow(/CHECK/);
    expect(getTodos(store, session.id)).toHaveLength(2);
    deleteSession(store, session.id);
    expect(getTodos(store, session.id)).toEqual([]);
  });
});
