import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import type { ExternalOpener } from './external-links.ts';
import { guardWindow, secureWebPreferences } from './window-guards.ts';
import type { WindowState } from './window-state.ts';

export type WindowConstructor = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

export interface MainWindowOptions {
  BrowserWindow: WindowConstructor;
  shell: ExternalOpener;
  preload: string;
  url: string;
  trustedOrigin: string;
  /** Bounds remembered from last time, already checked against the connected displays. */
  savedState: WindowState | null;
  onFolderDropped: (path: string) => void;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const { savedState } = options;
  const window = new options.BrowserWindow({
    ...(savedState?.bounds ?? { width: 1200, height: 800 }),
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: 'Deft',
    webPreferences: secureWebPreferences(options.preload),
  });
  if (savedState?.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  guardWindow(window, options);
  void window.loadURL(options.url);
  return window;
}
