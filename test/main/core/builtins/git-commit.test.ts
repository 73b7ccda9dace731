import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitCommit } from '../../../../main/core/builtins/git-commit.ts';
import type { PermissionRequest, PermissionService } from '../../../../main/core/tools/permission.ts';
import { allowEverything } from '../../../helpers/allow-everything.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';
import { git, gitRepo, writeFiles } from './git/git-repo.ts';

async function commit(cwd: string, input: Record<string, unknown>, permissions: PermissionService = allowEverything) {
  const { executor } = executorWith(tempDir(), { permissions });
  return executor.run({ id: 'c', name: 'git_commit', input }, turnContext([gitCommit], { cwd }));
}

const status = (repo: string) => git(repo, 'status', '--porcelain').trimEnd();

function hook(repo: string, name: string, script: string) {
  const path = join(repo, '.git', 'hooks', name);
  writeFileSync(path, `#!/bin/sh\n${script}\n`);
  chmodSync(path, 0o755);
}

describe('GitCommit', () => {
  it('without paths commits every change to tracked files and leaves untracked files alone', async () => {
    const repo = gitRepo(tempDir(), { 'a.txt': 'a\n', 'gone.txt': 'g\n' });
    writeFiles(repo, { 'a.txt': 'a2\n', 'new.txt': 'n\n' });
    git(repo, 'rm', '--quiet', 'gone.txt');
    const before = git(repo, 'rev-parse', 'HEAD').trim();
    const outcome = await commit(repo, { message: 'Update a, drop gone' });
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toMatch(/^\[main [0-9a-f]+\] Update a, drop gone\n 2 files changed/);
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    expect(outcome.metadata).toEqual({ commit: head });
    expect(git(repo, 'rev-parse', 'HEAD~1').trim()).toBe(before);
    expect(status(repo)).toBe('?? new.txt');
  });

  it('with paths stages them, new files included, and commits only them', async () => {
    const repo = gitRepo(tempDir(), { 'src/a.txt': 'a\n', 'other.txt': 'o\n' });
    writeFiles(repo, { 'src/a.txt': 'a2\n', 'src/new.txt': 'n\n', 'other.txt': 'o2\n' });
    git(repo, 'add', 'other.txt');
    const outcome = await commit(join(repo, 'src'), { message: 'Add new, change a', paths: ['a.txt', 'new.txt'] });
    expect(outcome.status).toBe('success');
    expect(git(repo, 'show', '--name-only', '--format=%s', 'HEAD').trim().split('\n')).toEqual(['Add new, change a', '', 'src/a.txt', 'src/new.txt']);
    expect(status(repo)).toBe('M  other.txt');
  });

  it('says when there is nothing to commit', async () => {
    const repo = gitRepo(tempDir(), { 'a.txt': 'a\n' });
    const outcome = await commit(repo, { message: 'Nothing' });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/^There is nothing to commit/);
  });

  it('runs the repository hooks; a refusing hook is a clear error and nothing is committed', async () => {
    const repo = gitRepo(tempDir(), { 'a.txt': 'a\n' });
    hook(repo, 'pre-commit', 'echo "lint: a.txt has trailing spaces" >&2; exit 1');
    writeFiles(repo, { 'a.txt': 'a  \n' });
    const before = git(repo, 'rev-parse', 'HEAD').trim();
    const refused = await commit(repo, { message: 'Change a' });
    expect(refused.status).toBe('error');
    expect(textOf(refused)).toMatch(/^git commit failed; nothing was committed\.\nlint: a\.txt has trailing spaces\nWhen a hook refused/);
    expect(git(repo, 'rev-parse', 'HEAD').trim()).toBe(before);

    hook(repo, 'commit-msg', 'echo "checked: $(cat "$1")" > hook-ran.txt');
    hook(repo, 'pre-commit', 'exit 0');
    const passed = await commit(repo, { message: 'Change a', paths: ['a.txt'] });
    expect(passed.status).toBe('success');
    expect(git(repo, 'show', 'HEAD:a.txt')).toBe('a  \n');
    expect(status(repo)).toBe('?? hook-ran.txt');
  });

  it('answers clearly outside a repository, and when a path cannot be staged', async () => {
    const outside = await commit(tempDir(), { message: 'x' });
    expect(textOf(outside)).toMatch(/is not inside a git repository/);
    const repo = gitRepo(tempDir(), { 'a.txt': 'a\n' });
    const missing = await commit(repo, { message: 'x', paths: ['nope.txt'] });
    expect(missing.status).toBe('error');
    expect(textOf(missing)).toMatch(/^Staging the paths failed; nothing was committed\.\nfatal: pathspec .*nope\.txt/);
  });

  it('is checked like the git commands it runs, as the person would read them', async () => {
    const seen: PermissionRequest[] = [];
    const recording: PermissionService = {
      decide: (request) => {
        seen.push(request);
        return { behavior: 'deny', message: 'not now', source: { kind: 'default', detail: 'test' } };
      },
    };
    const repo = gitRepo(tempDir(), { 'a.txt': 'a\n' });
    writeFiles(repo, { 'a.txt': 'a2\n' });
    const denied = await commit(repo, { message: "Fix the user's parser" }, recording);
    expect(denied.status).toBe('denied');
    expect(seen[0].target).toEqual({ command: `git commit -a -m 'Fix the user'\\''s parser'`, paths: [] });
    expect(status(repo)).toBe(' M a.txt');

    await commit(repo, { message: 'Fix', paths: ['src/a b.ts', 'c.ts'] }, recording);
    expect(seen[1].target).toEqual({
      command: `git add -- 'src/a b.ts' c.ts && git commit -m Fix -- 'src/a b.ts' c.ts`,
      paths: [
        { path: 'src/a b.ts', access: 'read' },
        { path: 'c.ts', access: 'read' },
      ],
    });
  });
});
