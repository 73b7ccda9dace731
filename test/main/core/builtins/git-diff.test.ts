import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitDiff } from '../../../../main/core/builtins/git-diff.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';
import { git, gitRepo, writeFiles } from './git/git-repo.ts';

async function diff(cwd: string, input: Record<string, unknown> = {}) {
  const { executor } = executorWith(tempDir());
  return executor.run({ id: 'd', name: 'git_diff', input }, turnContext([gitDiff], { cwd }));
}

describe('GitDiff', () => {
  it('shows the working tree against HEAD: staged, unstaged and untracked files, not ignored ones', async () => {
    const repo = gitRepo(tempDir(), { 'a.txt': 'one\n', 'b.txt': 'two\n', '.gitignore': 'build/\n' });
    writeFiles(repo, { 'a.txt': 'one changed\n', 'b.txt': 'two staged\n', 'new.txt': 'brand new\n', 'build/out.js': 'ignored\n' });
    git(repo, 'add', 'b.txt');
    const outcome = await diff(repo);
    expect(outcome.status).toBe('success');
    const text = textOf(outcome);
    expect(text).toMatch(/^the working tree against HEAD, untracked files included:\n/);
    expect(text).toContain('-one\n+one changed');
    expect(text).toContain('-two\n+two staged');
    expect(text).toMatch(/diff --git a\/new\.txt b\/new\.txt\nnew file mode 100644[\s\S]*\+brand new/);
    expect(text).not.toContain('build/out.js');
  });

  it('shows only what is staged when asked', async () => {
    const repo = gitRepo(tempDir(), { 'a.txt': 'one\n', 'b.txt': 'two\n' });
    writeFiles(repo, { 'a.txt': 'one changed\n', 'b.txt': 'two staged\n', 'new.txt': 'new\n' });
    git(repo, 'add', 'b.txt');
    const text = textOf(await diff(repo, { staged: true }));
    expect(text).toMatch(/^staged changes against HEAD:\n/);
    expect(text).toContain('+two staged');
    expect(text).not.toContain('one changed');
    expect(text).not.toContain('new.txt');
  });

  it('compares with a ref, or between two refs without the working tree', async () => {
    const repo = gitRepo(tempDir(), { 'a.txt': 'v1\n' });
    writeFiles(repo, { 'a.txt': 'v2\n' });
    git(repo, 'commit', '--quiet', '-am', 'Second');
    writeFiles(repo, { 'a.txt': 'v3\n', 'scratch.txt': 'untracked\n' });
    const against = textOf(await diff(repo, { ref: 'HEAD~1' }));
    expect(against).toMatch(/^the working tree against HEAD~1, untracked files included:\n/);
    expect(against).toContain('-v1\n+v3');
    expect(against).toContain('+untracked');
    const range = textOf(await diff(repo, { ref: 'HEAD~1..HEAD' }));
    expect(range).toMatch(/^changes in HEAD~1\.\.HEAD:\n/);
    expect(range).toContain('-v1\n+v2');
    expect(range).not.toContain('v3');
    expect(range).not.toContain('scratch.txt');
  });

  it('limits the diff to paths relative to the cwd, untracked files included', async () => {
    const repo = gitRepo(tempDir(), { 'src/a.txt': 'a\n', 'docs/b.txt': 'b\n' });
    writeFiles(repo, { 'src/a.txt': 'a2\n', 'docs/b.txt': 'b2\n', 'src/new.txt': 'n\n', 'docs/new.txt': 'd\n' });
    const text = textOf(await diff(join(repo, 'src'), { paths: ['.'] }));
    expect(text).toContain('+a2');
    expect(text).toContain('src/new.txt');
    expect(text).not.toContain('docs/');
  });

  it('says when there are no changes', async () => {
    const repo = gitRepo(tempDir(), { 'a.txt': 'same\n' });
    expect(textOf(await diff(repo))).toBe('No changes: the working tree against HEAD, untracked files included.');
  });

  it('shows every file as added in a repository without commits', async () => {
    const repo = gitRepo(tempDir());
    writeFiles(repo, { 'staged.txt': 'staged\n', 'loose.txt': 'loose\n' });
    git(repo, 'add', 'staged.txt');
    const text = textOf(await diff(repo));
    expect(text).toContain('+staged');
    expect(text).toContain('+loose');
  });

  it('shows file names as they are, not octal-quoted', async () => {
    const repo = gitRepo(tempDir(), { 'keep.txt': 'k\n' });
    writeFiles(repo, { 'résumé notes.txt': 'hello\n' });
    expect(textOf(await diff(repo))).toContain('b/résumé notes.txt');
  });

  it('answers clearly outside a repository, for a bad ref, and for a ref that looks like an option', async () => {
    const plain = tempDir();
    mkdirSync(join(plain, 'sub'));
    const outside = await diff(join(plain, 'sub'));
    expect(outside.status).toBe('error');
    expect(textOf(outside)).toMatch(/is not inside a git repository/);

    const repo = gitRepo(tempDir(), { 'a.txt': 'a\n' });
    const badRef = await diff(repo, { ref: 'no-such-branch' });
    expect(badRef.status).toBe('error');
    expect(textOf(badRef)).toMatch(/^git diff failed: .*no-such-branch/);
    const option = await diff(repo, { ref: '--output=/tmp/x' });
    expect(option.status).toBe('error');
    expect(textOf(option)).toMatch(/- ref: expected string matching/);
  });

  it('hands a long diff to the executor, which cuts it and saves the whole', async () => {
    const repo = gitRepo(tempDir(), { 'keep.txt': 'k\n' });
    writeFiles(repo, { 'big.txt': Array.from({ length: 5000 }, (_, i) => `line ${i}`).join('\n') });
    const outcome = await diff(repo);
    expect(outcome.spillPath).toBeDefined();
    expect(textOf(outcome)).toMatch(/omitted of/);
  });

  it('is read-only, may run alongside others, and names its paths for reading, each searched whole', () => {
    expect(gitDiff.readOnly && gitDiff.concurrencySafe).toBe(true);
    const target = gitDiff.permission?.({ paths: ['src'] }, {} as never);
    expect(target).toEqual({ paths: [{ path: 'src', access: 'read', searched: true }] });
  });
});
