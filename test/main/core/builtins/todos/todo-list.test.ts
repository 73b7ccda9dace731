import { describe, expect, it } from 'vitest';
import { checkTodoList } from '../../../../../main/core/builtins/todos/todo-list.ts';
import type { Todo } from '../../../../../shared/vocabulary/todos.ts';

const todo = (content: string, status: Todo['status']): Todo => ({ content, status, activeForm: `${content}ing` });

describe('checkTodoList', () => {
  it('accepts one item in progress among unfinished ones, an empty list and a finished list', () => {
    expect(checkTodoList([todo('Read', 'completed'), todo('Edit', 'in_progress'), todo('Test', 'pending')])).toEqual({ ok: true });
    expect(checkTodoList([])).toEqual({ ok: true });
    expect(checkTodoList([todo('Read', 'completed'), todo('Edit', 'completed')])).toEqual({ ok: true });
  });

  it('refuses two items in progress, naming them', () => {
    const result = checkTodoList([todo('Read', 'in_progress'), todo('Edit', 'in_progress')]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/2 items are in_progress \("Read", "Edit"\); work on one at a time/);
  });

  it('refuses unfinished items with none in progress', () => {
    const result = checkTodoList([todo('Read', 'completed'), todo('Edit', 'pending')]);
    expect(!result.ok && result.message).toMatch(/none is in_progress: mark the item you work on now/);
  });
});
