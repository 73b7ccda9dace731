import { describe, expect, it } from 'vitest';
import {
  commandOutputLimits,
  defaultLimits,
  truncateText,
  type OutputLimits,
} from '../../../../../main/core/tools/output/truncate.ts';

const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
const bytes = (text: string) => Buffer.byteLength(text);
const numbered = (count: number, ending = '\n') =>
  Array.from({ length: count }, (_, index) => `line ${index + 1}${ending}`).join('');
const hasLoneSurrogate = (text: string) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** Truncates and checks every promise the result makes; returns head and tail. */
function cut(text: string, limits: OutputLimits) {
  const result = truncateText(text, limits);
  if (!result.truncated) throw new Error('expected the text to be truncated');
  const { head, tail } = result;
  if (limits.maxChars !== undefined) expect(head.length + tail.length).toBeLessThanOrEqual(limits.maxChars);
  if (limits.maxLines !== undefined) expect(lineCount(head) + lineCount(tail)).toBeLessThanOrEqual(limits.maxLines);
  if (limits.maxBytes !== undefined) expect(bytes(head) + bytes(tail)).toBeLessThanOrEqual(limits.maxBytes);
  expect(text.startsWith(head)).toBe(true);
  expect(text.endsWith(tail)).toBe(true);
  expect(head.length + tail.length).toBeLessThan(text.length);
  expect(hasLoneSurrogate(head) || hasLoneSurrogate(tail)).toBe(hasLoneSurrogate(text));
  expect(result).toMatchObject({
    totalChars: text.length,
    totalLines: lineCount(text),
    totalBytes: bytes(text),
    omittedChars: text.length - head.length - tail.length,
  });
  return result;
}

describe('truncateText', () => {
  it('leaves text within the limits alone, also exactly at each limit', () => {
    expect(truncateText('', { maxChars: 0, maxLines: 0, maxBytes: 0 })).toEqual({ truncated: false, text: '' });
    expect(truncateText('abcde', { maxChars: 5 })).toEqual({ truncated: false, text: 'abcde' });
    expect(truncateText('a\nb\nc\n', { maxLines: 3 })).toEqual({ truncated: false, text: 'a\nb\nc\n' });
    expect(truncateText('a\nb\nc', { maxLines: 3 })).toEqual({ truncated: false, text: 'a\nb\nc' });
    expect(truncateText('漢字', { maxBytes: 6 })).toEqual({ truncated: false, text: '漢字' });
    expect(truncateText('x'.repeat(100_000), {})).toEqual({ truncated: false, text: 'x'.repeat(100_000) });
  });

  it('cuts text one over each limit', () => {
    expect(cut('abcdef', { maxChars: 5 })).toMatchObject({ head: 'abcd', tail: 'f' });
    expect(cut('a\nb\nc\nd', { maxLines: 3 })).toMatchObject({ head: 'a\nb\nc\n', tail: '', omittedLines: 1 });
    expect(cut('漢字!', { maxBytes: 6 })).toMatchObject({ head: '漢', tail: '!' });
  });

  it('keeps the first and last lines, about 80% and 20%', () => {
    const text = numbered(100);
    const result = cut(text, { maxLines: 10 });
    expect(result.head).toBe(numbered(8));
    expect(result.tail).toBe('line 99\nline 100\n');
    expect(result.omittedLines).toBe(90);
  });

  it('cuts a single enormous line by characters', () => {
    const text = `${'a'.repeat(1 << 19)}${'b'.repeat(1 << 19)}`;
    const result = cut(text, defaultLimits);
    expect(result.head).toBe('a'.repeat(40 * 1024));
    expect(result.tail).toBe('b'.repeat(10 * 1024));
    expect(result.omittedLines).toBe(0);
    expect(cut(text, commandOutputLimits)).toMatchObject({ head: 'a'.repeat(24_000), tail: 'b'.repeat(6_000) });
  });

  it('prefers line boundaries but not at the price of most of the budget', () => {
    const lines = cut(`${'a'.repeat(60)}\n${'b'.repeat(60)}\n${'c'.repeat(60)}\n${'d'.repeat(30)}\n`, { maxChars: 100 });
    expect(lines.head).toBe(`${'a'.repeat(60)}\n`);
    expect(lines.tail).toBe(`${'d'.repeat(30)}\n`);
    const longLine = cut(`$ build\n${'x'.repeat(10_000)}\ndone\n`, { maxChars: 1000 });
    expect(longLine.head).toBe(`$ build\n${'x'.repeat(792)}`);
    expect(longLine.tail).toBe(`${'x'.repeat(194)}\ndone\n`);
  });

  it('counts a line cut short as a whole line', () => {
    const result = cut(`${'a'.repeat(50)}\n`.repeat(10), { maxChars: 200, maxLines: 5 });
    expect(lineCount(result.head) + lineCount(result.tail)).toBeLessThanOrEqual(5);
    const oneLine = cut('a'.repeat(100), { maxLines: 1, maxChars: 10 });
    expect(oneLine).toMatchObject({ head: 'a'.repeat(8), tail: '' });
  });

  it('never splits a CJK character, an emoji or a CRLF', () => {
    const cjk = '漢字仮名交じり文'.repeat(1000);
    for (const maxBytes of [10, 11, 12, 100, 1001]) {
      const result = cut(cjk, { maxBytes });
      expect(bytes(result.head) + bytes(result.tail)).toBeGreaterThan(maxBytes - 6);
    }
    const emoji = '😀🎉👍'.repeat(1000);
    for (const limits of [{ maxChars: 11 }, { maxChars: 100 }, { maxBytes: 11 }, { maxBytes: 1001 }]) {
      const result = cut(emoji, limits);
      expect(result.head.length % 2).toBe(0);
      expect(result.tail.length % 2).toBe(0);
    }
    const crlf = numbered(1000, '\r\n');
    const byLines = cut(crlf, { maxLines: 10 });
    expect(byLines.head).toBe(numbered(8, '\r\n'));
    expect(byLines.tail).toBe('line 999\r\nline 1000\r\n');
    const longLines = `${'a'.repeat(99)}\r\n${'b'.repeat(1000)}\r\n${'c'.repeat(25)}`;
    expect(cut(longLines, { maxChars: 125 })).toMatchObject({ head: 'a'.repeat(99), tail: 'c'.repeat(25) });
  });

  it('keeps every limit when several are given at once', () => {
    const text = `${numbered(500)}${'漢😀'.repeat(5000)}\n${numbered(50, '\r\n')}${'y'.repeat(3000)}`;
    for (const maxChars of [undefined, 0, 1, 7, 64, 1000, 20_000]) {
      for (const maxLines of [undefined, 0, 1, 2, 5, 100]) {
        for (const maxBytes of [undefined, 0, 3, 4, 17, 500, 50 * 1024]) {
          const limits = { maxChars, maxLines, maxBytes };
          if (truncateText(text, limits).truncated) cut(text, limits);
        }
      }
    }
  });

  it('handles 50 MB of output', () => {
    const text = `${'x'.repeat(99)}\n`.repeat(500_000);
    const result = cut(text, defaultLimits);
    expect(result.head).toBe(`${'x'.repeat(99)}\n`.repeat(409));
    expect(result.totalLines).toBe(500_000);
  });
});
