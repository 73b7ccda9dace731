import { join } from 'node:path';
import { app, session } from 'electron';
import { createCore } from '../core/core.ts';
import { createHandlers } from '../core/ipc/handlers.ts';
import { createRouter } from '../core/ipc/router.ts';
import { defaultDataDir } from '../core/paths.ts';
import { forwardEvents, registerIpc } from './ipc.ts';
import { appOrigin, registerAppScheme, serveRenderer } from './protocol.ts';
import { createMainWindow } from './window.ts';

const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const dataDir = defaultDataDir();
app.setPath('userData', dataDir);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  void app.whenReady().then(start);
}

function start(): void {
  const core = createCore({
    dataDir,
    electronVersion: process.versions.electron,
    log: (message, error) => console.error(message, error),
  });
  app.on('will-quit', core.tools.start());
  app.on('will-quit', () => core.close());
  const router = createRouter(createHandlers(core), {
    onInternalError: (channel, error) => console.error(`IPC ${channel} failed`, error),
  });
  const pageOrigin = devServerUrl ? new URL(devServerUrl).origin : appOrigin;
  const knownWindows = new Set<number>();

  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  serveRenderer(join(import.meta.dirname, '../renderer'));
  registerIpc(router, [pageOrigin], knownWindows);
  forwardEvents(core, knownWindows);

  const openWindow = () => {
    const window = createMainWindow({
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      url: devServerUrl ?? `${appOrigin}/index.html`,
      trustedOrigin: pageOrigin,
    });
    knownWindows.add(window.id);
    window.on('closed', () => knownWindows.delete(window.id));
    return window;
  };
  let mainWindow = openWindow();

  app.on('second-instance', () => {
    if (mainWindow.isDestroyed()) mainWindow = openWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (mainWindow.isDestroyed()) mainWindow = openWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
