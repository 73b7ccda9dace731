import { pendingApproval } from './ipc/domains/approvals.ts';
import { chatEvents } from './ipc/domains/chat.ts';

/** A system notification's text: the desktop app's (Electron's) and a browser tab's (the Notification API) alike. */
export interface NotificationText {
  title: string;
  body: string;
}

/** A run shorter than this finished while the person was probably still watching: no notification. */
export const longTaskMs = 30_000;

/** The notification a core event deserves when no Deft window has focus, or null. */
export function notificationFor(event: string, payload: unknown): NotificationText | null {
  if (event === 'approvals.asked') {
    const approval = pendingApproval.safeParse(payload);
    if (!approval.success) return null;
    const title = approval.data.kind === 'question' ? 'Deft has a question' : 'Deft needs your approval';
    return { title, body: approval.data.title };
  }
  if (event === 'chat.event') {
    const batch = chatEvents.safeParse(payload);
    if (!batch.success) return null;
    const result = batch.data.events.find((item) => item.type === 'result' && item.subagent === undefined);
    if (result?.type !== 'result' || result.durationMs < longTaskMs) return null;
    return { title: result.status === 'done' ? 'Deft finished the task' : `Deft stopped: ${result.status}`, body: firstLine(result.error ?? result.text) };
  }
  return null;
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
