import { describe, expect, it } from 'vitest';
import { matchFiles } from '../../../../main/core/workspace/match-files.ts';

const files = ['src/app.ts', 'src/components/AppShell.tsx', 'docs/api.md', 'test/app.test.ts', 'package.json', 'src/deep/a/p/p.ts'];

describe('matchFiles', () => {
  it('puts a file name starting with the query first, then names containing it, then paths, then scattered letters', () => {
    expect(matchFiles(files, 'app', 10)).toEqual(['src/app.ts', 'test/app.test.ts', 'src/components/AppShell.tsx', 'src/deep/a/p/p.ts']);
    expect(matchFiles(files, 'sapp', 10)).toEqual(['src/app.ts', 'src/components/AppShell.tsx', 'test/app.test.ts', 'src/deep/a/p/p.ts']);
  });

  it('ignores case, limits the answer, and lists the shortest paths for an empty query', () => {
    expect(matchFiles(files, 'APPSHELL', 10)).toEqual(['src/components/AppShell.tsx']);
    expect(matchFiles(files, '', 2)).toEqual(['src/app.ts', 'docs/api.md']);
    expect(matchFiles(files, 'zzz', 10)).toEqual([]);
  });
});
