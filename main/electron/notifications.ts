import { notificationFor } from '../../shared/notifications.ts';

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
