import { describe, expect, it } from 'vitest';
import { deleteSession } from '../../../../main/core/store/sessions.ts';
import { getTodos, setTodos } from '../../../../main/core/store/todos.ts';
import { storeWithMessage } from './open-store.ts';

describe('todos', () => {
  it('replaces the whole list, keeps its order, and goes with the session', () => {
    const { store, session } = storeWithMessage();
    const write = { content: 'write tests', activeForm: 'writing tests' };
    const ship = { content: 'ship', activeForm: 'shipping' };
    setTodos(store, session.id, [{ ...write, status: 'in_progress' }, { ...ship, status: 'pending' }]);
    setTodos(store, session.id, [{ ...ship, status: 'pending' }, { ...write, status: 'completed' }]);
    expect(getTodos(store, session.id)).toEqual([{ ...ship, status: 'pending' }, { ...write, status: 'completed' }]);
    expect(() => setTodos(store, session.id, [{ content: 'x', status: 'done' as 'pending', activeForm: 'x-ing' }])).toThrow(/CHECK/);
    expect(getTodos(store, session.id)).toHaveLength(2);
    deleteSession(store, session.id);
    expect(getTodos(store, session.id)).toEqual([]);
  });
});
