import { z } from 'zod';
import { discardLoss, storedWorktree, worktreeStatus } from '../../vocabulary/worktrees.ts';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';

const sessionId = z.string().min(1).max(200);
const path = z.string().min(1).max(4096);
/** A commit message for what the session left uncommitted; Deft's own names the session when absent. */
const message = z.string().min(1).max(10_000).optional();

/** A merge done, or refused with nothing changed: why, and the files that would conflict (left for the person to merge). */
export const mergeOutcome = z.discriminatedUnion('merged', [
  z.object({
    merged: z.literal(true),
    /** The base branch moved up to the session's branch, no merge commit needed. */
    fastForward: z.boolean(),
    /** The base branch's commit after the merge. */
    commit: z.string(),
    /** The commit made of the session's uncommitted changes first, when there were any. */
    committedChanges: z.string().optional(),
  }),
  z.object({ merged: z.literal(false), reason: z.string(), conflicts: z.array(z.string()) }),
]);
export type MergeOutcome = z.infer<typeof mergeOutcome>;

export const worktreesContract = {
  requests: {
    /** The open worktrees of a project's sessions, newest first. */
    'worktrees.list': { input: z.strictObject({ projectPath: path }), output: z.object({ worktrees: z.array(storedWorktree) }) },
    /**
     * The session's worktree (null when it works in its project), where its branch stands and what
     * changed, and the command that opens a pull request of the branch once it is kept.
     */
    'worktrees.status': {
      input: z.strictObject({ sessionId }),
      output: z.object({ worktree: storedWorktree.nullable(), status: worktreeStatus.nullable(), pullRequest: z.string().nullable() }),
    },
    /** Into the base branch (fast-forward, else a merge commit); the worktree and the branch go. Refused while the session runs a turn. */
    'worktrees.merge': { input: z.strictObject({ sessionId, message }), output: mergeOutcome },
    /** The worktree goes, the branch stays (the session's changes committed on it), with the pull-request command. */
    'worktrees.keep': {
      input: z.strictObject({ sessionId, message }),
      output: z.object({ branch: z.string(), committedChanges: z.string().optional(), pullRequest: z.string().optional() }),
    },
    /** What discarding would lose, for the person to confirm. */
    'worktrees.discardPreview': { input: z.strictObject({ sessionId }), output: discardLoss },
    /**
     * Removes the worktree and its branch. `confirmedLoss` is what the person was shown and agreed to
     * lose: when discarding would now lose more or other work, nothing is removed and the call fails.
     */
    'worktrees.discard': { input: z.strictObject({ sessionId, confirmedLoss: discardLoss }), output: z.object({ lost: discardLoss }) },
  },
  events: {},
} satisfies ContractPart<typeof channels.worktrees>;
