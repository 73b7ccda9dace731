import type { SessionNotification, ShellHost } from '../../../shared/ipc/domains/shell.ts';
import { notificationFor } from '../../../shared/notifications.ts';
import { deft } from '../deft.ts';
import { useSessions } from '../features/sessions/store.ts';
import { notificationTarget } from './notification-target.ts';
import { routeOf } from './route.ts';
import { showSession } from './show-session.ts';

/**
 * Notifies of the approvals, questions and turns ending (`notificationFor`) of sessions the
 * person is not looking at, as `notificationTarget` decides; a click shows the session. In a
 * browser, permission is asked at the person's first click, as browsers want, and several tabs
 * show one notification: each has the event's tag. The quick-ask window leaves it to the main one.
 */
export function followNotifications(host: ShellHost['host']): () => void {
  const browser = host === 'browser' && typeof Notification !== 'undefined';
  const ask = () => {
    if (browser && Notification.permission === 'default') void Notification.requestPermission();
  };
  document.addEventListener('pointerdown', ask, { once: true });
  const offs = (['approvals.asked', 'chat.event'] as const).map((event) =>
    deft().on(event, (payload) => {
      const route = routeOf(location.hash);
      const notification = route === 'quick' ? null : notificationFor(event, payload, titleOf);
      if (notification === null) return;
      const looking = document.visibilityState === 'visible' && document.hasFocus();
      const shown = route === 'main' && useSessions.getState().selectedId === notification.sessionId;
      const target = notificationTarget(host, { looking, shown });
      if (target === 'shell') void deft().shell.notify(notification);
      if (target === 'browser' && browser) inBrowser(event, notification);
    }),
  );
  return () => {
    document.removeEventListener('pointerdown', ask);
    offs.forEach((off) => off());
  };
}

const titleOf = (sessionId: string) => useSessions.getState().sessions.find((session) => session.id === sessionId)?.title;

function inBrowser(event: string, { sessionId, title, body }: SessionNotification) {
  if (Notification.permission !== 'granted') return;
  const notification = new Notification(title, { body, tag: `${event}:${sessionId}:${title}:${body}` });
  notification.onclick = () => {
    window.focus();
    showSession(sessionId);
  };
}
