import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../main/core/core.ts';
import { which } from '../../main/core/common/process/which.ts';
import { appVersion } from '../../main/core/version.ts';
import { pathWith, tempDir } from '../helpers/temp-dir.ts';
import { seriousViolations } from './harness/axe.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotDir, screenshotEach } from './harness/screens.ts';

describe('renderer against the real core', () => {
  const suite = rendererSuite();

  it('shows app.info as it came through the router', async () => {
    const dataDir = join(tempDir(), 'deft-data');
    const { page, errors } = await openDeftPage(suite.browser(), createCore({ dataDir }), '#/about');
    const info = page.getByTestId('app-info');
    // app.info probes the PATH, which can take longer than expect.poll's second on a busy machine; Playwright waits longer.
    const shown = () => info.filter({ hasText: dataDir }).waitFor();
    await shown();
    expect(await info.textContent()).toContain(appVersion);
    expect(await info.textContent()).toContain(process.versions.node);
    const binaries = page.getByTestId('binaries');
    expect(await binaries.textContent()).toContain(which('rg'));
    expect(await binaries.textContent()).toContain(which('git'));
    await screenshotEach(page, 'app-info', shown);
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('关于此安装');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the notice the core emits when a binary is missing', async () => {
    const dir = tempDir();
    const PATH = pathWith(dir, { git: which('git'), bash: which('bash') });
    const { page, errors } = await openDeftPage(suite.browser(), createCore({ dataDir: dir, env: { PATH } }), '#/about');
    const notices = page.getByTestId('notices');
    await notices.filter({ hasText: 'ripgrep (rg) was not found' }).waitFor();
    expect(await page.locator('li[data-found="false"]').textContent()).toContain('rg');
    // The core emits the notice once, when it starts, so a reload (as screenshotEach does) would lose it.
    await page.screenshot({ path: join(screenshotDir, 'app-info-missing-rg.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
