import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deft } from '../../deft.ts';
import { appActions } from './app-commands.ts';
import { isMacPlatform, isShortcut, shortcutLabel, shortcuts, type ShortcutName } from './shortcuts.ts';

/** Whether this computer is a Mac, whose command key is Cmd. */
export const onMac = () => isMacPlatform(navigator.platform);

const shortcutNames = Object.keys(shortcuts) as ShortcutName[];

/**
 * The app's shortcuts, anywhere in the window: Ctrl (Cmd on macOS) with K opens the command
 * palette, with the other keys of `shortcuts` runs their action; the desktop app's menu items for
 * them (`shell.menuCommand`) do the same.
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
      const name = shortcutNames.find((candidate) => isShortcut(event, shortcuts[candidate], mac));
      if (!name) return;
      event.preventDefault();
      void handlers[name]();
    };
    window.addEventListener('keydown', onKeyDown);
    const offMenu = deft().on('shell.menuCommand', ({ command }) => void handlers[command]());
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      offMenu();
    };
  }, [openPalette]);
}

/** Writes a control's name with its shortcut, for its tooltip: "New session (Ctrl+Shift+O)". */
export function useShortcutHint(name: ShortcutName): (label: string) => string {
  const { t } = useTranslation('commands');
  return (label) => t('withShortcut', { label, shortcut: shortcutLabel(shortcuts[name], onMac()) });
}
