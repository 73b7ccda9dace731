import type { SessionNotification } from '../../shared/ipc/domains/shell.ts';
import { notificationFor, type SessionTitles } from '../../shared/notifications.ts';

export interface NotificationApi {
  isSupported(): boolean;
  new (options: { title: string; body: string; silent?: boolean }): { show(): void; on(event: 'click', listener: () => void): unknown };
}

/** Shows a notification with Electron's API; `onClick` hears which session it was about. */
export function systemNotifier(Notification: NotificationApi, onClick: (sessionId: string) => void): (notification: SessionNotification) => void {
  return ({ sessionId, title, body }) => {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title, body });
    notification.on('click', () => onClick(sessionId));
    notification.show();
  };
}

export interface BackgroundNotifierOptions {
  events: { onAny(listener: (event: string, payload: unknown) => void): () => void };
  notify: (notification: SessionNotification) => void;
  anyWindowFocused: () => boolean;
  titles?: SessionTitles;
}

/**
 * Notifies of events that need the person while every Deft window is in the background. While a
 * window has focus, its page notifies of the sessions it does not show (`shell.notify`).
 */
export function notifyInBackground({ events, notify, anyWindowFocused, titles }: BackgroundNotifierOptions): () => void {
  return events.onAny((event, payload) => {
    if (anyWindowFocused()) return;
    const notification = notificationFor(event, payload, titles);
    if (notification !== null) notify(notification);
  });
}
