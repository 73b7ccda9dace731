import { BrowserWindow, shell } from 'electron';

export interface WindowOptions {
  preload: string;
  url: string;
  trustedOrigin: string;
}

export function createMainWindow({ preload, url, trustedOrigin }: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: 'Deft',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  window.webContents.setWindowOpenHandler(({ url: target }) => {
    if (/^https?:\/\//.test(target)) void shell.openExternal(target);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, target) => {
    if (new URL(target).origin !== new URL(trustedOrigin).origin) event.preventDefault();
  });
  void window.loadURL(url);
  return window;
}
