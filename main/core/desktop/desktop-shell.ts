/** What only the desktop app can do for the renderer: native dialogs and its own windows. */
export interface DesktopShell {
  /** Asks the person for a folder; null when they cancel. */
  pickFolder(): Promise<string | null>;
  hideQuickAsk(): void;
  /** Brings the main window forward, opening it if it was closed. */
  showMainWindow(): void;
}

/** The shell of hosts without windows (the CLI, tests): every call is refused with a clear message. */
export const windowlessShell: DesktopShell = {
  pickFolder: () => Promise.reject(new Error('Folder dialogs exist only in the desktop app')),
  hideQuickAsk: () => {
    throw new Error('The quick-ask window exists only in the desktop app');
  },
  showMainWindow: () => {
    throw new Error('Windows exist only in the desktop app');
  },
};
