import { pendingApproval } from './ipc/domains/approvals.ts';
import { chatEvents } from './ipc/domains/chat.ts';
import type { SessionNotification } from './ipc/domains/shell.ts';

/** A run shorter than this finished while the person was probably still watching: no notification. */
export const longTaskMs = 30_000;

/**
 * The notification a core event deserves when the person is not looking at its session, or null:
 * the desktop app's (Electron's) and a browser tab's (the Notification API) alike.
 */
export function notificationFor(event: string, payload: unknown): SessionNotification | null {
  if (event === 'approvals.asked') {
    const approval = pendingApproval.safeParse(payload);
    if (!approval.success) return null;
    const title = approval.data.kind === 'question' ? 'Deft has a question' : 'Deft needs your approval';
    return { sessionId: approval.data.sessionId, title, body: shortened(approval.data.title) };
  }
  if (event === 'chat.event') {
    const batch = chatEvents.safeParse(payload);
    if (!batch.success) return null;
    const result = batch.data.events.find((item) => item.type === 'result' && item.subagent === undefined);
    if (result?.type !== 'result' || result.durationMs < longTaskMs) return null;
    const title = result.status === 'done' ? 'Deft finished the task' : `Deft stopped: ${result.status}`;
    return { sessionId: batch.data.sessionId, title, body: shortened(firstLine(result.error ?? result.text)) };
  }
  return null;
}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

function shortened(line: string): string {
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
