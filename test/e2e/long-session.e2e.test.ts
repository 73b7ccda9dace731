import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../main/core/core.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { patience } from './harness/chat-world.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { frameTimesWhileScrolling, seedLongSession } from './harness/long-session.ts';
import { rendererSuite } from './harness/renderer-suite.ts';

const messageCount = 5000;

const renderedRows = (page: Page) => page.locator('.message-row').count();

describe('a session of 5,000 messages', () => {
  const suite = rendererSuite();

  it('renders only the rows in view, opens at the bottom and keeps its place while older pages load', async () => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    mkdirSync(projectDir);
    const core = createCore({ dataDir: join(root, 'data'), env: { PATH: process.env.PATH ?? '', HOME: root } });
    try {
      const sessionId = seedLongSession(core, projectDir, messageCount);
      const { page, errors } = await openDeftPage(suite.browser(), core);
      await page.getByTestId('session-row').first().locator('.session-open').click();
      const list = page.getByTestId('message-list');
      await expect.poll(() => list.textContent(), patience).toContain(`Answer ${messageCount - 1}`);
      expect(await page.getByText(`Answer ${messageCount - 1}`).isVisible()).toBe(true);
      expect(await renderedRows(page)).toBeLessThan(40);

      for (let loaded = 200; loaded < messageCount; loaded += 200) {
        const oldest = messageCount - loaded;
        await list.evaluate((element) => element.scrollTo({ top: 0 }));
        await expect.poll(() => list.textContent(), patience).toContain(`Question ${oldest - 2}`);
        expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      }
      await list.evaluate((element) => element.scrollTo({ top: 0 }));
      await expect.poll(() => list.textContent(), patience).toContain('Question 0');
      expect(await renderedRows(page)).toBeLessThan(40);

      await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }));
      await expect.poll(() => list.textContent(), patience).toMatch(/Answer 2\d\d\d/);
      expect(await renderedRows(page)).toBeLessThan(40);
      console.log(`scrolling ${messageCount} messages, frame times: ${JSON.stringify(await frameTimesWhileScrolling(list))}`);

      // A streamed answer leaves a reader who scrolled up where they are, and follows one at the bottom.
      const stream = (messageId: string, delta: string) =>
        core.events.emit('chat.event', {
          sessionId,
          events: [
            { sessionId, type: 'message', messageId, role: 'assistant' },
            { sessionId, type: 'text', messageId, delta },
          ],
        });
      const readingAt = await list.evaluate((element) => element.scrollTop);
      const height = () => list.evaluate((element) => element.scrollHeight);
      const heightBefore = await height();
      stream('live-1', 'Streamed while reading');
      await expect.poll(height, patience).toBeGreaterThan(heightBefore);
      expect(await list.evaluate((element) => element.scrollTop)).toBe(readingAt);
      await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      stream('live-2', 'Streamed at the bottom');
      await page.getByText('Streamed at the bottom').waitFor();
      await expect.poll(() => page.getByText('Streamed at the bottom').isVisible(), patience).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await core.close();
    }
  });
});
