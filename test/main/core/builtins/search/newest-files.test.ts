import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newestFiles } from '../../../../../main/core/builtins/search/newest-files.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

describe('newestFiles', () => {
  it('keeps the newest paths whatever order they come in, ties by path, a file gone since last, and counts them all', () => {
    const dir = tempDir();
    const ages: Record<string, number> = { 'e.ts': 50, 'b.ts': 10, 'd.ts': 10, 'a.ts': 30, 'c.ts': 10, 'f.ts': 20 };
    for (const [path, age] of Object.entries(ages)) {
      writeFileSync(join(dir, path), '');
      utimesSync(join(dir, path), 1_000_000 - age, 1_000_000 - age);
    }
    const listed = ['e.ts', 'gone.ts', 'a.ts', 'f.ts', 'd.ts', 'c.ts', 'b.ts'];
    const four = newestFiles(dir, 4);
    for (const path of listed) four.add(path);
    expect(four.ordered()).toEqual({ paths: ['b.ts', 'c.ts', 'd.ts', 'f.ts'], total: 7 });
    const all = newestFiles(dir, 100);
    for (const path of [...listed].reverse()) all.add(path);
    expect(all.ordered()).toEqual({ paths: ['b.ts', 'c.ts', 'd.ts', 'f.ts', 'a.ts', 'e.ts', 'gone.ts'], total: 7 });
  });
});
