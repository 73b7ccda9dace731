import { describe, expect, it } from 'vitest';
import { maxUntrackedDiffs, untrackedDiff } from '../../../../../main/core/builtins/git/untracked-diff.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { gitRepo, writeFiles } from './git-repo.ts';

describe('untrackedDiff', () => {
  it(`shows up to ${maxUntrackedDiffs} untracked files as added and names the rest`, async () => {
    const repo = gitRepo(tempDir(), { 'kept.txt': 'k\n' });
    const names = Array.from({ length: maxUntrackedDiffs + 2 }, (_, i) => `f${String(i).padStart(3, '0')}.txt`);
    writeFiles(repo, Object.fromEntries(names.map((name) => [name, `${name}\n`])));
    const diff = await untrackedDiff(repo, [], new AbortController().signal);
    expect(diff.match(/^new file mode/gm)).toHaveLength(maxUntrackedDiffs);
    expect(diff).toContain(`+${names[maxUntrackedDiffs - 1]}`);
    expect(diff).toMatch(/\[2 more untracked files, not shown: f100\.txt, f101\.txt\]\n$/);
    expect(diff).not.toContain('kept.txt');
  });
});
