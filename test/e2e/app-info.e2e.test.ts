import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../main/core/core.ts';
import { which } from '../../main/core/app/which.ts';
import { appVersion } from '../../main/core/version.ts';
import { pathWith, tempDir } from '../helpers/temp-dir.ts';
import { launchChromium } from './harness/chromium.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { serveRenderer } from './harness/renderer-server.ts';

const screenshots = join(import.meta.dirname, '../../test-results');

describe('renderer against the real core', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveRenderer>>;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [browser, server] = await Promise.all([launchChromium(), serveRenderer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows app.info as it came through the router', async () => {
    const dataDir = join(tempDir(), 'deft-data');
    const { page, errors } = await openDeftPage(browser, createCore({ dataDir }), `${server.url}#/about`);
    const info = page.getByTestId('app-info');
    await expect.poll(() => info.textContent()).toContain(dataDir);
    expect(await info.textContent()).toContain(appVersion);
    expect(await info.textContent()).toContain(process.versions.node);
    const binaries = page.getByTestId('binaries');
    expect(await binaries.textContent()).toContain(which('rg'));
    expect(await binaries.textContent()).toContain(which('git'));
    await page.screenshot({ path: join(screenshots, 'app-info.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the notice the core emits when a binary is missing', async () => {
    const dir = tempDir();
    const PATH = pathWith(dir, { git: which('git'), bash: which('bash') });
    const { page, errors } = await openDeftPage(browser, createCore({ dataDir: dir, env: { PATH } }), `${server.url}#/about`);
    await expect.poll(() => page.getByTestId('notices').textContent()).toContain('ripgrep (rg) was not found');
    expect(await page.locator('li[data-found="false"]').textContent()).toContain('rg');
    await page.screenshot({ path: join(screenshots, 'app-info-missing-rg.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
