/** The quick-ask shortcut the desktop registers when nothing is set (main/electron/shortcut.ts). */
export const defaultQuickAskShortcut = 'CommandOrControl+Shift+Space';

/**
 * Whether the text has the shape of an Electron accelerator: modifiers and one key joined by `+`
 * (`Alt+Space`, `CommandOrControl+Shift+K`), at most 100 characters as the desktop reads it.
 * Whether the desktop can register it is known only when it tries, and it says so in a notice.
 */
export function looksLikeAccelerator(text: string): boolean {
  if (text.length > 100) return false;
  const parts = text.split('+');
  return parts.length >= 2 && parts.every((part) => /^[A-Za-z0-9]+$|^[^\s+]$/.test(part));
}
