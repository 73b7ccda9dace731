import { describe, expect, it } from 'vitest';
import type { DiffRow } from '../../../renderer/src/features/diff/parse-diff.ts';
import { changedWords } from '../../../renderer/src/features/diff/word-diff.ts';

const removed = (text: string): DiffRow => ({ kind: 'remove', text, oldLine: 1 });
const added = (text: string): DiffRow => ({ kind: 'add', text, newLine: 1 });

describe('changedWords', () => {
  it('marks on each side the words the other side does not have', () => {
    const before = removed('const total = price * count;');
    const after = added('const total = price * quantity + tax;');
    expect(changedWords(before, after)).toEqual([
      { text: 'const total = price * ', changed: false },
      { text: 'count', changed: true },
      { text: ';', changed: false },
    ]);
    const pieces = changedWords(after, before)!;
    expect(pieces.map((piece) => piece.text).join('')).toBe(after.text);
    expect(pieces.filter((piece) => piece.changed).map((piece) => piece.text).join('')).toBe('quantity + tax');
  });

  it('gives nothing to mark when the lines share no word, or are too long to compare', () => {
    expect(changedWords(removed('alpha beta'), added('gamma delta'))).toBeUndefined();
    expect(changedWords(removed(`${'x '.repeat(1500)}a`), added(`${'x '.repeat(1500)}b`))).toBeUndefined();
  });
});
