import { create } from 'zustand';
import type { ChatStatus } from '../../../shared/ipc/domains/chat.ts';
import { deft } from '../deft.ts';
import { useApprovals } from './approvals.ts';
import { activityOf, type SessionActivity } from './session-activity.ts';

interface SessionStatusState {
  /** What `chat.status` last told of each session; a session missing has never run a turn. */
  statuses: Record<string, ChatStatus>;
}

/** Every session's turn, across windows and projects: running, or how the last one ended. */
export const useSessionStatus = create<SessionStatusState>(() => ({ statuses: {} }));

/** Keeps the statuses current: the core's list once, then every `chat.status`; returns the unsubscribe. */
export function followSessionStatus(): () => void {
  const told = new Set<string>();
  const off = deft().on('chat.status', (status) => {
    told.add(status.sessionId);
    useSessionStatus.setState((state) => ({ statuses: { ...state.statuses, [status.sessionId]: status } }));
  });
  void deft()
    .chat.statuses()
    .then((result) => {
      if (!result.ok) return;
      // A status told while the list was on its way is newer than the list's.
      const listed = result.data.statuses.filter((status) => !told.has(status.sessionId));
      useSessionStatus.setState((state) => ({ statuses: { ...Object.fromEntries(listed.map((status) => [status.sessionId, status])), ...state.statuses } }));
    });
  return off;
}

export const isRunning = (statuses: Record<string, ChatStatus>, sessionId: string) => statuses[sessionId]?.status === 'running';

export function useSessionActivity(sessionId: string): { activity: SessionActivity | null; waitingRequests: number } {
  const waitingRequests = useApprovals((state) => state.pending.filter((approval) => approval.sessionId === sessionId).length);
  const status = useSessionStatus((state) => state.statuses[sessionId]);
  return { activity: activityOf(status, waitingRequests), waitingRequests };
}
