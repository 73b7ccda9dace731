import { describe, expect, it } from 'vitest';
import { createLoopGuard } from '../../../../../main/core/agent/loop/loop-guard.ts';

const read = (path: string) => ({ name: 'Read', input: { file_path: path } });

describe('createLoopGuard', () => {
  it('notices the same call three times in a row, across responses', () => {
    const guard = createLoopGuard();
    expect(guard.observe([read('a.ts')])).toBeUndefined();
    expect(guard.observe([read('a.ts')])).toBeUndefined();
    expect(guard.observe([read('a.ts')])).toBe('called Read with the same input three times in a row');
  });

  it('treats inputs with the same fields in another order as the same call', () => {
    const guard = createLoopGuard();
    guard.observe([{ name: 'Grep', input: { pattern: 'x', path: 'src' } }, { name: 'Grep', input: { path: 'src', pattern: 'x' } }]);
    expect(guard.observe([{ name: 'Grep', input: { pattern: 'x', path: 'src' } }])).toMatch(/three times/);
  });

  it('notices an A-B-A-B cycle', () => {
    const guard = createLoopGuard();
    const edit = { name: 'Edit', input: { file_path: 'a.ts', old_string: 'x', new_string: 'y' } };
    expect(guard.observe([read('a.ts'), edit])).toBeUndefined();
    expect(guard.observe([read('a.ts'), edit])).toBe('alternated between the same Read and Edit calls twice');
  });

  it('lets varied work go on, and starts counting afresh after a warning', () => {
    const guard = createLoopGuard();
    for (const path of ['a', 'b', 'a', 'c', 'b', 'c']) expect(guard.observe([read(path)])).toBeUndefined();
    guard.observe([read('x'), read('x'), read('x')]);
    expect(guard.observe([read('x')])).toBeUndefined();
  });
});
