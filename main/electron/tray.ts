import type { Menu, MenuItemConstructorOptions, NativeImage, Tray } from 'electron';

export interface TrayActions {
  show(): void;
  quickAsk(): void;
  quit(): void;
}

export interface TrayApi {
  Tray: new (image: NativeImage | string) => Tray;
  Menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): Menu };
}

export function trayMenu(actions: TrayActions): MenuItemConstructorOptions[] {
  return [
    { label: 'Show Deft', click: () => actions.show() },
    { label: 'Quick Ask', click: () => actions.quickAsk() },
    { type: 'separator' },
    { label: 'Quit', click: () => actions.quit() },
  ];
}

/** The tray icon; the caller keeps the returned object alive (a collected tray disappears). */
export function createTray(api: TrayApi, icon: NativeImage | string, actions: TrayActions): Tray {
  const tray = new api.Tray(icon);
  tray.setToolTip('Deft');
  tray.setContextMenu(api.Menu.buildFromTemplate(trayMenu(actions)));
  tray.on('click', () => actions.show());
  return tray;
}
