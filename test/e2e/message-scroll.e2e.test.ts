import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../main/core/core.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { patience } from './harness/chat-world.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { frameTimesWhileScrolling, seedLongSession } from './harness/long-session.ts';
import { rendererSuite } from './harness/renderer-suite.ts';


describe('rows entering a fast scroll', () => {
  const suite = rendererSuite();

  it('end up as highlighted markdown once the scroll has passed', async () => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    mkdirSync(projectDir);
    const core = createCore({ dataDir: join(root, 'data'), env: { PATH: process.env.PATH ?? '', HOME: root } });
    try {
      seedLongSession(core, projectDir, 200);
      const { page, errors } = await openDeftPage(suite.browser(), core);
      await page.getByTestId('session-row').first().locator('.session-open').click();
      const list = page.getByTestId('message-list');
      await expect.poll(() => list.locator('.code-block').count(), patience).toBeGreaterThan(0);

      await frameTimesWhileScrolling(list);
      const answers = list.locator('[data-testid="message-assistant"]');
      expect(await answers.count()).toBeGreaterThan(0);
      await expect.poll(() => list.locator('.markdown .plain').count(), patience).toBe(0);
      // Counted in one look: the virtualized list may still mount or drop a row between two counts.
      const counts = () =>
        list.evaluate((element) => ['[data-testid="message-assistant"]', '.code-block', '.hljs-keyword'].map((selector) => element.querySelectorAll(selector).length));
      await expect.poll(async () => new Set(await counts()).size, patience).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await core.close();
    }
  });
});
