import { describe, expect, it } from 'vitest';
import { renderTerminal } from '../../../../main/core/pty/render.ts';
import { looksLikePrompt } from '../../../../main/core/pty/prompt.ts';
import { isFailure } from '../../../../main/core/pty/exit-code.ts';

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

describe('looksLikePrompt', () => {
  it('sees questions, colons, yes/no choices and passwords at the end of the screen', () => {
    for (const screen of ['Name? ', 'log\nEnter value:', 'Continue? [y/N]', 'Proceed (y/n)', "[sudo] password for ada: ", 'Enter passphrase for key']) {
      expect(looksLikePrompt(screen), screen).toBe(true);
    }
    for (const screen of ['Building…', 'done', 'Compiling 3 files']) expect(looksLikePrompt(screen), screen).toBe(false);
  });
});

describe('isFailure', () => {
  it('treats exit code 1 of search, compare and test commands as an answer', () => {
    for (const command of ['grep x f', 'cat f | rg x', 'LC_ALL=C diff a b', 'test -f x', '[ -f x ]', 'git diff --quiet', 'cd a && /usr/bin/grep x f']) {
      expect(isFailure(command, 1), command).toBe(false);
    }
    expect(isFailure('grep x f', 2)).toBe(true);
    expect(isFailure('grep x f | wc -l; false', 1)).toBe(true);
    expect(isFailure('git status', 1)).toBe(true);
    expect(isFailure('anything', 0)).toBe(false);
  });
});
