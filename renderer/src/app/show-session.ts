import { useSessions } from '../features/sessions/store.ts';

/** Shows a session in this (main) window, whatever screen or project was shown: a notification's click, the quick-ask window's hand-over. */
export function showSession(sessionId: string): void {
  location.hash = '#/';
  void useSessions.getState().reveal(sessionId);
}
