import { notificationFor } from '../../../shared/notifications.ts';
import { deft } from '../deft.ts';

/**
 * In a browser tab (`deft web`), what the desktop app tells with a system notification (an
 * approval, a long task finished) is told with the Notification API while the tab is not looked
 * at. Permission is asked at the person's first click, as browsers want. Several tabs show one
 * notification: each has the event's tag.
 */
export function followBrowserNotifications(): () => void {
  if (typeof Notification === 'undefined') return () => {};
  const ask = () => {
    if (Notification.permission === 'default') void Notification.requestPermission();
  };
  document.addEventListener('pointerdown', ask, { once: true });
  const offs = (['approvals.asked', 'chat.event'] as const).map((event) =>
    deft().on(event, (payload) => {
      if (document.visibilityState === 'visible' && document.hasFocus()) return;
      const text = notificationFor(event, payload);
      if (text === null || Notification.permission !== 'granted') return;
      const notification = new Notification(text.title, { body: text.body, tag: `${event}:${text.title}:${text.body}` });
      notification.onclick = () => window.focus();
    }),
  );
  return () => {
    document.removeEventListener('pointerdown', ask);
    offs.forEach((off) => off());
  };
}
