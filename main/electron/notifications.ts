import { pendingApproval } from '../../shared/ipc/domains/approvals.ts';
import { chatEvents } from '../../shared/ipc/domains/chat.ts';

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

export interface NotificationApi {
  isSupported(): boolean;
  new (options: { title: string; body: string; silent?: boolean }): { show(): void; on(event: 'click', listener: () => void): unknown };
}

export interface BackgroundNotifierOptions {
  events: { onAny(listener: (event: string, payload: unknown) => void): () => void };
  Notification: NotificationApi;
  anyWindowFocused: () => boolean;
  /** Brings the main window forward when a notification is clicked. */
  onClick: () => void;
}

/** Shows a system notification for events that need the person while every Deft window is in the background. */
export function notifyInBackground({ events, Notification, anyWindowFocused, onClick }: BackgroundNotifierOptions): () => void {
  return events.onAny((event, payload) => {
    if (anyWindowFocused() || !Notification.isSupported()) return;
    const text = notificationFor(event, payload);
    if (text === null) return;
    const notification = new Notification(text);
    notification.on('click', onClick);
    notification.show();
  });
}
