import { isDeepStrictEqual } from 'node:util';
import type { Core } from '../../core.ts';
import { getWorktree, listWorktrees, type StoredWorktree } from '../../store/worktrees.ts';
import { discardWorktree, keepWorktreeBranch, mergeWorktree, pullRequestCommand } from '../../worktrees/finish.ts';
import { whatDiscardLoses, worktreeStatus, type DiscardLoss } from '../../worktrees/status.ts';
import type { DomainHandlers } from '../router.ts';

type WorktreesChannel = 'worktrees.list' | 'worktrees.status' | 'worktrees.merge' | 'worktrees.keep' | 'worktrees.discardPreview' | 'worktrees.discard';

/**
 * The desktop's side of `deft worktrees`: status, and the three ways a session's worktree ends. A
 * session answering a prompt is never finished under it; an idle one is closed first (its terminals
 * and tools worked in the folder that goes) and opens again, refused, if the person sends to it.
 */
/** Finishing a session's worktree: never under a running turn; an idle session is closed first (its terminals and tools worked in the folder that goes). */
export function worktreeFinisher(core: Core) {
  const worktreeOf = (sessionId: string): StoredWorktree => {
    const worktree = getWorktree(core.store(), sessionId);
    if (!worktree) throw new Error(`Session ${sessionId} works in its project, not in a worktree.`);
    return worktree;
  };
  const finishing = async (sessionId: string): Promise<StoredWorktree> => {
    const worktree = worktreeOf(sessionId);
    if (worktree.finished) throw new Error(`The worktree ${worktree.name} was already finished (${worktree.finished}).`);
    if (core.conversations.isRunning(sessionId)) throw new Error('The session is answering a prompt: wait for it or cancel it, then finish its worktree.');
    await core.conversations.release(sessionId);
    return worktree;
  };
  return {
    worktreeOf,
    merge: async (sessionId: string, message?: string) => mergeWorktree(core.store(), await finishing(sessionId), message),
    async keep(sessionId: string, message?: string) {
      const kept = await keepWorktreeBranch(core.store(), await finishing(sessionId), message);
      if (!kept.ok) throw new Error(kept.error);
      return kept.value;
    },
    /** Removes the worktree and its branch only when that loses exactly what the person confirmed. */
    async discard(sessionId: string, confirmedLoss: DiscardLoss) {
      const worktree = worktreeOf(sessionId);
      const loses = await whatDiscardLoses(worktree);
      if (!isDeepStrictEqual(loses, confirmedLoss)) {
        throw new Error(`Discarding ${worktree.name} would now lose other work than you confirmed; nothing was removed. Look at what it loses again.`);
      }
      const discarded = await discardWorktree(core.store(), await finishing(sessionId), true);
      if (!discarded.ok) throw new Error(discarded.error.reason);
      return discarded.value;
    },
  };
}

/** The desktop's side of `deft worktrees`: status, and the three ways a session's worktree ends. */
export function worktreesHandlers(core: Core): DomainHandlers<WorktreesChannel> {
  const finisher = worktreeFinisher(core);
  return {
    'worktrees.list': ({ projectPath }) => ({ worktrees: listWorktrees(core.store(), { projectPath }) }),
    'worktrees.status': async ({ sessionId }) => {
      const worktree = getWorktree(core.store(), sessionId);
      if (!worktree) return { worktree: null, status: null, pullRequest: null };
      const pullRequest = worktree.branch && worktree.baseBranch ? pullRequestCommand(worktree.branch, worktree.baseBranch) : null;
      return { worktree, status: worktree.finished ? null : await worktreeStatus(worktree), pullRequest };
    },
    'worktrees.merge': async ({ sessionId, message }) => {
      const merged = await finisher.merge(sessionId, message);
      return merged.ok ? { merged: true, ...merged.value } : { merged: false, reason: merged.error.reason, conflicts: merged.error.conflicts ?? [] };
    },
    'worktrees.keep': ({ sessionId, message }) => finisher.keep(sessionId, message),
    'worktrees.discardPreview': ({ sessionId }) => whatDiscardLoses(finisher.worktreeOf(sessionId)),
    'worktrees.discard': async ({ sessionId, confirmedLoss }) => ({ lost: await finisher.discard(sessionId, confirmedLoss) }),
  };
}
