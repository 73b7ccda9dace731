import { describe, expect, it } from 'vitest';
import { renderTerminal } from '../../../../main/core/pty/render.ts';

const render = (text: string) => renderTerminal(Buffer.from(text));

describe('renderTerminal', () => {
  it('collapses carriage returns, backspaces and cursor moves, and drops colours', async () => {
    expect(await render('10%\r50%\r100%\r\n\x1b[32mok\x1b[0m\r\n')).toBe('100%\nok');
    expect(await render('abc\bX\r\n')).toBe('abX');
    expect(await render('one\r\ntwo\r\n\x1b[1A\x1b[2Kthree\r\n')).toBe('one\nthree');
  });

  it('keeps only what is left after a screen clear', async () => {
    expect(await render('old\r\n\x1b[H\x1b[2J\x1b[3Jnew\r\n')).toBe('new');
  });

  it('joins wrapped lines and keeps plain text as it is', async () => {
    const long = 'x'.repeat(300);
    expect(await render(`\x1b[0m${long}\r\n`)).toBe(long);
    expect(await render('a\tb  \r\nc\r\n\r\n')).toBe('a\tb\nc');
  });

  it('renders more lines than its scrollback holds, in order', async () => {
    const lines = Array.from({ length: 30_000 }, (_, i) => `\x1b[1m${i}\x1b[0m`);
    const text = await render(`${lines.join('\r\n')}\r\n`);
    expect(text.split('\n')).toEqual(Array.from({ length: 30_000 }, (_, i) => String(i)));
  });
});
