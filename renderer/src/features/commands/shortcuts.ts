import { appShortcuts, type AppShortcutName, type Shortcut } from '../../../../shared/shortcuts.ts';

export type { Shortcut };
export const shortcuts = appShortcuts;
export type ShortcutName = AppShortcutName;

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
