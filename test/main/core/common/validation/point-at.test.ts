import { describe, expect, it } from 'vitest';
import { pointAt } from '../../../../../main/core/common/validation/point-at.ts';

describe('pointAt', () => {
  it('gives 1-based line and column', () => {
    expect(pointAt('abc', 0)).toMatchObject({ line: 1, column: 1 });
    expect(pointAt('abc', 3)).toMatchObject({ line: 1, column: 4 });
    expect(pointAt('a\nbc\ndef', 6)).toMatchObject({ line: 3, column: 2 });
    expect(pointAt('\nx', 0)).toMatchObject({ line: 1, column: 1 });
    expect(pointAt('\nx', 1)).toMatchObject({ line: 2, column: 1 });
  });

  it('keeps the excerpt on one line and puts the caret under the spot', () => {
    expect(pointAt('{"a":\n\t1 x}', 9).excerpt).toBe('  {"a":\\n\\t1 x}\n             ^');
  });

  it('clips to the radius either side, marking the cuts', () => {
    const text = `${'a'.repeat(50)}X${'b'.repeat(50)}`;
    expect(pointAt(text, 50, 5).excerpt).toBe('  …aaaaaXbbbb…\n        ^');
  });

  it('escapes control characters, byte order marks and lone surrogates', () => {
    expect(pointAt('\u0000\ufeff\ud800x', 3).excerpt).toBe('  \\u0000\\ufeff\\ud800x\n                    ^');
  });

  it('does not split a surrogate pair at the edge of the excerpt', () => {
    expect(pointAt('🌍🌍🌍X', 6, 3).excerpt).toBe('  …🌍X\n    ^');
    expect(pointAt('X🌍🌍🌍', 0, 4).excerpt).toBe('  X🌍🌍…\n  ^');
  });
});
