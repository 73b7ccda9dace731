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
