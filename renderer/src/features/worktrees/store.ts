import { create } from 'zustand';
import type { RequestOutput } from '../../../../shared/ipc/contract.ts';
import type { MergeOutcome } from '../../../../shared/ipc/domains/worktrees.ts';
import type { DiscardLoss, StoredWorktree } from '../../../../shared/vocabulary/worktrees.ts';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';

type Status = RequestOutput<'worktrees.status'>;
export type Kept = RequestOutput<'worktrees.keep'>;

interface WorktreesState {
  /** The project whose open worktrees `bySession` holds. */
  projectPath: string | null;
  /** The open worktrees of the project's sessions, by session id (the sidebar's branch badges). */
  bySession: Record<string, StoredWorktree>;
  /** The open session's worktree, where its branch stands and what changed; null while not loaded. */
  status: (Status & { sessionId: string }) | null;
  loading: boolean;
  error: string | null;
  /** Reads the project's open worktrees again (after a session was made in one, or one was finished). */
  loadProject(projectPath: string): Promise<void>;
  refreshStatus(sessionId: string): Promise<void>;
  merge(sessionId: string): Promise<MergeOutcome>;
  keep(sessionId: string): Promise<Kept>;
  discardPreview(sessionId: string): Promise<DiscardLoss>;
  discard(sessionId: string, confirmedLoss: DiscardLoss): Promise<DiscardLoss>;
}

/** Sessions' worktrees: the project's for the sidebar, the open session's status, and finishing one. */
export const useWorktrees = create<WorktreesState>((set, get) => {
  /** After a finish: the session's status and the project's list as they are now. */
  const finished = async <T>(sessionId: string, outcome: T): Promise<T> => {
    const { projectPath } = get();
    await Promise.all([get().refreshStatus(sessionId), projectPath ? get().loadProject(projectPath) : undefined]);
    return outcome;
  };
  return {
    projectPath: null,
    bySession: {},
    status: null,
    loading: false,
    error: null,
    async loadProject(projectPath) {
      if (get().projectPath !== projectPath) set({ projectPath, bySession: {} });
      try {
        const { worktrees } = unwrap(await deft().worktrees.list({ projectPath }));
        if (get().projectPath === projectPath) set({ bySession: Object.fromEntries(worktrees.map((worktree) => [worktree.sessionId, worktree])) });
      } catch (error) {
        set({ error: failureMessage(error) });
      }
    },
    async refreshStatus(sessionId) {
      if (get().status?.sessionId !== sessionId) set({ status: null });
      set({ loading: true, error: null });
      try {
        const status = unwrap(await deft().worktrees.status({ sessionId }));
        set({ status: { ...status, sessionId }, loading: false });
      } catch (error) {
        set({ loading: false, error: failureMessage(error) });
      }
    },
    merge: async (sessionId) => finished(sessionId, unwrap(await deft().worktrees.merge({ sessionId }))),
    keep: async (sessionId) => finished(sessionId, unwrap(await deft().worktrees.keep({ sessionId }))),
    discardPreview: async (sessionId) => unwrap(await deft().worktrees.discardPreview({ sessionId })),
    discard: async (sessionId, confirmedLoss) => finished(sessionId, unwrap(await deft().worktrees.discard({ sessionId, confirmedLoss })).lost),
  };
});
