import { describe, expect, it } from 'vitest';
import { createTodoStore } from '../../../../../main/core/builtins/todos/todo-store.ts';
import type { Todo } from '../../../../../shared/vocabulary/todos.ts';

describe('createTodoStore', () => {
  it('keeps one list per session, tells onChange, and keeps its own copy', () => {
    const changes: Array<[string, readonly Todo[]]> = [];
    const store = createTodoStore({ onChange: (sessionId, todos) => changes.push([sessionId, todos]) });
    const list: Todo[] = [{ content: 'Run tests', status: 'in_progress', activeForm: 'Running tests' }];
    store.set('a', list);
    list[0].status = 'completed';
    expect(store.get('a')).toEqual([{ content: 'Run tests', status: 'in_progress', activeForm: 'Running tests' }]);
    expect(store.get('b')).toEqual([]);
    expect(changes).toEqual([['a', store.get('a')]]);
  });
});
