import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { _electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appVersion } from '../../main/core/version.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const root = join(import.meta.dirname, '../..');

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

describe('the desktop app in Electron', () => {
  it('opens a window that shows app.info from main', async (context) => {
    if ('missing' in binary) {
      console.warn(`Skipping the Electron test: ${binary.missing}.`);
      context.skip(binary.missing);
      return;
    }
    const app = await _electron.launch({
      executablePath: binary.path,
      args: [join(root, 'out/main/index.js'), '--no-sandbox'],
      env: { ...process.env, DEFT_DATA_DIR: tempDir() },
    });
    try {
      const window = await app.firstWindow();
      await expect.poll(() => window.getByTestId('app-info').textContent()).toContain(appVersion);
      expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
      await window.screenshot({ path: join(root, 'test-results/electron-app-info.png') });
    } finally {
      await app.close();
    }
  });
});
