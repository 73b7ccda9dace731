import type { ShellHost } from '../../../shared/ipc/domains/shell.ts';

/**
 * Who shows a notification a session deserves: nobody while the person looks at that very
 * session; in the desktop app the main process while no window has focus (it notifies with no
 * page open too), this page's `shell.notify` while it has focus but shows another session; in a
 * browser tab the tab itself, with the Notification API.
 */
export function notificationTarget(host: ShellHost['host'] | null, { looking, shown }: { looking: boolean; shown: boolean }): 'none' | 'shell' | 'browser' {
  if (looking && shown) return 'none';
  if (host === 'browser') return 'browser';
  if (host === 'electron' && looking) return 'shell';
  return 'none';
}
