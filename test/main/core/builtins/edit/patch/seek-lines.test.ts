import { describe, expect, it } from 'vitest';
import { seekLines } from '../../../../../../main/core/builtins/edit/patch/seek-lines.ts';

const lines = ['a', 'const s = “quoted” — yes…', '  indented  ', 'end', 'a'];

describe('seekLines', () => {
  it('finds lines exactly, from the cursor on', () => {
    expect(seekLines(lines, ['a'], 0, false)).toBe(0);
    expect(seekLines(lines, ['a'], 1, false)).toBe(4);
  });

  it('then ignoring trailing space, then trimmed', () => {
    expect(seekLines(lines, ['  indented'], 0, false)).toBe(2);
    expect(seekLines(lines, ['indented', 'end'], 0, false)).toBe(2);
  });

  it('then with Unicode punctuation folded to ASCII', () => {
    expect(seekLines(lines, ['const s = "quoted" - yes...'], 0, false)).toBe(1);
  });

  it('at the end of the file when asked', () => {
    expect(seekLines(lines, ['a'], 0, true)).toBe(4);
    expect(seekLines(lines, ['end'], 0, true)).toBe(-1);
  });

  it('refuses lines whose words differ', () => {
    expect(seekLines(lines, ['const s = "quoted" - no...'], 0, false)).toBe(-1);
  });
});
