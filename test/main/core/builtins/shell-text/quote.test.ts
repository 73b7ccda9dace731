import { describe, expect, it } from 'vitest';
import { shellCommand, shellQuote } from '../../../../../main/core/builtins/shell-text/quote.ts';

describe('shellQuote', () => {
  it('leaves plain words bare and single-quotes the rest', () => {
    expect(shellQuote('src/a-b_c.ts')).toBe('src/a-b_c.ts');
    expect(shellQuote('a b')).toBe(`'a b'`);
    expect(shellQuote('$HOME')).toBe(`'$HOME'`);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('')).toBe(`''`);
    expect(shellQuote('line1\nline2')).toBe(`'line1\nline2'`);
  });

  it('joins a command line', () => {
    expect(shellCommand(['git', 'commit', '-m', 'Fix it; now'])).toBe(`git commit -m 'Fix it; now'`);
  });
});
