import { describe, expect, it } from 'vitest';
import { escapedText, holdsHiddenCharacters, piecesOf } from '../../../shared/hidden-characters.ts';

describe('the pieces the approval dialog marks', () => {
  it('cuts a bidi override and a zero-width space out of the text as marks with their code points', () => {
    expect(piecesOf('echo a\u202Eb\u200Bc')).toEqual([
      { kind: 'text', text: 'echo a' },
      { kind: 'hidden', text: '\u202E', code: 'U+202E', name: 'right-to-left override: shows what follows reversed', class: 'bidi' },
      { kind: 'text', text: 'b' },
      { kind: 'hidden', text: '\u200B', code: 'U+200B', name: 'zero-width space', class: 'invisible' },
      { kind: 'text', text: 'c' },
    ]);
  });

  it('marks every bidi control, invisible character and control character but tab and newline', () => {
    const marked = (char: string) => piecesOf(`a${char}b`).some((piece) => piece.kind === 'hidden');
    const hidden = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x0d, 0x1b, 0x07, 0x00, 0x85, 0x9b, 0xa0, 0xe0041];
    expect(hidden.filter((code) => !marked(String.fromCodePoint(code))).map((code) => code.toString(16))).toEqual([]);
    expect(marked('\t') || marked('\n') || marked('é') || marked('中')).toBe(false);
  });

  it('writes an ANSI escape and a carriage return out, so a terminal neither colours nor rewinds the line', () => {
    expect(escapedText('ls\r\u001b[2Krm -rf ~')).toBe('ls<U+000D><U+001B>[2Krm -rf ~');
  });

  it('marks a Cyrillic letter inside a Latin word, not Russian words nor Greek in a formula', () => {
    expect(piecesOf('\u0441url x')).toEqual([
      { kind: 'lookAlike', text: '\u0441', code: 'U+0441', name: 'Cyrillic letter that looks like the Latin c' },
      { kind: 'text', text: 'url x' },
    ]);
    expect(holdsHiddenCharacters('echo "привет, мир" α + β')).toBe(false);
  });

  it('folds a long run of blanks inside a line into one mark, and leaves indentation and short runs alone', () => {
    const pushed = `ls${' '.repeat(200)}; rm -rf ~`;
    expect(piecesOf(pushed)).toEqual([
      { kind: 'text', text: 'ls' },
      { kind: 'blanks', text: ' '.repeat(200), count: 200 },
      { kind: 'text', text: '; rm -rf ~' },
    ]);
    expect(escapedText(pushed)).toBe('ls<200 blanks>; rm -rf ~');
    const script = `cat <<EOF\n${' '.repeat(20)}indented\na   b\nEOF`;
    expect(piecesOf(script)).toEqual([{ kind: 'text', text: script }]);
  });

  it('leaves a joiner doing its ordinary job: inside an emoji and between Persian letters', () => {
    expect(holdsHiddenCharacters('fix 👩\u200D💻 and 👍🏽\u200D')).toBe(true);
    expect(holdsHiddenCharacters('fix 👩\u200D💻 and 👨🏽\u200D🚀')).toBe(false);
    expect(holdsHiddenCharacters('می\u200Cخواهم')).toBe(false);
    expect(holdsHiddenCharacters('ab\u200Ccd')).toBe(true);
  });
});
