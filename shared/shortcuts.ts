/** A key with the platform's command key (Cmd on macOS, Ctrl elsewhere), and Shift when `shift` is set. */
export interface Shortcut {
  /** `KeyboardEvent.key` as typed without Shift, lower case for letters. */
  key: string;
  shift?: boolean;
}

/**
 * The main window's shortcuts, which the renderer handles and the application menu shows. New
 * session is not Ctrl+N, which a browser keeps for itself under `deft web`.
 */
export const appShortcuts = {
  palette: { key: 'k' },
  newSession: { key: 'o', shift: true },
  settings: { key: ',' },
  searchSessions: { key: 'f', shift: true },
  focusComposer: { key: 'l' },
  toggleSidebar: { key: 'b' },
} as const satisfies Record<string, Shortcut>;

export type AppShortcutName = keyof typeof appShortcuts;
export const appShortcutNames = Object.keys(appShortcuts) as [AppShortcutName, ...AppShortcutName[]];

/** The shortcut as an Electron accelerator: `CommandOrControl+Shift+O`. */
export function acceleratorOf(shortcut: Shortcut): string {
  return ['CommandOrControl', ...(shortcut.shift ? ['Shift'] : []), shortcut.key.toUpperCase()].join('+');
}
