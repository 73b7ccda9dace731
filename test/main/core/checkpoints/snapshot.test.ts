import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { openSnapshotRepo, snapshotGitDir } from '../../../../main/core/checkpoints/git.ts';
import { snapshotTree } from '../../../../main/core/checkpoints/snapshot.ts';
import { bash, write } from './project.ts';

async function filesIn(dataDir: string, project: string): Promise<string[]> {
  const repo = await openSnapshotRepo(dataDir, project);
  const tree = await snapshotTree(repo, () => false);
  return (await repo.run(['ls-tree', '-r', '--name-only', tree])).toString().split('\n').filter(Boolean);
}

describe('project snapshots', () => {
  it('live in a git directory under the data dir and leave the user’s repository, index and status alone', async () => {
    const dataDir = tempDir();
    const project = tempDir('deft-project-');
    bash(project, 'git init -q && git config user.email a@b && git config user.name a && echo one > tracked.txt && git add tracked.txt && git commit -qm init && echo two > staged.txt && git add staged.txt && echo draft > untracked.txt');
    const status = () => execFileSync('git', ['status', '--porcelain'], { cwd: project }).toString();
    const before = { status: status(), index: readFileSync(join(project, '.git', 'index')) };

    expect(await filesIn(dataDir, project)).toEqual(['staged.txt', 'tracked.txt', 'untracked.txt']);
    expect(status()).toBe(before.status);
    expect(readFileSync(join(project, '.git', 'index')).equals(before.index)).toBe(true);
    expect(snapshotGitDir(dataDir, project).startsWith(join(dataDir, 'snapshots'))).toBe(true);
    expect(existsSync(join(snapshotGitDir(dataDir, project), 'deft-index'))).toBe(true);
  });

  it('works without git in the project, honours every .gitignore and skips files over 2 MB', async () => {
    const dataDir = tempDir();
    const project = tempDir('deft-project-');
    write(project, '.gitignore', 'build/\n*.log\n');
    write(project, 'src/.gitignore', 'generated.ts\n');
    write(project, 'src/main.ts', 'main');
    write(project, 'src/generated.ts', 'generated');
    write(project, 'build/out.js', 'built');
    write(project, 'debug.log', 'log');
    write(project, 'large.bin', Buffer.alloc(2 * 1024 * 1024 + 1));
    write(project, 'limit.bin', Buffer.alloc(2 * 1024 * 1024));
    expect(await filesIn(dataDir, project)).toEqual(['.gitignore', 'limit.bin', 'src/.gitignore', 'src/main.ts']);
    expect(existsSync(join(project, '.git'))).toBe(false);
  });

  it('drops a file from later snapshots once it grows over the limit', async () => {
    const dataDir = tempDir();
    const project = tempDir('deft-project-');
    write(project, 'grows.bin', 'small');
    expect(await filesIn(dataDir, project)).toEqual(['grows.bin']);
    write(project, 'grows.bin', Buffer.alloc(3 * 1024 * 1024));
    expect(await filesIn(dataDir, project)).toEqual([]);
  });
});
