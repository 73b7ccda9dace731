import { existsSync, rmSync } from 'node:fs';
import type { Result } from '../common/result.ts';
import { markWorktreeFinished, type StoredWorktree } from '../store/worktrees.ts';
import type { Store } from '../store/store.ts';
import { git, gitOrThrow, lines, runGit } from './git.ts';
import { uncommittedChanges, whatDiscardLoses, type DiscardLoss } from './status.ts';

/**
 * The four ways a session's worktree ends. Each first commits what the session left uncommitted on
 * its branch (merge and keep), so the work lives on in git once the folder is gone.
 */

export interface Merged {
  /** The base branch was moved up to the branch, no merge commit needed. */
  fastForward: boolean;
  /** The base branch's commit after the merge. */
  commit: string;
  /** The commit made of the session's uncommitted changes before merging, if there were any. */
  committedChanges?: string;
}

export type MergeRefusal = { reason: string; conflicts?: string[] };

/**
 * Merges the session's branch into its base branch in the checkout that has the base checked out
 * (fast-forward when the base has not moved, a merge commit otherwise), then removes the worktree and
 * the merged branch. Refused, with nothing changed anywhere, when the base is no branch or is checked
 * out nowhere, when that checkout has uncommitted changes to tracked files (a merge there would mix
 * them in or stop halfway), and when the merge would conflict: git's merge-tree finds the conflicts
 * without touching any checkout, and the conflicting files are named for the person to merge by hand.
 */
export async function mergeWorktree(store: Store, worktree: StoredWorktree, message = defaultMessage(worktree)): Promise<Result<Merged, MergeRefusal>> {
  const open = stillOpen(worktree);
  if (open) return { ok: false, error: { reason: open } };
  const { branch, baseBranch, projectPath } = worktree;
  if (!branch || !baseBranch) return { ok: false, error: { reason: `${worktree.name} was started from a commit, not a branch; keep its branch ${branch} and merge it where you want it.` } };
  const checkout = await checkoutOf(projectPath, baseBranch);
  if (!checkout) return { ok: false, error: { reason: `${baseBranch} is checked out nowhere; check it out (git switch ${baseBranch}) and merge again.` } };
  const dirty = (await uncommittedChanges(checkout)).filter((change) => change.status !== '??');
  if (dirty.length > 0) {
    const files = dirty.map((change) => change.path).join(', ');
    return { ok: false, error: { reason: `${checkout} has uncommitted changes (${files}); commit or stash them and merge again. Nothing was changed.` } };
  }
  const committed = await commitChanges(worktree, message);
  if (!committed.ok) return { ok: false, error: { reason: committed.error } };
  const conflicts = await mergeConflicts(projectPath, baseBranch, branch);
  if (!conflicts.ok) return { ok: false, error: { reason: conflicts.error } };
  if (conflicts.value.length > 0) {
    return {
      ok: false,
      error: {
        reason: `Merging ${branch} into ${baseBranch} conflicts in ${conflicts.value.join(', ')}. ${baseBranch} and ${checkout} are unchanged (the session's changes are committed on ${branch}); to resolve them yourself run: git -C ${checkout} merge ${branch}`,
        conflicts: conflicts.value,
      },
    };
  }
  const fastForward = (await git(projectPath, ['merge-base', '--is-ancestor', baseBranch, branch])).ok;
  const merged = await git(checkout, ['merge', '--no-edit', '-m', `Merge ${branch}: ${message}`, branch]);
  if (!merged.ok) {
    const halfway = (await git(checkout, ['rev-parse', '--quiet', '--verify', 'MERGE_HEAD'])).ok;
    if (halfway) await git(checkout, ['merge', '--abort']);
    return { ok: false, error: { reason: `git merge ${branch} in ${checkout} failed: ${merged.error}${halfway ? ' (the merge was aborted; the checkout is as it was)' : ''}` } };
  }
  await removeFolder(worktree);
  await git(projectPath, ['branch', '--delete', branch]);
  markWorktreeFinished(store, worktree.sessionId, 'merged');
  const commit = (await gitOrThrow(checkout, ['rev-parse', 'HEAD'])).trim();
  return { ok: true, value: { fastForward, commit, ...(committed.value && { committedChanges: committed.value }) } };
}

export interface Kept {
  branch: string;
  committedChanges?: string;
  /** What the person can run to open a pull request of the branch against its base; absent without a base branch. */
  pullRequest?: string;
}

/** Removes the worktree and keeps its branch (with the session's uncommitted changes committed on it). */
export async function keepWorktreeBranch(store: Store, worktree: StoredWorktree, message = defaultMessage(worktree)): Promise<Result<Kept>> {
  const open = stillOpen(worktree);
  if (open) return { ok: false, error: open };
  if (!worktree.branch) return { ok: false, error: `${worktree.name} is a clone, with no branch to keep; it can only be discarded.` };
  const committed = await commitChanges(worktree, message);
  if (!committed.ok) return committed;
  await removeFolder(worktree);
  markWorktreeFinished(store, worktree.sessionId, 'kept');
  return {
    ok: true,
    value: {
      branch: worktree.branch,
      ...(committed.value && { committedChanges: committed.value }),
      ...(worktree.baseBranch && { pullRequest: pullRequestCommand(worktree.branch, worktree.baseBranch) }),
    },
  };
}

export function pullRequestCommand(branch: string, baseBranch: string): string {
  return `git push -u origin ${branch} && gh pr create --base ${baseBranch} --head ${branch} --fill`;
}

/**
 * Removes the worktree and its branch, losing what `whatDiscardLoses` lists; refused unless the
 * person confirmed, and then answers with that list for the confirmation.
 */
export async function discardWorktree(store: Store, worktree: StoredWorktree, confirmed: boolean): Promise<Result<DiscardLoss, { reason: string; loses?: DiscardLoss }>> {
  const open = stillOpen(worktree);
  if (open) return { ok: false, error: { reason: open } };
  const loses = await whatDiscardLoses(worktree);
  if (!confirmed) return { ok: false, error: { reason: `Discarding ${worktree.name} needs a confirmation.`, loses } };
  await removeFolder(worktree);
  if (worktree.branch) {
    const deleted = await git(worktree.projectPath, ['branch', '-D', worktree.branch]);
    if (!deleted.ok && !/not found/.test(deleted.error)) return { ok: false, error: { reason: `The worktree is gone but its branch stays: ${deleted.error}` } };
  }
  markWorktreeFinished(store, worktree.sessionId, 'discarded');
  return { ok: true, value: loses };
}

function stillOpen(worktree: StoredWorktree): string | undefined {
  return worktree.finished ? `${worktree.name} was already finished (${worktree.finished}).` : undefined;
}

function defaultMessage(worktree: StoredWorktree): string {
  return `Changes of Deft session ${worktree.sessionId} (${worktree.name})`;
}

/** Commits everything the session changed and did not commit; answers with the new commit, or '' when there was nothing. */
async function commitChanges(worktree: StoredWorktree, message: string): Promise<Result<string>> {
  if (!existsSync(worktree.path) || (await uncommittedChanges(worktree.path)).length === 0) return { ok: true, value: '' };
  const added = await git(worktree.path, ['add', '--all']);
  if (!added.ok) return added;
  const committed = await git(worktree.path, ['commit', '--quiet', '-m', message]);
  if (!committed.ok) return { ok: false, error: `Could not commit the session's changes on ${worktree.branch}: ${committed.error}` };
  return { ok: true, value: (await gitOrThrow(worktree.path, ['rev-parse', 'HEAD'])).trim() };
}

/** The files a merge of `branch` into `base` would conflict in, found without a checkout (git 2.38's merge-tree). */
async function mergeConflicts(projectPath: string, base: string, branch: string): Promise<Result<string[]>> {
  const run = await runGit(projectPath, ['merge-tree', '--write-tree', '--name-only', '--no-messages', base, branch]);
  if (run.code === 0) return { ok: true, value: [] };
  if (run.code === 1) return { ok: true, value: lines(run.stdout).slice(1) };
  return { ok: false, error: `git merge-tree (git 2.38 or later) could not check ${branch} for conflicts: ${run.stderr.trim()}` };
}

/** The checkout (the project's own, or another worktree) that has `branch` checked out. */
async function checkoutOf(projectPath: string, branch: string): Promise<string | undefined> {
  const listing = await gitOrThrow(projectPath, ['worktree', 'list', '--porcelain']);
  for (const block of listing.split('\n\n')) {
    const fields = lines(block);
    const path = fields.find((line) => line.startsWith('worktree '))?.slice('worktree '.length);
    if (path && fields.includes(`branch refs/heads/${branch}`)) return path;
  }
  return undefined;
}

/** The worktree's folder goes (ignored files in it too: they were copies or build output); git forgets it. */
async function removeFolder(worktree: StoredWorktree): Promise<void> {
  if (worktree.kind === 'git' && existsSync(worktree.path)) {
    const removed = await git(worktree.projectPath, ['worktree', 'remove', '--force', worktree.path]);
    if (removed.ok) return;
  }
  rmSync(worktree.path, { recursive: true, force: true });
  if (worktree.kind === 'git') await git(worktree.projectPath, ['worktree', 'prune']);
}
