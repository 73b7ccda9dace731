import { join } from 'node:path';
import { app, BrowserWindow, dialog, globalShortcut, ipcMain, Menu, Notification, safeStorage, screen, session, shell, Tray } from 'electron';
import log from 'electron-log/main';
import { createCore } from '../core/core.ts';
import { createHandlers } from '../core/ipc/handlers.ts';
import { createRouter } from '../core/ipc/router.ts';
import { defaultDataDir } from '../core/paths.ts';
import { getSession } from '../core/store/sessions.ts';
import { pickFolder } from './folder-picker.ts';
import { forwardEvents, registerIpc } from './ipc.ts';
import { configureLog, logsFolder } from './logging.ts';
import { applicationMenu } from './menu.ts';
import { createNoticeQueue } from './notice-queue.ts';
import { notifyInBackground, systemNotifier } from './notifications.ts';
import { appOrigin, registerAppScheme, serveRenderer } from './protocol.ts';
import { createQuickAsk, createQuickAskWindow, wantsQuickAsk } from './quick-ask-window.ts';
import { safeStorageCipher } from './secret-cipher.ts';
import { readQuickAskShortcut, registerQuickAskShortcut } from './shortcut.ts';
import { createTray } from './tray.ts';
import { createWindowRoles } from './window-roles.ts';
import { loadWindowState, trackWindowState } from './window-state.ts';
import { createMainWindow } from './window.ts';

const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const dataDir = defaultDataDir();
app.setPath('userData', dataDir);
log.initialize();
const logRedaction = configureLog(log, { dev: !app.isPackaged, env: process.env });

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  void app.whenReady().then(start);
}

function start(): void {
  let mainWindow: BrowserWindow | undefined;
  const pageOrigin = devServerUrl ? new URL(devServerUrl).origin : appOrigin;
  const pageUrl = devServerUrl ?? `${appOrigin}/index.html`;
  const preload = join(import.meta.dirname, '../preload/index.cjs');
  const windowStateFile = join(dataDir, 'window-state.json');
  const roles = createWindowRoles();
  const notices = createNoticeQueue();
  const quickAsk = createQuickAsk(() => {
    const window = createQuickAskWindow({ BrowserWindow, shell, preload, url: pageUrl, trustedOrigin: pageOrigin });
    roles.add(window, 'quick');
    return window;
  });

  const notify = systemNotifier(Notification, (sessionId) => {
    showMainWindow();
    core.events.emit('shell.sessionOpened', { sessionId });
  });
  const core = createCore({
    dataDir,
    electronVersion: process.versions.electron,
    log: (message, error) => log.error(message, error),
    desktop: {
      host: 'electron',
      pickFolder: () => pickFolder(dialog, showMainWindow()),
      hideQuickAsk: () => quickAsk.hide(),
      fitQuickAsk: (height) => quickAsk.fit(height),
      showMainWindow: () => void showMainWindow(),
      notify,
    },
    cipher: safeStorageCipher(safeStorage, process.platform, notices.notify),
  });
  logRedaction.redactKeysOf(core.workspace.keys);
  app.on('will-quit', core.spill.startCleanup());
  let closed = false;
  app.on('before-quit', (event) => {
    if (closed) return;
    // Conversations end and the store closes before the app goes; then quit again, for real.
    event.preventDefault();
    void core.close().finally(() => {
      closed = true;
      app.quit();
    });
  });
  app.on('will-quit', () => globalShortcut.unregisterAll());
  const router = createRouter(createHandlers(core), {
    onInternalError: (channel, error) => log.error(`IPC ${channel} failed`, error),
  });

  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  serveRenderer(join(import.meta.dirname, '../renderer'));
  registerIpc(ipcMain, router, [pageOrigin], roles);
  forwardEvents(core.events, roles, (message) => log.error(message));

  function showMainWindow(): BrowserWindow {
    if (mainWindow === undefined || mainWindow.isDestroyed()) {
      mainWindow = createMainWindow({
        BrowserWindow,
        shell,
        preload,
        url: pageUrl,
        trustedOrigin: pageOrigin,
        savedState: loadWindowState(windowStateFile, screen),
        onFolderDropped: (path) => core.events.emit('shell.folderPicked', { path, via: 'drop' }),
      });
      roles.add(mainWindow, 'main');
      mainWindow.webContents.once('did-finish-load', () => notices.open((notice) => core.events.emit('app.notice', notice)));
      trackWindowState(mainWindow, windowStateFile);
    }
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
    return mainWindow;
  }

  const openFolderFromMenu = async () => {
    const path = await pickFolder(dialog, showMainWindow());
    if (path !== null) core.events.emit('shell.folderPicked', { path, via: 'menu' });
  };
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      applicationMenu(
        {
          openFolder: () => void openFolderFromMenu(),
          quickAsk: () => quickAsk.show(),
          openLogsFolder: () => void shell.openPath(logsFolder(log)),
          command: (command) => {
            showMainWindow();
            core.events.emit('shell.menuCommand', { command });
          },
        },
        process.platform,
      ),
    ),
  );
  const tray = createTray({ Tray, Menu }, join(app.isPackaged ? process.resourcesPath : app.getAppPath(), 'build/tray.png'), {
    show: () => showMainWindow(),
    quickAsk: () => quickAsk.show(),
    quit: () => app.quit(),
  });
  app.on('will-quit', () => tray.destroy());

  registerQuickAskShortcut(globalShortcut, readQuickAskShortcut(dataDir), () => quickAsk.toggle(), notices.notify);
  notifyInBackground({
    events: core.events,
    notify,
    anyWindowFocused: () => BrowserWindow.getFocusedWindow() !== null,
    titles: (sessionId) => getSession(core.store(), sessionId)?.title,
  });

  if (wantsQuickAsk(process.argv)) quickAsk.show();
  else showMainWindow();
  app.on('second-instance', (_event, argv) => {
    if (wantsQuickAsk(argv)) quickAsk.show();
    else showMainWindow();
  });
  app.on('activate', () => showMainWindow());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
