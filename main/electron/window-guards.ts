import type { BrowserWindow, WebPreferences } from 'electron';
import { droppedFolderPath } from './dropped-folder.ts';
import { openExternalSafely, type ExternalOpener } from './external-links.ts';
import { originOf } from './origin.ts';

/** The web preferences of every Deft window: an isolated, sandboxed page without Node. */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    // a middle click would otherwise open links in a new window without asking window.open's handler
    disableBlinkFeatures: 'Auxclick',
  };
}

export interface GuardOptions {
  trustedOrigin: string;
  shell: ExternalOpener;
  /** A folder dropped on the window (seen as a navigation to its file:// URL). */
  onFolderDropped?: (path: string) => void;
}

/** No page of ours opens windows or navigates away; links go to the browser, dropped folders to the caller. */
export function guardWindow(window: BrowserWindow, { trustedOrigin, shell, onFolderDropped }: GuardOptions): void {
  window.webContents.setWindowOpenHandler(({ url }) => {
    openExternalSafely(shell, url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, target) => {
    const origin = originOf(target);
    if (origin !== null && origin === originOf(trustedOrigin)) return;
    event.preventDefault();
    const folder = droppedFolderPath(target);
    if (folder !== null) onFolderDropped?.(folder);
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
}
