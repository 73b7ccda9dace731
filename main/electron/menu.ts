import type { MenuItemConstructorOptions } from 'electron';
import { acceleratorOf, appShortcuts, type AppShortcutName } from '../../shared/shortcuts.ts';

export interface MenuActions {
  openFolder(): void;
  quickAsk(): void;
  openLogsFolder(): void;
  /** Has the main window carry out one of its shortcuts' commands. */
  command(name: AppShortcutName): void;
}

const commandLabels: Record<AppShortcutName, string> = {
  palette: 'Command Palette…',
  newSession: 'New Session',
  searchSessions: 'Search Sessions',
  focusComposer: 'Go to Prompt',
  toggleSidebar: 'Show or Hide Sidebar',
  settings: 'Settings…',
};

/**
 * A menu item for a shortcut the main window handles itself: the menu shows the key but leaves it
 * to the page (`registerAccelerator: false`; on macOS the page gets the key first and the menu only
 * what the page did not handle), and a click asks the window to do the same.
 */
function commandItem(name: AppShortcutName, actions: MenuActions): MenuItemConstructorOptions {
  return { label: commandLabels[name], accelerator: acceleratorOf(appShortcuts[name]), registerAccelerator: false, click: () => actions.command(name) };
}

/** The application menu: the platform's usual roles and shortcuts, plus Deft's own items. */
export function applicationMenu(actions: MenuActions, platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const appMenu: MenuItemConstructorOptions[] = mac ? [{ role: 'appMenu' }] : [];
  return [
    ...appMenu,
    {
      label: '&File',
      submenu: [
        commandItem('newSession', actions),
        { label: 'Open Folder…', accelerator: 'CommandOrControl+O', click: () => actions.openFolder() },
        { label: 'Quick Ask', click: () => actions.quickAsk() },
        { type: 'separator' },
        commandItem('settings', actions),
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    {
      label: '&Go',
      submenu: (['palette', 'searchSessions', 'focusComposer', 'toggleSidebar'] as const).map((name) => commandItem(name, actions)),
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Open Logs Folder', click: () => actions.openLogsFolder() },
      ],
    },
  ];
}
