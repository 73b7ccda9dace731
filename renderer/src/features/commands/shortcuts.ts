/** A key with the platform's command key (Cmd on macOS, Ctrl elsewhere), and Shift when `shift` is set. */
export interface Shortcut {
  /** `KeyboardEvent.key` as typed without Shift, lower case for letters. */
  key: string;
  shift?: boolean;
}

/** The app's shortcuts. New session is not Ctrl+N, which a browser keeps for itself under `deft web`. */
export const shortcuts = {
  palette: { key: 'k' },
  newSession: { key: 'o', shift: true },
  settings: { key: ',' },
  searchSessions: { key: 'f', shift: true },
  focusComposer: { key: 'l' },
  toggleSidebar: { key: 'b' },
} as const satisfies Record<string, Shortcut>;

export type ShortcutName = keyof typeof shortcuts;

/** Whether the platform string (`navigator.platform` or `navigator.userAgentData.platform`) names macOS. */
export const isMacPlatform = (platform: string) => /^mac/i.test(platform);

/** What a shortcut reads of a key event. */
interface KeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Whether the key event is the shortcut: the command key of this platform, no other modifier than the shortcut's Shift. */
export function isShortcut(event: KeyEvent, shortcut: Shortcut, mac: boolean): boolean {
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return command && !event.altKey && event.shiftKey === (shortcut.shift ?? false) && event.key.toLowerCase() === shortcut.key;
}

/** The shortcut as this platform writes it: `⌘⇧O` on macOS, `Ctrl+Shift+O` elsewhere. */
export function shortcutLabel(shortcut: Shortcut, mac: boolean): string {
  const key = shortcut.key.toUpperCase();
  if (mac) return `⌘${shortcut.shift ? '⇧' : ''}${key}`;
  return ['Ctrl', ...(shortcut.shift ? ['Shift'] : []), key].join('+');
}
