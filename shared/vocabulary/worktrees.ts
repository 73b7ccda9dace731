import { z } from 'zod';

/** How a session's worktree ended: merged into its base, its branch kept, or thrown away. */
export const worktreeFinish = z.enum(['merged', 'kept', 'discarded']);
export type WorktreeFinish = z.infer<typeof worktreeFinish>;

/**
 * The folder a session works in instead of its project: a git worktree on a branch of its own, or,
 * for a project that is not a git repository, a copy-on-write clone.
 */
export const sessionWorktree = z.object({
  kind: z.enum(['git', 'clone']),
  name: z.string(),
  /** The project folder the session was started in. */
  projectPath: z.string(),
  /** The worktree's (or clone's) root, in Deft's data folder. */
  path: z.string(),
  /** The session's cwd: the project folder's place inside the worktree. */
  cwd: z.string(),
  /** The session's branch; null for a clone. */
  branch: z.string().nullable(),
  /** The branch it was made from and merges into; null when the base was a detached commit, or for a clone. */
  baseBranch: z.string().nullable(),
  /** The commit it was made from; null for a clone. */
  baseCommit: z.string().nullable(),
  /** Null while the session may still work in it. */
  finished: worktreeFinish.nullable(),
});
export type SessionWorktree = z.infer<typeof sessionWorktree>;

/** A session's worktree as the store remembers it, with the session working in it. */
export const storedWorktree = sessionWorktree.extend({ sessionId: z.string() });
export type StoredWorktree = z.infer<typeof storedWorktree>;

/** A changed file of a worktree: git's status letters (`M`, `A`, `D`, `R100`, `??` …) and its path. */
export const worktreeFileChange = z.object({ status: z.string(), path: z.string() });
export type WorktreeFileChange = z.infer<typeof worktreeFileChange>;

/** Where a worktree's branch stands against its base, and what changed in it. */
export const worktreeStatus = z.object({
  /** Whether the worktree's folder is still there. */
  present: z.boolean(),
  branch: z.string().nullable(),
  baseBranch: z.string().nullable(),
  /** Commits on the branch that its base does not have, and the other way round; null for a clone. */
  ahead: z.number().int().nullable(),
  behind: z.number().int().nullable(),
  /** Files the branch's commits changed since it left its base. */
  committed: z.array(worktreeFileChange),
  /** Changes in the worktree not committed yet (untracked files included). */
  uncommitted: z.array(worktreeFileChange),
});
export type WorktreeStatus = z.infer<typeof worktreeStatus>;

/** What discarding a worktree would lose: commits no other branch has, and changes not committed. */
export const discardLoss = z.object({
  /** `<short hash> <subject>`, newest first. */
  commits: z.array(z.string()),
  uncommitted: z.array(worktreeFileChange),
});
export type DiscardLoss = z.infer<typeof discardLoss>;

/**
 * What becomes of a deleted session's open worktree: `keep` keeps its branch (the session's
 * uncommitted changes committed on it) and removes the folder; `discard` removes the worktree and
 * branch, losing what the person was shown and confirmed.
 */
export const deletedWorktree = z.union([z.literal('keep'), z.strictObject({ discard: discardLoss })]);
export type DeletedWorktree = z.infer<typeof deletedWorktree>;

/** What a new session asks for: a new worktree named `name` (one is made up when absent), from `base` (the project's HEAD when absent). */
export const worktreeWish = z.strictObject({
  name: z.string().min(1).max(64).optional(),
  base: z.string().min(1).max(256).optional(),
});
export type WorktreeWish = z.infer<typeof worktreeWish>;
