import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appActions } from './app-commands.ts';
import { isMacPlatform, isShortcut, shortcutLabel, shortcuts, type ShortcutName } from './shortcuts.ts';

/** Whether this computer is a Mac, whose command key is Cmd. */
export const onMac = () => isMacPlatform(navigator.platform);

/**
 * The app's shortcuts, anywhere in the window: Ctrl (Cmd on macOS) with K opens the command
 * palette, with the other keys of `shortcuts` runs their action.
 */
export function useAppShortcuts(openPalette: () => void): void {
  useEffect(() => {
    const handlers: Record<ShortcutName, () => unknown> = {
      palette: openPalette,
      newSession: appActions.newSession,
      settings: () => appActions.openSettings(),
      searchSessions: appActions.searchSessions,
      focusComposer: appActions.focusComposer,
      toggleSidebar: appActions.toggleSidebar,
    };
    const mac = onMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const name = (Object.keys(shortcuts) as ShortcutName[]).find((candidate) => isShortcut(event, shortcuts[candidate], mac));
      if (!name) return;
      event.preventDefault();
      void handlers[name]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPalette]);
}

/** Writes a control's name with its shortcut, for its tooltip: "New session (Ctrl+Shift+O)". */
export function useShortcutHint(name: ShortcutName): (label: string) => string {
  const { t } = useTranslation('commands');
  return (label) => t('withShortcut', { label, shortcut: shortcutLabel(shortcuts[name], onMac()) });
}
