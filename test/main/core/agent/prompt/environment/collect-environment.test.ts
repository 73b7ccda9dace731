import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { collectEnvironment } from '../../../../../../main/core/agent/prompt/environment/collect-environment.ts';
import { formatEnvironment } from '../../../../../../main/core/agent/prompt/environment/format-environment.ts';
import { tempDir } from '../../../../../helpers/temp-dir.ts';
import { git, gitRepo, writeFiles } from '../../../builtins/git/git-repo.ts';

const now = new Date(2026, 2, 14, 9, 30);

/** Puts a `git` running this shell script first on PATH for the test. */
function fakeGit(dir: string, script: string): void {
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'git'), `#!/bin/sh\n${script}\n`);
  chmodSync(join(bin, 'git'), 0o755);
  vi.stubEnv('PATH', `${bin}:${process.env.PATH}`);
  onTestFinished(() => void vi.unstubAllEnvs());
}

describe('collectEnvironment', () => {
  it('gives the folders, platform, shell and the date it is told', async () => {
    const dir = tempDir();
    const environment = await collectEnvironment({ cwd: dir, projectDir: dir, now, env: { SHELL: '/bin/zsh' } });
    expect(environment).toMatchObject({ cwd: dir, projectDir: dir, platform: process.platform, shell: '/bin/zsh', date: '2026-03-14' });
    expect(environment.osRelease).not.toBe('');
    expect(formatEnvironment(environment).split('\n').slice(0, 7)).toEqual([
      'Environment (as it was when this session started; it is not updated):',
      `- Working directory: ${dir}`,
      `- Project folder: ${dir}`,
      `- Platform: ${process.platform} (${environment.osRelease})`,
      '- Shell: /bin/zsh',
      "- Today's date: 2026-03-14",
      '- Git: not a git repository',
    ]);
  });

  it('summarises a repository: branch, changes by kind with their paths, and the last five commits newest first', async () => {
    const dir = gitRepo(tempDir(), { 'a.ts': 'a\n', 'b.ts': 'b\n', 'old.ts': 'o\n', 'gone.ts': 'g\n' });
    for (let commit = 2; commit <= 7; commit++) {
      writeFiles(dir, { 'a.ts': `a${commit}\n` });
      git(dir, 'commit', '--quiet', '-am', `Change ${commit}`);
    }
    git(dir, 'switch', '--quiet', '-c', 'feature/x');
    writeFiles(dir, { 'b.ts': 'changed\n', 'new.ts': 'n\n', 'notes me.md': 'untracked\n' });
    git(dir, 'add', 'new.ts');
    git(dir, 'mv', 'old.ts', 'renamed.ts');
    rmSync(join(dir, 'gone.ts'));
    const environment = await collectEnvironment({ cwd: dir, now });
    expect(environment.git).toMatchObject({
      kind: 'repository',
      branch: 'feature/x',
      status: { counts: { modified: 1, added: 1, deleted: 1, renamed: 1, untracked: 1 }, total: 5 },
    });
    if (environment.git.kind !== 'repository') throw new Error('a repository was expected');
    expect(environment.git.status.paths.sort()).toEqual([' D gone.ts', ' M b.ts', '?? notes me.md', 'A  new.ts', 'R  renamed.ts']);
    expect(environment.git.recentCommits.map((commit) => commit.replace(/^[0-9a-f]+ /, ''))).toEqual(['Change 7', 'Change 6', 'Change 5', 'Change 4', 'Change 3']);
    const text = formatEnvironment(environment);
    expect(text).toContain(`- Git repository: ${environment.git.root}, branch feature/x`);
    expect(text).toContain('- Git status: 1 modified, 1 added, 1 deleted, 1 renamed, 1 untracked\n');
    expect(text).toMatch(/- Recent commits:\n {4}[0-9a-f]+ Change 7\n/);
  });

  it("runs no program of the repository's own settings: a core.fsmonitor a cloned repository names stays unrun", async () => {
    const dir = gitRepo(tempDir(), { 'a.ts': 'a\n' });
    const planted = join(dir, 'fsmonitor-ran');
    writeFileSync(join(dir, 'monitor.sh'), `#!/bin/sh\ntouch ${planted}\n`);
    chmodSync(join(dir, 'monitor.sh'), 0o755);
    git(dir, 'config', 'core.fsmonitor', join(dir, 'monitor.sh'));
    const environment = await collectEnvironment({ cwd: dir, now });
    expect(environment.git).toMatchObject({ kind: 'repository' });
    expect(existsSync(planted)).toBe(false);
  });

  it('lists the first twenty changed paths and counts the rest', async () => {
    const dir = gitRepo(tempDir(), { 'README.md': 'r\n' });
    writeFiles(dir, Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`file-${String(index).padStart(2, '0')}.txt`, 'x'])));
    const environment = await collectEnvironment({ cwd: dir, now });
    const text = formatEnvironment(environment);
    expect(text).toContain('- Git status: 25 untracked\n');
    expect(text.match(/^ {4}\?\? file-/gm)).toHaveLength(20);
    expect(text).toContain('    (and 5 more)\n');
  });

  it('says when the repository is clean, has no commits yet, or has a detached HEAD', async () => {
    const empty = gitRepo(tempDir());
    const fresh = await collectEnvironment({ cwd: empty, now });
    expect(fresh.git).toMatchObject({ kind: 'repository', branch: 'main', recentCommits: [], status: { total: 0 } });
    expect(formatEnvironment(fresh)).toMatch(/- Git status: clean\n- Recent commits: none yet$/);

    const dir = gitRepo(tempDir(), { 'a.txt': 'a' });
    const head = git(dir, 'rev-parse', '--short', 'HEAD').trim();
    git(dir, 'checkout', '--quiet', '--detach');
    expect((await collectEnvironment({ cwd: dir, now })).git).toMatchObject({ branch: `detached at ${head}` });
  });

  it('works from a sub-folder of the repository', async () => {
    const dir = gitRepo(tempDir(), { 'src/a.ts': 'a' });
    const environment = await collectEnvironment({ cwd: join(dir, 'src'), projectDir: dir, now });
    expect(environment.git).toMatchObject({ kind: 'repository', branch: 'main' });
  });

  it('says so plainly when git is not installed', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, '.git'));
    vi.stubEnv('PATH', join(dir, 'no-bin'));
    onTestFinished(() => void vi.unstubAllEnvs());
    expect((await collectEnvironment({ cwd: dir, now })).git).toEqual({ kind: 'none', reason: 'git is not installed or not on PATH.' });
  });

  it('gives up on a git that does not answer in time', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, '.git'));
    fakeGit(dir, 'exec sleep 30');
    expect((await collectEnvironment({ cwd: dir, now, gitTimeoutMs: 300 })).git).toEqual({ kind: 'none', reason: 'git did not answer within 300 ms' });
  });

  it('reports a git that fails for another reason with what it said', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, '.git'));
    fakeGit(dir, 'echo "fatal: detected dubious ownership in repository" >&2\nexit 128');
    expect((await collectEnvironment({ cwd: dir, now })).git).toEqual({ kind: 'none', reason: 'git status failed: fatal: detected dubious ownership in repository' });
  });
});
