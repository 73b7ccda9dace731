import { describe, expect, it } from 'vitest';
import { exact } from '../../../../../../main/core/builtins/edit/matchers/exact.ts';
import { found } from './find.ts';

describe('exact matcher', () => {
  it('finds every occurrence, none overlapping', () => {
    expect(found(exact, 'aaaa', 'aa')).toEqual(['aa', 'aa']);
    expect(found(exact, 'let x = 1;\nlet y = 1;', '= 1;')).toHaveLength(2);
  });

  it('refuses text that differs by a single space', () => {
    expect(found(exact, 'if (a) {\n  run();\n}', 'if (a){')).toEqual([]);
  });
});
