import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRipgrep } from '../../../../../main/core/common/ripgrep/find-ripgrep.ts';
import { runRipgrep } from '../../../../../main/core/common/ripgrep/run-ripgrep.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { ripgrepChildren, writeTree } from '../../builtins/search/tree.ts';

const signal = new AbortController().signal;

describe('runRipgrep', () => {
  it('streams every line of output and reports the exit code', async () => {
    const dir = tempDir();
    writeTree(dir, Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}.txt`, 'needle\n'.repeat(50)])));
    const lines: string[] = [];
    const exit = await runRipgrep({ rgPath: await findRipgrep(), args: ['needle'], cwd: dir, signal, onLine: (line) => void lines.push(line) });
    expect(exit).toEqual({ exitCode: 0, stderr: '', stopped: false });
    expect(lines).toHaveLength(300 * 50);
    expect(lines.every((line) => /^f\d+\.txt:needle$/.test(line))).toBe(true);
  });

  it('answers exit code 1 when nothing matches, with no line', async () => {
    const dir = tempDir();
    writeTree(dir, { 'a.txt': 'hay\n' });
    const lines: string[] = [];
    const exit = await runRipgrep({ rgPath: await findRipgrep(), args: ['needle'], cwd: dir, signal, onLine: (line) => void lines.push(line) });
    expect(exit.exitCode).toBe(1);
    expect(lines).toEqual([]);
  });

  it('kills rg when the caller has read enough', async () => {
    const dir = tempDir();
    writeTree(dir, { 'big.txt': 'needle\n'.repeat(200_000) });
    let seen = 0;
    const exit = await runRipgrep({ rgPath: await findRipgrep(), args: ['needle'], cwd: dir, signal, onLine: () => ++seen < 10 });
    expect(exit).toMatchObject({ exitCode: null, stopped: true });
    expect(seen).toBe(10);
    expect(ripgrepChildren()).toEqual([]);
  });

  it('kills rg on cancel and rejects once it has exited', async () => {
    const dir = tempDir();
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    const controller = new AbortController();
    const run = runRipgrep({ rgPath: await findRipgrep(), args: ['needle', 'pipe'], cwd: dir, signal: controller.signal, onLine: () => {} });
    while (ripgrepChildren().length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort(new Error('cancelled by the person'));
    await expect(run).rejects.toThrow('cancelled by the person');
    expect(ripgrepChildren()).toEqual([]);
  });

  it('rejects when rg cannot be started', async () => {
    const run = runRipgrep({ rgPath: join(tempDir(), 'no-rg'), args: [], cwd: tempDir(), signal, onLine: () => {} });
    await expect(run).rejects.toThrow(/ENOENT/);
  });
});
