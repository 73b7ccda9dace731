import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { createCheckpoints } from '../../../../main/core/checkpoints/checkpoints.ts';
import { addMessage } from '../../../../main/core/store/parts.ts';
import { createSession, deleteSession } from '../../../../main/core/store/sessions.ts';
import type { Store } from '../../../../main/core/store/store.ts';
import { getWorktree, recordWorktree, type StoredWorktree } from '../../../../main/core/store/worktrees.ts';
import { createSessionWorktree, type WorktreeRequest } from '../../../../main/core/worktrees/create.ts';
import { discardWorktree, keepWorktreeBranch, mergeWorktree } from '../../../../main/core/worktrees/finish.ts';
import { findStrayWorktrees, pruneWorktrees } from '../../../../main/core/worktrees/prune.ts';
import { whatDiscardLoses, worktreeStatus } from '../../../../main/core/worktrees/status.ts';
import { projectWorktreesDir } from '../../../../main/core/worktrees/places.ts';
import { worktreeSettingsFrom } from '../../../../main/core/worktrees/settings.ts';
import { testStore } from '../store/open-store.ts';
import { branches, git, gitProject, writeFiles } from './git-project.ts';

const timeout = { timeout: 60_000 };
const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

/** A session of the store working in a new worktree of `project`, as openSession records it. */
async function sessionWorktree(store: Store, project: string, dataDir: string, request: Partial<WorktreeRequest> = {}): Promise<StoredWorktree> {
  const created = await createSessionWorktree({ dataDir, projectDir: project, copyFiles: [], ...request });
  if (!created.ok) throw new Error(created.error);
  const session = createSession(store, { cwd: created.value.worktree.cwd, projectPath: project });
  recordWorktree(store, session.id, created.value.worktree);
  return getWorktree(store, session.id)!;
}

function setUp(files: Record<string, string> = { 'notes.txt': 'one\ntwo\nthree\n' }) {
  const project = gitProject(files);
  // The worktrees go beside the data folder: both inside one temporary folder.
  const dataDir = join(tempDir('deft-data-'), 'data');
  return { project, dataDir, store: testStore(dataDir) };
}

describe('creating a session worktree', () => {
  it('adds a worktree on deft/NAME from HEAD under the data folder, its base the branch checked out', timeout, async () => {
    const { project, dataDir } = setUp();
    const created = await createSessionWorktree({ dataDir, projectDir: project, name: 'first', copyFiles: [] });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const { worktree } = created.value;
    expect(worktree).toMatchObject({ kind: 'git', name: 'first', projectPath: project, branch: 'deft/first', baseBranch: 'main', finished: null });
    expect(worktree.path.startsWith(`${dataDir}-worktrees/`)).toBe(true);
    expect(worktree.baseCommit).toBe(git(project, 'rev-parse', 'HEAD').trim());
    expect(read(worktree.cwd, 'notes.txt')).toBe('one\ntwo\nthree\n');
    expect(git(worktree.path, 'branch', '--show-current').trim()).toBe('deft/first');
    expect(git(project, 'branch', '--show-current').trim()).toBe('main');
  });

  it('starts from a chosen base, and puts the session where the project folder is inside the repository', timeout, async () => {
    const { project, dataDir } = setUp({ 'app/main.ts': 'v1\n' });
    git(project, 'switch', '-qc', 'feature');
    writeFiles(project, { 'app/main.ts': 'v2\n' });
    git(project, 'commit', '-qam', 'v2');
    const created = await createSessionWorktree({ dataDir, projectDir: join(project, 'app'), name: 'sub', base: 'main', copyFiles: [] });
    if (!created.ok) throw new Error(created.error);
    expect(created.value.worktree.baseBranch).toBe('main');
    expect(created.value.worktree.cwd).toBe(join(created.value.worktree.path, 'app'));
    expect(read(created.value.worktree.cwd, 'main.ts')).toBe('v1\n');
  });

  it('copies the ignored files worktree.copyFiles lists, never through a symbolic link or out of the project', timeout, async () => {
    const outside = tempDir('deft-outside-');
    writeFileSync(join(outside, 'secret'), 'not for the worktree');
    const { project, dataDir } = setUp({ '.gitignore': '.env\nconfig/\nlinked\nlinkdir\n', 'tracked.txt': 'as committed\n' });
    writeFiles(project, { '.env': 'KEY=1\n', 'config/local.json': '{}', 'tracked.txt': 'changed locally\n' });
    symlinkSync(join(outside, 'secret'), join(project, 'linked'));
    symlinkSync(outside, join(project, 'linkdir'));
    symlinkSync(join(outside, 'secret'), join(project, 'config', 'escape'));
    const created = await createSessionWorktree({
      dataDir,
      projectDir: project,
      name: 'copies',
      copyFiles: ['.env', 'config', 'linked', 'linkdir/secret', '../outside', '/etc/passwd', 'tracked.txt', 'absent.txt'],
    });
    if (!created.ok) throw new Error(created.error);
    const { worktree, copied, problems } = created.value;
    expect(copied).toEqual(['.env', 'config/local.json']);
    expect(read(worktree.cwd, '.env')).toBe('KEY=1\n');
    expect(read(worktree.cwd, 'tracked.txt')).toBe('as committed\n');
    for (const absent of ['linked', 'linkdir', 'config/escape']) expect(lstatSync(join(worktree.cwd, absent), { throwIfNoEntry: false })).toBeUndefined();
    expect(problems).toEqual([
      'worktree.copyFiles: "config/escape" is a symbolic link; not followed, left out.',
      'worktree.copyFiles: "linked" is a symbolic link; not followed, left out.',
      'worktree.copyFiles: "linkdir/secret" lies under a symbolic link; left out.',
      'worktree.copyFiles: "../outside" is not a path inside the project; left out.',
      'worktree.copyFiles: "/etc/passwd" is not a path inside the project; left out.',
      'worktree.copyFiles: "tracked.txt" is already in the worktree (git tracks it); kept as checked out.',
    ]);
  });

  it('refuses a bad or taken name, an unknown base and a repository without a commit', timeout, async () => {
    const { project, dataDir } = setUp();
    const make = (request: Partial<WorktreeRequest>, projectDir = project) => createSessionWorktree({ dataDir, projectDir, copyFiles: [], ...request });
    expect(await make({ name: '../up' })).toMatchObject({ ok: false, error: expect.stringContaining('cannot name a worktree') });
    expect((await make({ name: 'taken' })).ok).toBe(true);
    expect(await make({ name: 'taken' })).toMatchObject({ ok: false, error: expect.stringContaining('already a worktree named taken') });
    expect(await make({ name: 'x', base: 'no-such-branch' })).toMatchObject({ ok: false, error: `no-such-branch names no commit in ${project}.` });
    const empty = join(tempDir(), 'empty');
    mkdirSync(empty);
    git(empty, 'init', '-q');
    expect(await make({ name: 'y' }, empty)).toMatchObject({ ok: false, error: `${empty} has no commit yet to start a worktree from.` });
  });

  it('gives a project that is not a git repository a copy-on-write clone, or refuses with the reason and leaves nothing', timeout, async () => {
    const project = tempDir('deft-plain-');
    writeFiles(project, { 'a.txt': 'plain\n' });
    const dataDir = join(tempDir('deft-data-'), 'data');
    const created = await createSessionWorktree({ dataDir, projectDir: project, name: 'clone', copyFiles: [] });
    if (created.ok) {
      // A filesystem that clones (btrfs, XFS, APFS): the clone has the files, and no branch.
      expect(created.value.worktree).toMatchObject({ kind: 'clone', branch: null });
      expect(read(created.value.worktree.path, 'a.txt')).toBe('plain\n');
    } else {
      expect(created.error).toMatch(/is not a git repository, and its filesystem offers no copy-on-write clone into .*\(cp: .*\); Deft does not make a full copy/);
      expect(readdirSync(projectWorktreesDir(dataDir, project))).toEqual(['deft-project']);
    }
  });
});

describe('worktree.copyFiles in the settings', () => {
  it('joins the lists of every file and names the file of a bad value', () => {
    const entry = (file: string, value: unknown) => ({ key: 'worktree', value, file, scope: 'project' as const, anchor: '/p' });
    const read = worktreeSettingsFrom({ others: [entry('/p/a.json', { copyFiles: ['.env'] }), entry('/p/b.json', { copyFiles: ['.env', 'certs'] }), entry('/p/c.json', { copyFiles: [3] })] });
    expect(read.settings.copyFiles).toEqual(['.env', 'certs']);
    expect(read.problems).toEqual(['/p/c.json: worktree.copyFiles[0]: a file to copy must be a string']);
  });
});

describe('status and finishing', () => {
  it('tells ahead/behind against the base and the files changed in commits and not yet committed', timeout, async () => {
    const { project, dataDir, store } = setUp({ 'notes.txt': 'one\n', 'other.txt': 'x\n' });
    const worktree = await sessionWorktree(store, project, dataDir, { name: 'status' });
    writeFiles(worktree.path, { 'notes.txt': 'one\nmore\n' });
    git(worktree.path, 'commit', '-qam', 'more');
    writeFiles(worktree.path, { 'new.txt': 'new\n', 'other.txt': 'y\n' });
    writeFiles(project, { 'base.txt': 'base moved\n' });
    git(project, 'add', '-A');
    git(project, 'commit', '-qm', 'base moved');
    expect(await worktreeStatus(worktree)).toEqual({
      present: true,
      branch: 'deft/status',
      baseBranch: 'main',
      ahead: 1,
      behind: 1,
      committed: [{ status: 'M', path: 'notes.txt' }],
      uncommitted: [
        { status: 'M', path: 'other.txt' },
        { status: '??', path: 'new.txt' },
      ],
    });
  });

  it('merges by fast-forward: the session\'s changes committed, the base moved, worktree and branch removed', timeout, async () => {
    const { project, dataDir, store } = setUp();
    const worktree = await sessionWorktree(store, project, dataDir, { name: 'ff' });
    writeFiles(worktree.path, { 'notes.txt': 'ONE\ntwo\nthree\n' });
    const merged = await mergeWorktree(store, worktree, 'Capitalise one');
    if (!merged.ok) throw new Error(merged.error.reason);
    expect(merged.value.fastForward).toBe(true);
    expect(merged.value.commit).toBe(merged.value.committedChanges);
    expect(read(project, 'notes.txt')).toBe('ONE\ntwo\nthree\n');
    expect(git(project, 'log', '-1', '--format=%s').trim()).toBe('Capitalise one');
    expect(existsSync(worktree.path)).toBe(false);
    expect(branches(project)).toEqual(['main']);
    expect(getWorktree(store, worktree.sessionId)?.finished).toBe('merged');
    expect(await mergeWorktree(store, getWorktree(store, worktree.sessionId)!)).toMatchObject({ ok: false, error: { reason: 'ff was already finished (merged).' } });
  });

  it('merges with a merge commit when the base moved, and refuses while the base checkout has uncommitted changes', timeout, async () => {
    const { project, dataDir, store } = setUp();
    const worktree = await sessionWorktree(store, project, dataDir, { name: 'mc' });
    writeFiles(worktree.path, { 'notes.txt': 'one\ntwo\nTHREE\n' });
    writeFiles(project, { 'notes.txt': 'ONE\ntwo\nthree\n' });
    const refused = await mergeWorktree(store, worktree);
    expect(refused).toMatchObject({ ok: false, error: { reason: `${project} has uncommitted changes (notes.txt); commit or stash them and merge again. Nothing was changed.` } });
    expect(read(worktree.path, 'notes.txt')).toBe('one\ntwo\nTHREE\n');
    git(project, 'commit', '-qam', 'capitalise one');
    const merged = await mergeWorktree(store, worktree);
    if (!merged.ok) throw new Error(merged.error.reason);
    expect(merged.value.fastForward).toBe(false);
    expect(read(project, 'notes.txt')).toBe('ONE\ntwo\nTHREE\n');
    expect(git(project, 'rev-list', '--parents', '-1', 'HEAD').trim().split(' ')).toHaveLength(3);
  });

  it('reports a conflict with the files, and leaves the base branch and its checkout as they were', timeout, async () => {
    const { project, dataDir, store } = setUp();
    const worktree = await sessionWorktree(store, project, dataDir, { name: 'clash' });
    writeFiles(worktree.path, { 'notes.txt': 'uno\ntwo\nthree\n' });
    writeFiles(project, { 'notes.txt': 'ONE\ntwo\nthree\n' });
    git(project, 'commit', '-qam', 'capitalise one');
    const head = git(project, 'rev-parse', 'HEAD');
    const merged = await mergeWorktree(store, worktree);
    expect(merged).toMatchObject({ ok: false, error: { conflicts: ['notes.txt'], reason: expect.stringContaining(`to resolve them yourself run: git -C ${project} merge deft/clash`) } });
    expect(git(project, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(project, 'status', '--porcelain')).toBe('');
    expect(existsSync(join(project, '.git', 'MERGE_HEAD'))).toBe(false);
    expect(existsSync(worktree.path)).toBe(true);
    expect(getWorktree(store, worktree.sessionId)?.finished).toBeNull();
  });

  it('keeps the branch with the session\'s changes, removes the worktree, and gives the pull-request command', timeout, async () => {
    const { project, dataDir, store } = setUp();
    const worktree = await sessionWorktree(store, project, dataDir, { name: 'keepme' });
    writeFiles(worktree.path, { 'notes.txt': 'kept\n' });
    const kept = await keepWorktreeBranch(store, worktree);
    if (!kept.ok) throw new Error(kept.error);
    expect(kept.value.pullRequest).toBe('git push -u origin deft/keepme && gh pr create --base main --head deft/keepme --fill');
    expect(existsSync(worktree.path)).toBe(false);
    expect(git(project, 'show', 'deft/keepme:notes.txt')).toBe('kept\n');
    expect(read(project, 'notes.txt')).toBe('one\ntwo\nthree\n');
    expect(getWorktree(store, worktree.sessionId)?.finished).toBe('kept');
  });

  it('lists what discarding loses, refuses without the confirmation, then removes worktree and branch', timeout, async () => {
    const { project, dataDir, store } = setUp();
    const worktree = await sessionWorktree(store, project, dataDir, { name: 'bin' });
    writeFiles(worktree.path, { 'notes.txt': 'committed\n' });
    git(worktree.path, 'commit', '-qam', 'a commit only this branch has');
    writeFiles(worktree.path, { 'scratch.txt': 'uncommitted\n' });
    const loses = await whatDiscardLoses(worktree);
    expect(loses.commits).toEqual([expect.stringMatching(/^[0-9a-f]+ a commit only this branch has$/)]);
    expect(loses.uncommitted).toEqual([{ status: '??', path: 'scratch.txt' }]);
    expect(await discardWorktree(store, worktree, false)).toEqual({ ok: false, error: { reason: 'Discarding bin needs a confirmation.', loses } });
    expect(existsSync(worktree.path)).toBe(true);
    expect(await discardWorktree(store, worktree, true)).toEqual({ ok: true, value: loses });
    expect(existsSync(worktree.path)).toBe(false);
    expect(branches(project)).toEqual(['main']);
    expect(git(project, 'worktree', 'list', '--porcelain')).not.toContain('bin');
    expect(getWorktree(store, worktree.sessionId)?.finished).toBe('discarded');
  });
});

describe('checkpoints inside a worktree', () => {
  it('rewinds a turn\'s edit in the worktree, leaving the project and the worktree\'s git as they were', timeout, async () => {
    const { project, dataDir, store } = setUp();
    const worktree = await sessionWorktree(store, project, dataDir, { name: 'rewind' });
    const checkpoints = createCheckpoints(store);
    const message = addMessage(store, worktree.sessionId, 'user');
    const turn = await checkpoints.beginTurn(worktree.sessionId, message.id, worktree.cwd);
    checkpoints.recordFileBefore(turn, join(worktree.cwd, 'notes.txt'));
    writeFiles(worktree.cwd, { 'notes.txt': 'edited in the worktree\n', 'made.txt': 'new\n' });
    expect(await checkpoints.previewRewind(worktree.sessionId, message.id)).toEqual([
      { kind: 'removed', path: 'made.txt' },
      { kind: 'modified', path: 'notes.txt' },
    ]);
    await checkpoints.rewind(worktree.sessionId, message.id);
    expect(read(worktree.cwd, 'notes.txt')).toBe('one\ntwo\nthree\n');
    expect(existsSync(join(worktree.cwd, 'made.txt'))).toBe(false);
    expect(git(worktree.path, 'status', '--porcelain')).toBe('');
    expect(git(worktree.path, 'branch', '--show-current').trim()).toBe('deft/rewind');
    expect(git(project, 'status', '--porcelain')).toBe('');
  });
});

describe('pruning', () => {
  it('removes the worktree of a deleted session, keeps one with uncommitted changes unless forced, and leaves open ones and branches', timeout, async () => {
    const { project, dataDir, store } = setUp();
    const open = await sessionWorktree(store, project, dataDir, { name: 'open' });
    const clean = await sessionWorktree(store, project, dataDir, { name: 'clean' });
    const dirty = await sessionWorktree(store, project, dataDir, { name: 'dirty' });
    writeFiles(dirty.path, { 'notes.txt': 'unsaved work\n' });
    deleteSession(store, clean.sessionId);
    deleteSession(store, dirty.sessionId);
    const strays = await findStrayWorktrees(store, dataDir);
    expect(strays.map((stray) => [stray.path, stray.loses])).toEqual(expect.arrayContaining([[clean.path, []], [dirty.path, ['M notes.txt']]]));
    expect(strays).toHaveLength(2);

    const pruned = await pruneWorktrees(store, dataDir);
    expect(pruned.removed).toEqual([clean.path]);
    expect(pruned.left.map((stray) => stray.path)).toEqual([dirty.path]);
    expect(existsSync(clean.path)).toBe(false);
    expect(existsSync(open.path)).toBe(true);
    expect((await pruneWorktrees(store, dataDir, true)).removed).toEqual([dirty.path]);
    expect(git(project, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(2);
    expect(branches(project)).toEqual(['deft/clean', 'deft/dirty', 'deft/open', 'main']);
  });

  it('counts the worktrees of a project that is gone as strays', timeout, async () => {
    const { project, dataDir, store } = setUp();
    const worktree = await sessionWorktree(store, project, dataDir, { name: 'orphan' });
    rmSync(project, { recursive: true, force: true });
    const [stray] = await findStrayWorktrees(store, dataDir);
    expect(stray).toMatchObject({ path: worktree.path, reason: `its project ${project} is gone`, loses: [expect.stringContaining('git no longer knows it')] });
    expect((await pruneWorktrees(store, dataDir)).removed).toEqual([]);
    expect((await pruneWorktrees(store, dataDir, true)).removed).toEqual([worktree.path]);
    expect(existsSync(worktree.path)).toBe(false);
  });
});
