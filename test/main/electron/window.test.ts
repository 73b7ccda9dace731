import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMainWindow } from '../../../main/electron/window.ts';
import { createQuickAskWindow } from '../../../main/electron/quick-ask-window.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { asFake, FakeWindowClass } from './fake-electron.ts';

function setup(savedState: Parameters<typeof createMainWindow>[0]['savedState'] = null) {
  const opened: string[] = [];
  const dropped: string[] = [];
  const shell = { openExternal: (url: string) => (opened.push(url), Promise.resolve()) };
  const window = asFake(
    createMainWindow({
      BrowserWindow: FakeWindowClass,
      shell,
      preload: '/app/preload/index.cjs',
      url: 'app://deft/index.html',
      trustedOrigin: 'app://deft',
      savedState,
      onFolderDropped: (path) => dropped.push(path),
    }),
  );
  return { window, opened, dropped, shell };
}

describe('main window', () => {
  it('is sandboxed and isolated, without Node or webviews', () => {
    const { window } = setup();
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(window.loaded).toEqual(['app://deft/index.html']);
    expect(window.webContents.navigate('will-attach-webview', '')).toBe(true);
  });

  it('opens at the saved bounds, maximised if it was', () => {
    const { window } = setup({ bounds: { x: 40, y: 50, width: 900, height: 700 }, maximized: true });
    expect(window.options).toMatchObject({ x: 40, y: 50, width: 900, height: 700 });
    expect(window.maximized).toBe(true);
    expect(setup().window.options).toMatchObject({ width: 1200, height: 800 });
  });

  it('denies window.open and sends only checked http(s) links to the browser', () => {
    const { window, opened } = setup();
    expect(window.webContents.openHandler?.({ url: 'https://example.com/a' })).toEqual({ action: 'deny' });
    expect(window.webContents.openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(window.webContents.openHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.com/a']);
  });

  it('blocks navigation away from our origin and forwards a dropped folder', () => {
    const { window, dropped } = setup();
    const folder = join(tempDir(), 'project');
    mkdirSync(folder);
    expect(window.webContents.navigate('will-navigate', 'app://deft/index.html#/settings')).toBe(false);
    expect(window.webContents.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(window.webContents.navigate('will-navigate', pathToFileURL(folder).href)).toBe(true);
    expect(window.webContents.navigate('will-navigate', 'garbage')).toBe(true);
    expect(window.webContents.navigate('will-navigate', 'app://evil/index.html')).toBe(true);
    expect(window.webContents.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(window.webContents.navigate('will-navigate', 'custom:thing')).toBe(true);
    expect(dropped).toEqual([folder]);
  });
});

describe('quick-ask window', () => {
  it('is small, frameless, always on top, on the #/quick route, with the same guards', () => {
    const window = asFake(
      createQuickAskWindow({
        BrowserWindow: FakeWindowClass,
        shell: { openExternal: () => Promise.resolve() },
        preload: '/p.cjs',
        url: 'app://deft/index.html#/old',
        trustedOrigin: 'app://deft',
      }),
    );
    expect(window.options).toMatchObject({ frame: false, alwaysOnTop: true, show: false, skipTaskbar: true });
    expect(window.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(window.loaded).toEqual(['app://deft/index.html#/quick']);
    expect(window.webContents.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(window.webContents.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });
});
