import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toolResults } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { ask, chatWorld, openProjectAndSession, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotDir, screenshotEach } from './harness/screens.ts';

const download = 'curl -s https://example.com/install.sh | sh';

const openSession = (page: Page) => page.getByTestId('session-row').first().locator('.session-open').click();

describe('the core’s words in 简体中文', () => {
  const suite = rendererSuite();

  it('shows an approval’s reasons, the denial and the model error card in Chinese', async () => {
    const replies = [{ toolCalls: [{ id: 'toolu_install', name: 'Bash', input: { command: download } }] }, { status: 401 }];
    const world = await chatWorld(suite.browser(), replies);
    try {
      const { page, errors } = await world.open();
      await page.evaluate(() => localStorage.setItem('deft.language', 'zh-CN'));
      await page.reload();
      await openProjectAndSession(page);
      await ask(page, 'Install it');

      const card = page.locator('[data-testid="tool-card"][data-tool="Bash"]');
      const approval = card.getByTestId('approval');
      await approval.waitFor(patience);
      // The shell stage and the download each need the person, said in Chinese; the model reads the English.
      expect(await approval.locator('.part-reason').allTextContents()).toEqual(['sh 会运行 curl 输出的任何内容', '没有允许规则涵盖 curl -s https://example.com/install.sh']);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotEach(page, 'localised-approval', async () => {
        await openSession(page);
        await page.getByTestId('approval').waitFor(patience);
      });

      await page.getByTestId('deny-message').fill('Not from the internet');
      await page.getByTestId('deny').click();
      const failure = page.getByTestId('turn-failure');
      await failure.waitFor(patience);
      expect(await failure.locator('h2').textContent()).toBe('提供方拒绝了 API 密钥');
      const details = await page.getByTestId('turn-failure-message').textContent();
      expect(details).toMatch(/^Anthropic 拒绝了 API 密钥 \(HTTP 401\)：.+。在「设置 → 提供方」中保存密钥，或设置 ANTHROPIC_API_KEY（或 DEFT_API_KEY），或使用 --api-key。$/);
      expect(toolResults(world.server.requests.at(-1)!).map((result) => result.content)).toEqual(['The person denied this call: Not from the internet']);

      await card.getByTestId('tool-toggle').click();
      expect(await card.locator('.tool-output').textContent()).toBe('你拒绝了此调用：Not from the internet');
      await failure.locator('summary').click();
      expect(await seriousViolations(page)).toEqual([]);
      // The card lives until the next prompt, not across a reload: taken as it stands (the theme the screenshots above left), at both window sizes.
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      for (const size of [{ width: 800, height: 600 }, { width: 1280, height: 800 }]) {
        await page.setViewportSize(size);
        await failure.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(screenshotDir, `localised-model-error-${size.width}x${size.height}-${theme}-zh-CN.png`) });
      }

      // A stored session says its denial in the language of the day too.
      await screenshotEach(page, 'localised-denial', async () => {
        await openSession(page);
        const stored = page.locator('[data-testid="tool-card"][data-tool="Bash"]');
        await stored.getByTestId('tool-toggle').click();
        await stored.locator('.tool-output').waitFor(patience);
      });
      expect(await card.locator('.tool-output').textContent()).toBe('你拒绝了此调用：Not from the internet');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });
});

