import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newestFirstLines } from '../../../../../main/core/builtins/search/newest-first.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { callSearch } from './tree.ts';

const lines = (text: string) => text.split('\n');

/** `count` files f000.txt…, each holding `body`; file i is i minutes newer than file 0 unless `sameTime`. */
function files(count: number, body: string, sameTime = false): string {
  const dir = tempDir();
  const base = Date.now() / 1000 - 24 * 3600;
  for (let i = 0; i < count; i++) {
    const file = join(dir, `f${String(i).padStart(3, '0')}.txt`);
    writeFileSync(file, body);
    const time = sameTime ? base : base + i * 60;
    utimesSync(file, time, time);
  }
  return dir;
}

describe('newest first, sorted after an unsorted rg', () => {
  it('orders the files of a tree rg searches on all its threads by mtime, newest first', async () => {
    const dir = files(400, 'needle\n');
    const { text } = await callSearch(dir, 'Grep', { pattern: 'needle', head_limit: 0 });
    expect(lines(text)).toEqual(['Found 400 files', ...Array.from({ length: 400 }, (_, i) => `f${String(399 - i).padStart(3, '0')}.txt`)]);
    const glob = await callSearch(dir, 'Glob', { pattern: '*.txt' });
    expect(lines(glob.text).slice(0, 3)).toEqual(['f399.txt', 'f398.txt', 'f397.txt']);
    expect(lines(glob.text).at(-1)).toBe('(Showing the 100 most recently modified of 400 files. Use a narrower pattern or path to see the others.)');
  });

  it('breaks ties of equal mtimes by path, the same on every run', async () => {
    const dir = files(300, 'needle\n', true);
    const expected = Array.from({ length: 300 }, (_, i) => `f${String(i).padStart(3, '0')}.txt`);
    for (let run = 0; run < 3; run++) {
      expect(lines((await callSearch(dir, 'Grep', { pattern: 'needle', head_limit: 0 })).text).slice(1)).toEqual(expected);
      expect(lines((await callSearch(dir, 'Glob', { pattern: '*.txt' })).text).slice(0, 100)).toEqual(expected.slice(0, 100));
    }
  });

  it('keeps each file\'s content lines together, newest file first, pages across files, and counts per file', async () => {
    const dir = files(50, 'a\nneedle 1\nb\nc\nd\nneedle 2\ne\n');
    const content = lines((await callSearch(dir, 'Grep', { pattern: 'needle', output_mode: 'content', head_limit: 5, offset: 1 })).text);
    expect(content).toEqual(['f049.txt:6:needle 2', 'f048.txt:2:needle 1', 'f048.txt:6:needle 2', 'f047.txt:2:needle 1', 'f047.txt:6:needle 2', '(Showing results 2–6 of 100. Use offset: 6 to see more.)']);
    const context = lines((await callSearch(dir, 'Grep', { pattern: 'needle', output_mode: 'content', '-A': 1, head_limit: 7 })).text);
    expect(context).toEqual(['f049.txt:2:needle 1', 'f049.txt-3-b', '--', 'f049.txt:6:needle 2', 'f049.txt-7-e', '--', 'f048.txt:2:needle 1', '(Showing results 1–7 of 299. Use offset: 7 to see more.)']);
    const unnumbered = lines((await callSearch(dir, 'Grep', { pattern: 'needle 2', output_mode: 'content', '-n': false, '-B': 1, head_limit: 3 })).text);
    expect(unnumbered.slice(0, 3)).toEqual(['f049.txt-d', 'f049.txt:needle 2', '--']);
    const counts = lines((await callSearch(dir, 'Grep', { pattern: 'needle', output_mode: 'count', head_limit: 2 })).text);
    expect(counts).toEqual(['Found 100 matching lines in 50 files', 'f049.txt:2', 'f048.txt:2', '(Showing results 1–2 of 50. Use offset: 2 to see more.)']);
  });

  it('lets go of the oldest files no page can reach when what it holds passes its budget, and still counts every line', () => {
    const dir = files(200, '');
    const results = newestFirstLines({ cwd: dir, linesWanted: 10, maxKeptChars: 300 });
    const order = Array.from({ length: 200 }, (_, i) => (i * 7919) % 200);
    for (const i of order) expect(results.add(`f${String(i).padStart(3, '0')}.txt`, `line of ${i}`)).toBe(true);
    const { lines: kept, total } = results.ordered();
    expect(total).toBe(200);
    expect(kept.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `line of ${199 - i}`));
  });

  it('answers false once the lines wanted alone pass the budget', () => {
    const dir = files(3, '');
    const results = newestFirstLines({ cwd: dir, linesWanted: Infinity, maxKeptChars: 20 });
    expect(results.add('f000.txt', 'x'.repeat(10))).toBe(true);
    expect(results.add('f001.txt', 'x'.repeat(10))).toBe(false);
  });
});
