import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  openFolder(): void;
  quickAsk(): void;
  openLogsFolder(): void;
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
        { label: 'Open Folder…', accelerator: 'CommandOrControl+O', click: () => actions.openFolder() },
        { label: 'Quick Ask', click: () => actions.quickAsk() },
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Open Logs Folder', click: () => actions.openLogsFolder() },
      ],
    },
  ];
}
