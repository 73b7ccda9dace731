import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPrompt } from '../../../main/cli/run/prompt.ts';
import { UsageError } from '../../../main/cli/usage.ts';
import { deft } from './deft-process.ts';

const terminal = Object.assign(Readable.from([]), { isTTY: true });

describe('the prompt of deft run', () => {
  it('is the argument, and stdin is then left alone', async () => {
    const stdin = Readable.from(['ignored']);
    expect(await readPrompt('fix the tests', stdin)).toBe('fix the tests');
    expect(stdin.readableDidRead).toBe(false);
  });

  it('is all of stdin when no argument is given and something is piped in', async () => {
    const euro = Buffer.from('€');
    // A multi-byte character split across chunks is read whole.
    const stdin = Readable.from([Buffer.from('Summarise this:\n'), euro.subarray(0, 1), euro.subarray(1), Buffer.from(' 5\n\n')]);
    expect(await readPrompt(undefined, stdin)).toBe('Summarise this:\n€ 5');
  });

  it('is a usage error when missing or empty', async () => {
    await expect(readPrompt(undefined, terminal)).rejects.toThrow('deft run needs a prompt: give it as an argument, or pipe it in on stdin.');
    await expect(readPrompt(undefined, Readable.from(['  \n'])).catch((error) => error)).resolves.toBeInstanceOf(UsageError);
    await expect(readPrompt('   ', terminal)).rejects.toThrow('The prompt is empty.');
  });

  it('is read from stdin by the real command, which exits with 2 when stdin is empty', () => {
    expect(deft(['run'], { input: '\n' })).toMatchObject({ code: 2, stderr: expect.stringContaining('The prompt read from stdin is empty.') });
  });
});
