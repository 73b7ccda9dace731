import { describe, expect, it } from 'vitest';
import { looksLikePrompt } from '../../../../main/core/pty/wait.ts';

describe('looksLikePrompt', () => {
  it('sees questions, colons, yes/no choices and passwords at the end of the screen', () => {
    for (const screen of ['Name? ', 'log\nEnter value:', 'Continue? [y/N]', 'Proceed (y/n)', "[sudo] password for ada: ", 'Enter passphrase for key']) {
      expect(looksLikePrompt(screen), screen).toBe(true);
    }
    for (const screen of ['Building…', 'done', 'Compiling 3 files']) expect(looksLikePrompt(screen), screen).toBe(false);
  });
});
