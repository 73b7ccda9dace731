import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { glob } from '../../../../../main/core/builtins/glob.ts';
import { grep } from '../../../../../main/core/builtins/grep.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';

/** Writes files under `root`; the later a file is listed, the newer its mtime (a minute apart), so "newest first" is known. */
export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  const base = Date.now() / 1000 - 24 * 3600;
  Object.entries(files).forEach(([path, content], index) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    utimesSync(file, base + index * 60, base + index * 60);
  });
}

/** Runs Glob or Grep through the real executor in `cwd`; answers the status and the text the model gets. */
export async function callSearch(cwd: string, name: 'Glob' | 'Grep', input: Record<string, unknown>, signal?: AbortSignal) {
  const { executor } = executorWith(tempDir('deft-search-data-'));
  const turn = turnContext([glob, grep], { cwd, ...(signal ? { signal } : {}) });
  const outcome = await executor.run({ id: 'call-1', name, input }, turn);
  return { status: outcome.status, text: textOf(outcome) };
}

/** The rg processes that are children of this test process, read from /proc. */
export function ripgrepChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
        return comm === 'rg' && Number(rest?.split(' ')[1]) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
