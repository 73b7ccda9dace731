import { describe, expect, it } from 'vitest';
import { whitespaceCollapsed } from '../../../../../../main/core/builtins/edit/matchers/whitespace-collapsed.ts';
import { found } from './find.ts';

describe('whitespace-collapsed matcher', () => {
  it('rescues aligned columns written with single spaces', () => {
    const file = 'const short    = 1;\nconst longName = 2;\n';
    expect(found(whitespaceCollapsed, file, 'const short = 1;')).toEqual(['const short    = 1;']);
  });

  it('rescues a call the model wrapped onto one line', () => {
    expect(found(whitespaceCollapsed, 'call(a,\n     b);', 'call(a, b);')).toEqual(['call(a,\n     b);']);
  });

  it('refuses text where a word differs or whitespace splits a word', () => {
    expect(found(whitespaceCollapsed, 'const short    = 1;', 'const shorter = 1;')).toEqual([]);
    expect(found(whitespaceCollapsed, 'const short = 1;', 'con st short = 1;')).toEqual([]);
  });
});
