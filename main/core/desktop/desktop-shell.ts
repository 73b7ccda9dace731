import type { SessionNotification, ShellHost } from '../../../shared/ipc/domains/shell.ts';

/** What only the shell showing the renderer can do for it: native dialogs, its own windows and system notifications. */
export interface DesktopShell {
  host: ShellHost['host'];
  /** Asks the person for a folder; null when they cancel. */
  pickFolder(): Promise<string | null>;
  hideQuickAsk(): void;
  /** Makes the quick-ask window as tall as its content (`height` CSS pixels), within its bounds. */
  fitQuickAsk(height: number): void;
  /** Brings the main window forward, opening it if it was closed. */
  showMainWindow(): void;
  /** A system notification; clicking it shows its session in the main window. */
  notify(notification: SessionNotification): void;
}

/** The shell of hosts without windows (the CLI, tests): every call is refused with a clear message. */
export const windowlessShell: DesktopShell = {
  host: 'none',
  pickFolder: () => Promise.reject(new Error('Folder dialogs exist only in the desktop app')),
  hideQuickAsk: () => {
    throw new Error('The quick-ask window exists only in the desktop app');
  },
  fitQuickAsk: () => {
    throw new Error('The quick-ask window exists only in the desktop app');
  },
  showMainWindow: () => {
    throw new Error('Windows exist only in the desktop app');
  },
  notify: () => {
    throw new Error('System notifications exist only in the desktop app');
  },
};

/**
 * The shell of `deft web`. A browser has no folder dialog (its page completes a typed path with
 * `folders.complete`), and the tabs are the person's to show and close: hiding the quick-ask tab
 * and showing the main one do nothing here (nor does sizing a tab), and `shell.sessionOpened` still
 * reaches every main tab. A tab shows its notifications itself, with the browser's Notification API.
 */
export const browserShell: DesktopShell = {
  host: 'browser',
  pickFolder: () => Promise.reject(new Error("A browser has no folder dialog: type or paste the folder's path")),
  hideQuickAsk: () => {},
  fitQuickAsk: () => {},
  showMainWindow: () => {},
  notify: () => {},
};
