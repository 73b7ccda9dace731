import { describe, expect, it } from 'vitest';
import { appendProgress, isPtyStream, keptCharacters, nextToDraw, type PtyStream } from '../../../renderer/src/features/terminal/pty-stream.ts';

const chunk = (data: string) => ({ stream: 'pty', data });

describe('appendProgress', () => {
  it('joins terminal chunks and counts every character that came', () => {
    const stream = [chunk('line 1\r\n'), chunk('line 2\r\n')].reduce<unknown>(appendProgress, undefined);
    expect(stream).toEqual({ stream: 'pty', data: 'line 1\r\nline 2\r\n', total: 16 });
    expect(isPtyStream(stream)).toBe(true);
  });

  it('replaces progress that is not terminal output', () => {
    expect(appendProgress(chunk('a'), { percent: 50 })).toEqual({ percent: 50 });
    expect(appendProgress({ percent: 50 }, chunk('a'))).toEqual({ stream: 'pty', data: 'a', total: 1 });
  });

  it('keeps only the newest output of a long stream but still counts all of it', () => {
    const big = 'x'.repeat(keptCharacters);
    const stream = appendProgress(appendProgress(undefined, chunk(big)), chunk('tail')) as PtyStream;
    expect(stream.data.length).toBe(keptCharacters);
    expect(stream.data.endsWith('tail')).toBe(true);
    expect(stream.total).toBe(keptCharacters + 4);
  });
});

describe('nextToDraw', () => {
  const stream: PtyStream = { stream: 'pty', data: 'abcdef', total: 10 };

  it('draws only what came after what the terminal drew', () => {
    expect(nextToDraw(stream, 7)).toEqual({ reset: false, text: 'def' });
    expect(nextToDraw(stream, 10)).toEqual({ reset: false, text: '' });
  });

  it('starts over with what is kept when the terminal missed output that is gone or drew another stream', () => {
    expect(nextToDraw(stream, 2)).toEqual({ reset: true, text: 'abcdef' });
    expect(nextToDraw(stream, 12)).toEqual({ reset: true, text: 'abcdef' });
  });
});
