import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { _electron, type ElectronApplication } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersion } from '../../main/core/version.ts';
import { askAndApprove, desktopWorld, modelKey, pickFolder, type DesktopWorld } from './harness/desktop-flow.ts';

const root = join(import.meta.dirname, '../..');
const mainScript = join(root, 'out/main/index.js');

/** The installed Electron binary, without triggering the download `require('electron')` would start. */
function electronBinary(): { path: string } | { missing: string } {
  const pathFile = join(root, 'node_modules/electron/path.txt');
  if (!existsSync(pathFile)) {
    return { missing: 'the Electron binary is not installed (node_modules/electron/path.txt is absent)' };
  }
  const path = join(root, 'node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(path) ? { path } : { missing: `the Electron binary ${path} is absent` };
}

const binary = electronBinary();
if ('missing' in binary) console.warn(`Skipping the Electron suite: ${binary.missing}; its flow runs in Chromium in desktop-flow.e2e.test.ts.`);

describe.skipIf('missing' in binary)('the desktop app in Electron', () => {
  const executablePath = 'path' in binary ? binary.path : '';
  let world: DesktopWorld;
  let app: ElectronApplication;

  beforeAll(async () => {
    world = await desktopWorld();
    app = await _electron.launch({ executablePath, args: [mainScript, '--no-sandbox'], env: world.env });
  });
  afterAll(async () => {
    await app?.close();
    await world?.server.close();
  });

  it('opens its window on app://, isolated from Node, showing app.info from main', async () => {
    const window = await app.firstWindow();
    await window.evaluate(() => {
      location.hash = '#/about';
    });
    await expect.poll(() => window.getByTestId('app-info').textContent()).toContain(appVersion);
    expect(window.url()).toMatch(/^app:\/\//);
    expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    await window.screenshot({ path: join(root, 'test-results/electron-app-info.png') });
  });

  it('returns the folder picked in the native dialog', async () => {
    await app.evaluate(({ dialog }, folder) => {
      dialog.showOpenDialog = (async () => ({ canceled: false, filePaths: [folder] })) as typeof dialog.showOpenDialog;
    }, world.projectDir);
    expect(await pickFolder(await app.firstWindow())).toEqual({ ok: true, data: { path: world.projectDir } });
  });

  it('sends a message, answers its approval, and the file changes', async () => {
    const turn = await askAndApprove(await app.firstWindow(), world.projectDir, 'Make the note final');
    expect(turn.asked).toMatchObject({ toolName: 'Edit', kind: 'permission' });
    expect(turn.answer).toBe('The note is final now.');
    expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
    expect(JSON.stringify(turn)).not.toContain(modelKey);
  });

  it('shows the quick-ask window when a second instance starts with --quick-ask, with its narrower contract', async () => {
    const opened = app.waitForEvent('window');
    const second = spawn(executablePath, [mainScript, '--no-sandbox', '--quick-ask'], { env: world.env, stdio: 'ignore' });
    const quick = await opened;
    await new Promise((resolve) => second.once('exit', resolve));
    expect(new URL(quick.url()).hash).toBe('#/quick');
    const shown = () =>
      app.evaluate(({ BrowserWindow }) =>
        BrowserWindow.getAllWindows()
          .filter((window) => window.webContents.getURL().endsWith('#/quick'))
          .map((window) => ({ visible: window.isVisible(), onTop: window.isAlwaysOnTop() })),
      );
    expect(await shown()).toEqual([{ visible: true, onTop: true }]);
    expect(await quick.evaluate(() => window.deft.secrets.list())).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await quick.evaluate(() => window.deft.shell.hideQuickAsk())).toEqual({ ok: true, data: null });
    expect(await shown()).toEqual([{ visible: false, onTop: true }]);
  });
});
