import { escapedText } from './hidden-characters.ts';
import { pendingApproval } from './ipc/domains/approvals.ts';
import { chatEvents } from './ipc/domains/chat.ts';
import type { SessionNotification } from './ipc/domains/shell.ts';

/** A session's title where it is known (an untitled session has none yet). */
export type SessionTitles = (sessionId: string) => string | undefined;

/**
 * The notification a core event deserves when the person is not looking at its session, or null:
 * the desktop app's (Electron's) and a browser tab's (the Notification API) alike. Its body begins
 * with the session's title, so that among several sessions the person knows which one it is.
 */
export function notificationFor(event: string, payload: unknown, titles: SessionTitles = () => undefined): SessionNotification | null {
  const about = (sessionId: string, title: string, detail: string): SessionNotification => {
    const session = titles(sessionId)?.trim();
    return { sessionId, title, body: shortened(session ? `${session}: ${detail}` : detail) };
  };
  if (event === 'approvals.asked') {
    const approval = pendingApproval.safeParse(payload);
    if (!approval.success) return null;
    // A system notification cannot mark a bidi control or a zero-width character: it gets them written out.
    return about(approval.data.sessionId, approval.data.kind === 'question' ? 'Deft has a question' : 'Deft needs your approval', escapedText(approval.data.title));
  }
  if (event === 'chat.event') {
    const batch = chatEvents.safeParse(payload);
    if (!batch.success) return null;
    const result = batch.data.events.find((item) => item.type === 'result' && item.subagent === undefined);
    if (result?.type !== 'result') return null;
    return about(batch.data.sessionId, result.status === 'done' ? 'Deft finished the task' : `Deft stopped: ${result.status}`, firstLine(result.error ?? result.text));
  }
  return null;
}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

function shortened(line: string): string {
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
