import { describe, expect, it } from 'vitest';
import { trimmedBoundary } from '../../../../../../main/core/builtins/edit/matchers/trimmed-boundary.ts';
import { found } from './find.ts';

describe('trimmed-boundary matcher', () => {
  it('rescues stray blank lines around the text', () => {
    expect(found(trimmedBoundary, 'a();\nb();\nc();', '\n\nb();\n  ')).toEqual(['b();']);
  });

  it('refuses when the text itself differs', () => {
    expect(found(trimmedBoundary, 'a();\nb();', '\nb(1);\n')).toEqual([]);
  });
});
