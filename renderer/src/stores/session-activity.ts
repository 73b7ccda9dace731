import type { PendingApproval } from '../../../shared/ipc/domains/approvals.ts';
import type { ChatStatus } from '../../../shared/ipc/domains/chat.ts';

/** What a session's row says of it at a glance. */
export type SessionActivity = 'waiting' | 'running' | 'done' | 'failed' | 'stopped';

/** Waiting for the person (an approval or a question) first, then running, then how its last turn ended; null before any. */
export function activityOf(status: ChatStatus | undefined, waitingRequests: number): SessionActivity | null {
  if (waitingRequests > 0) return 'waiting';
  if (status === undefined) return null;
  if (status.status === 'running') return 'running';
  switch (status.ended) {
    case undefined:
      return null;
    case 'done':
      return 'done';
    case 'cancelled':
      return 'stopped';
    default:
      return 'failed';
  }
}

/** How many distinct sessions wait for the person. */
export const sessionsWaiting = (pending: readonly PendingApproval[]) => new Set(pending.map((approval) => approval.sessionId)).size;
