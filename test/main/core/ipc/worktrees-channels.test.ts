import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStrayWorktrees } from '../../../../main/core/worktrees/prune.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { routerHarness, type RouterHarness } from '../conversations/router-harness.ts';
import { branches, commitAsRepository, git } from '../worktrees/git-project.ts';

const timeout = { timeout: 120_000 };
const editNote = (from: string, to: string) => [
  { toolCalls: [{ name: 'Read', input: { file_path: 'notes.txt' } }] },
  { toolCalls: [{ name: 'Edit', input: { file_path: 'notes.txt', old_string: from, new_string: to } }] },
  { text: 'Edited.' },
];

/** The harness's project as a repository on `main` with its first commit and an identity of its own. */
async function repository(replies: ReturnType<typeof editNote>): Promise<RouterHarness> {
  const h = await routerHarness(replies, { 'notes.txt': 'one\ntwo\nthree\n' });
  commitAsRepository(h.projectDir);
  return h;
}

/** A new session in a worktree named `name`, whose one turn edits notes.txt once the person allows it. */
async function editedInWorktree(h: RouterHarness, name: string) {
  const session = await h.ok('sessions.create', { projectPath: h.projectDir, worktree: { name } });
  const idle = h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle', h.emitted.length);
  await h.ok('chat.send', { sessionId: session.id, prompt: 'Edit the note' });
  const asked = await h.event('approvals.asked', (request) => request.sessionId === session.id);
  await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once' } });
  await idle;
  return session;
}

describe('sessions in worktrees over the router', () => {
  it('works in a new worktree, shows its branch and changes, and merges them into the project', timeout, async () => {
    const h = await repository(editNote('two', 'TWO'));
    const session = await editedInWorktree(h, 'desk');
    const { worktree, status, pullRequest } = await h.ok('worktrees.status', { sessionId: session.id });
    expect(worktree).toMatchObject({ kind: 'git', name: 'desk', branch: 'deft/desk', baseBranch: 'main', projectPath: h.projectDir, cwd: session.cwd, finished: null });
    expect(status).toEqual({ present: true, branch: 'deft/desk', baseBranch: 'main', ahead: 0, behind: 0, committed: [], uncommitted: [{ status: 'M', path: 'notes.txt' }] });
    expect(pullRequest).toBe('git push -u origin deft/desk && gh pr create --base main --head deft/desk --fill');
    expect(readFileSync(join(session.cwd, 'notes.txt'), 'utf8')).toBe('one\nTWO\nthree\n');
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('one\ntwo\nthree\n');
    expect((await h.ok('worktrees.list', { projectPath: h.projectDir })).worktrees.map((listed) => listed.sessionId)).toEqual([session.id]);
    expect((await h.ok('sessions.list', { projectPath: h.projectDir })).sessions.map((listed) => listed.id)).toEqual([session.id]);

    const merged = await h.ok('worktrees.merge', { sessionId: session.id });
    expect(merged).toMatchObject({ merged: true, fastForward: true, committedChanges: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('one\nTWO\nthree\n');
    expect(existsSync(session.cwd)).toBe(false);
    expect(branches(h.projectDir)).toEqual(['main']);
    expect(await h.ok('worktrees.status', { sessionId: session.id })).toMatchObject({ worktree: { finished: 'merged' }, status: null });
    expect((await h.ok('worktrees.list', { projectPath: h.projectDir })).worktrees).toEqual([]);
    expect(await h.call('worktrees.merge', { sessionId: session.id })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/already finished \(merged\)/) } });
    expect(await h.call('chat.send', { sessionId: session.id, prompt: 'More' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/worktree desk, which is finished \(merged\)/) } });
  });

  it('reports a conflicting merge with its files and changes nothing; keeping the branch gives the pull-request command', timeout, async () => {
    const h = await repository(editNote('two', 'two, the session’s'));
    const session = await editedInWorktree(h, 'clash');
    writeFileSync(join(h.projectDir, 'notes.txt'), 'one\ntwo, the project’s\nthree\n');
    git(h.projectDir, 'commit', '-qam', 'meanwhile');
    const main = git(h.projectDir, 'rev-parse', 'main').trim();

    const refused = await h.ok('worktrees.merge', { sessionId: session.id });
    expect(refused).toMatchObject({ merged: false, conflicts: ['notes.txt'], reason: expect.stringContaining('conflicts in notes.txt') });
    expect(git(h.projectDir, 'rev-parse', 'main').trim()).toBe(main);
    expect(git(h.projectDir, 'status', '--porcelain')).toBe('');
    expect(existsSync(session.cwd)).toBe(true);
    expect((await h.ok('worktrees.status', { sessionId: session.id })).status).toMatchObject({ ahead: 1, behind: 1, committed: [{ status: 'M', path: 'notes.txt' }], uncommitted: [] });

    const kept = await h.ok('worktrees.keep', { sessionId: session.id });
    expect(kept).toEqual({ branch: 'deft/clash', pullRequest: 'git push -u origin deft/clash && gh pr create --base main --head deft/clash --fill' });
    expect(existsSync(session.cwd)).toBe(false);
    expect(git(h.projectDir, 'show', 'deft/clash:notes.txt')).toBe('one\ntwo, the session’s\nthree\n');
  });

  it('discards only what the person confirmed losing', timeout, async () => {
    const h = await repository(editNote('three', 'THREE'));
    const session = await editedInWorktree(h, 'bin');
    const loss = await h.ok('worktrees.discardPreview', { sessionId: session.id });
    expect(loss).toEqual({ commits: [], uncommitted: [{ status: 'M', path: 'notes.txt' }] });
    writeFileSync(join(session.cwd, 'later.txt'), 'made after the confirmation\n');

    const stale = await h.call('worktrees.discard', { sessionId: session.id, confirmedLoss: loss });
    expect(stale).toMatchObject({ ok: false, error: { message: expect.stringMatching(/would now lose other work than you confirmed; nothing was removed/) } });
    expect(existsSync(join(session.cwd, 'later.txt'))).toBe(true);

    const now = await h.ok('worktrees.discardPreview', { sessionId: session.id });
    expect(now.uncommitted).toEqual([{ status: 'M', path: 'notes.txt' }, { status: '??', path: 'later.txt' }]);
    expect(await h.ok('worktrees.discard', { sessionId: session.id, confirmedLoss: now })).toEqual({ lost: now });
    expect(existsSync(session.cwd)).toBe(false);
    expect(branches(h.projectDir)).toEqual(['main']);
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('one\ntwo\nthree\n');
  });

  it('deletes a session in a worktree only with what becomes of it: its worktree and branch removed after the loss is confirmed, or its branch kept', timeout, async () => {
    const h = await repository([...editNote('one', 'ONE'), ...editNote('two', 'TWO')]);
    const removed = await editedInWorktree(h, 'gone');
    const kept = await editedInWorktree(h, 'stays');

    const unsaid = await h.call('sessions.delete', { id: removed.id });
    expect(unsaid).toMatchObject({ ok: false, error: { message: expect.stringMatching(/works in the worktree gone \(branch deft\/gone\): say whether .* Nothing was deleted/) } });
    const loss = await h.ok('worktrees.discardPreview', { sessionId: removed.id });
    expect(loss).toEqual({ commits: [], uncommitted: [{ status: 'M', path: 'notes.txt' }] });
    writeFileSync(join(removed.cwd, 'later.txt'), 'made after the confirmation\n');
    const stale = await h.call('sessions.delete', { id: removed.id, worktree: { discard: loss } });
    expect(stale).toMatchObject({ ok: false, error: { message: expect.stringMatching(/would now lose other work than you confirmed/) } });
    expect((await h.ok('sessions.list', { projectPath: h.projectDir })).sessions.map((session) => session.id).toSorted()).toEqual([removed.id, kept.id].toSorted());

    await h.ok('sessions.delete', { id: removed.id, worktree: { discard: await h.ok('worktrees.discardPreview', { sessionId: removed.id }) } });
    expect(existsSync(removed.cwd)).toBe(false);
    await h.ok('sessions.delete', { id: kept.id, worktree: 'keep' });
    expect(existsSync(kept.cwd)).toBe(false);
    expect(git(h.projectDir, 'show', 'deft/stays:notes.txt')).toBe('one\nTWO\nthree\n');

    expect(branches(h.projectDir)).toEqual(['deft/stays', 'main']);
    expect(git(h.projectDir, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(await findStrayWorktrees(h.core.store(), h.core.dataDir)).toEqual([]);
    expect((await h.ok('sessions.list', { projectPath: h.projectDir })).sessions).toEqual([]);
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('one\ntwo\nthree\n');
  });

  it('refuses to finish while the session runs a turn', timeout, async () => {
    const h = await repository(editNote('one', 'ONE'));
    const session = await h.ok('sessions.create', { projectPath: h.projectDir, worktree: {} });
    await h.ok('chat.send', { sessionId: session.id, prompt: 'Edit the note' });
    const asked = await h.event('approvals.asked', (request) => request.sessionId === session.id);
    for (const call of [h.call('worktrees.merge', { sessionId: session.id }), h.call('worktrees.keep', { sessionId: session.id })]) {
      expect(await call).toMatchObject({ ok: false, error: { message: expect.stringMatching(/answering a prompt/) } });
    }
    expect((await h.ok('worktrees.status', { sessionId: session.id })).worktree).toMatchObject({ name: expect.stringMatching(/^session-/), finished: null });
    await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'deny' } });
  });

  it('refuses a worktree for a folder that is no repository unless it can be cloned copy-on-write, saying why', timeout, async () => {
    const h = await routerHarness([]);
    const plain = join(tempDir(), 'plain');
    mkdirSync(plain);
    writeFileSync(join(plain, 'a.txt'), 'a\n');
    const created = await h.call('sessions.create', { projectPath: plain, worktree: { name: 'copy' } });
    if (created.ok) {
      expect((await h.ok('worktrees.status', { sessionId: created.data.id })).worktree).toMatchObject({ kind: 'clone', branch: null });
    } else {
      expect(created.error.message).toMatch(/is not a git repository, and its filesystem offers no copy-on-write clone/);
      expect((await h.ok('sessions.list', { projectPath: plain })).sessions).toEqual([]);
    }
    expect(await h.call('sessions.create', { projectPath: h.projectDir, worktree: { name: '../escape' } })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/cannot name a worktree/) } });
    expect(await h.call('sessions.create', { projectPath: h.projectDir, worktree: { name: 'x', extra: true } } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await h.call('worktrees.status', { sessionId: 'nope' })).toMatchObject({ ok: true, data: { worktree: null, status: null, pullRequest: null } });
    expect(await h.call('worktrees.discardPreview', { sessionId: 'nope' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/works in its project, not in a worktree/) } });
  });
});
