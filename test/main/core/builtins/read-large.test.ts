import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReadTool } from '../../../../main/core/builtins/read.ts';
import { createFileStateTracker, UNHASHED } from '../../../../main/core/builtins/files/file-state.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

const LINE_BYTES = 64;
const GIGABYTE = 1024 * 1024 * 1024;
const LINES = GIGABYTE / LINE_BYTES;

const BLOCK_LINES = (1024 * 1024) / LINE_BYTES;
const FILLER = Buffer.alloc(BLOCK_LINES * LINE_BYTES, `${'.'.repeat(LINE_BYTES - 1)}\n`);

/** Line n (1-based) of the blocks that carry numbers: "line <n>" padded with dots to 63 characters. */
function lineText(n: number): string {
  return `line ${n} `.padEnd(LINE_BYTES - 1, '.');
}

/**
 * A 1 GB text file of 16,777,216 lines of 64 bytes, written a megabyte at a time: lines of dots,
 * except in the block holding the middle line and in the last block, whose lines say their number.
 */
function writeGigabyte(path: string, numberedBlocks: readonly number[]): void {
  const fd = openSync(path, 'w');
  try {
    for (let block = 0; block < LINES / BLOCK_LINES; block++) {
      if (!numberedBlocks.includes(block)) {
        writeSync(fd, FILLER);
        continue;
      }
      const numbered = Buffer.allocUnsafe(FILLER.length);
      for (let i = 0; i < BLOCK_LINES; i++) numbered.write(`${lineText(block * BLOCK_LINES + i + 1)}\n`, i * LINE_BYTES, 'latin1');
      writeSync(fd, numbered);
    }
  } finally {
    closeSync(fd);
  }
}

/** Peak resident memory of this process so far, in bytes. */
const peakRss = () => process.resourceUsage().maxRSS * 1024;

describe('Read on a 1 GB file', () => {
  it('reads the middle and the end in constant memory, without hashing the whole file', async () => {
    const dir = tempDir();
    const path = join(dir, 'huge.log');
    const middle = LINES / 2 + 1;
    writeGigabyte(path, [Math.floor(middle / BLOCK_LINES), LINES / BLOCK_LINES - 1]);
    const fileState = createFileStateTracker();
    const { executor } = executorWith(tempDir());
    const turn = turnContext([createReadTool({ fileState })], { cwd: dir });
    const before = peakRss();

    const atMiddle = await executor.run({ id: 'm', name: 'Read', input: { file_path: path, offset: middle, limit: 3 } }, turn);
    expect(atMiddle.status, textOf(atMiddle)).toBe('success');
    const shown = textOf(atMiddle).split('\n');
    expect(shown.slice(0, 3)).toEqual([0, 1, 2].map((i) => `${middle + i}\t${lineText(middle + i)}`));
    expect(textOf(atMiddle)).toContain(`The file goes on; continue with offset=${middle + 3}.`);

    const atEnd = await executor.run({ id: 'e', name: 'Read', input: { file_path: path, offset: LINES - 1 } }, turn);
    expect(textOf(atEnd).split('\n').slice(0, 2)).toEqual([`${LINES - 1}\t${lineText(LINES - 1)}`, `${LINES}\t${lineText(LINES)}`]);
    expect(textOf(atEnd)).toContain(`(Showed lines ${(LINES - 1).toLocaleString('en-US')}–${LINES.toLocaleString('en-US')} of ${LINES.toLocaleString('en-US')}.)`);

    expect(peakRss() - before).toBeLessThan(64 * 1024 * 1024);
    expect(fileState.lastRead('session-1', path)).toMatchObject({ size: GIGABYTE, hash: UNHASHED });
  });

  it('keeps only the first 2,000 characters of a 100 MB line', async () => {
    const dir = tempDir();
    const path = join(dir, 'one-line.txt');
    const fd = openSync(path, 'w');
    const block = Buffer.alloc(1024 * 1024, 'z');
    for (let i = 0; i < 100; i++) writeSync(fd, block);
    writeSync(fd, '\nsecond line\n');
    closeSync(fd);
    const { executor } = executorWith(tempDir());
    const before = peakRss();
    const outcome = await executor.run({ id: 'l', name: 'Read', input: { file_path: path } }, turnContext([createReadTool({ fileState: createFileStateTracker() })], { cwd: dir }));
    const text = textOf(outcome);
    expect(text).toContain(`     1\t${'z'.repeat(2_000)} … [line cut at 2,000 characters; it has 104,857,600 bytes]`);
    expect(text).toContain('     2\tsecond line');
    expect(peakRss() - before).toBeLessThan(64 * 1024 * 1024);
  });
});
