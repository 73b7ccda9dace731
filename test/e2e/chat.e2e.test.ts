import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUserText, toolResults } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { afterAsking, chatWorld, editTheNote, passFirstRun, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';
import { openToolCard } from './harness/tool-cards.ts';

describe('chat in the renderer against the real core', () => {
  const suite = rendererSuite();

  it('asks, shows the Edit approval with its diff in the tool card, allows it by keyboard and changes the file', async () => {
    const replies = [
      ...editTheNote('final'),
      { reasoning: 'The edit went through.', text: 'The note is **final** now.\n\n```sh\ncat notes.txt\n```' },
    ];
    await afterAsking(suite, replies, 'Make the note final', async (page, world) => {
      const card = page.locator('[data-testid="tool-card"][data-tool="Edit"]');
      const approval = card.getByTestId('approval');
      await approval.waitFor();
      expect(await approval.getByTestId('approval-diff').textContent()).toContain('+a final note');
      expect(await approval.locator('.diff-add').first().textContent()).toBe('1+a final note');
      expect(await page.getByTestId('sessions-waiting').textContent()).toContain('1');
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
      expect(await focused()).toBe('allow-once');
      expect(await seriousViolations(page)).toEqual([]);
      // The focus stays inside the waiting request: past its first stop (the diff's view switch) it wraps to its last, and back.
      for (const stop of ['diff-rows', 'diff-mode-split', 'diff-mode-unified', 'deny']) {
        await page.keyboard.press('Shift+Tab');
        expect(await focused()).toBe(stop);
      }
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('diff-mode-unified');
      await approval.getByTestId('allow-once').focus();
      await page.keyboard.press('Enter');

      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('The note is final now.');
      expect(await page.locator('.markdown strong').last().textContent()).toBe('final');
      expect(await page.locator('details.reasoning').last().textContent()).toContain('The edit went through.');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.locator('.code-block .copy').last().click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('cat notes.txt\n');
      await expect.poll(() => page.getByTestId('status-line').textContent(), patience).toMatch(/context \d+/);
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
      expect(await card.getByTestId('approval').count()).toBe(0);
      expect(await card.getAttribute('data-state')).toBe('success');
      const read = page.locator('[data-testid="tool-card"][data-tool="Read"]');
      await openToolCard(read);
      expect(await read.textContent()).toContain('a draft note');
      expect(await page.getByTestId('message-user').first().textContent()).toBe('Make the note final');

      await page.getByTestId('session-search').fill('final');
      await page.getByTestId('session-search').press('Enter');
      await expect.poll(() => page.getByTestId('search-hits').locator('mark').first().textContent(), patience).toMatch(/final/i);
      expect(await seriousViolations(page)).toEqual([]);

      await screenshotEach(page, 'chat', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await page.getByText('The note is final now.').waitFor();
      });
    });
  });

  it('denies an edit with a message, which the model reads and answers', async () => {
    const replies = [...editTheNote('final'), { text: 'Understood, the note stays a draft.' }];
    await afterAsking(suite, replies, 'Make the note final', async (page, world) => {
      const approval = page.locator('[data-testid="tool-card"][data-tool="Edit"]').getByTestId('approval');
      await approval.waitFor();
      await screenshotEach(page, 'approval', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await page.getByTestId('approval').waitFor();
      });
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('deny-message');
      await page.keyboard.type('Keep it a draft');
      await page.keyboard.press('Enter');

      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Understood, the note stays a draft.');
      expect(await page.locator('[data-testid="tool-card"][data-tool="Edit"]').getAttribute('data-state')).toBe('denied');
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a draft note\n');
      const denial = toolResults(world.server.requests.at(-1)!).find((result) => result.toolCallId === 'toolu_edit_final');
      expect(JSON.stringify(denial)).toContain('Keep it a draft');
    });
  });

  it('shows a retry with its attempt and wait in the status line, then the answer', async () => {
    const replies = [{ status: 529, retryAfter: 2 }, { text: 'Answered after a retry.' }];
    await afterAsking(suite, replies, 'Hello', async (page) => {
      await expect.poll(() => page.getByTestId('status-line').textContent(), patience).toMatch(/Retrying \(attempt \d\) in [12] s/);
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Answered after a retry.');
      expect(await page.getByTestId('status-line').textContent()).not.toContain('Retrying');
    });
  });

  it('keeps a failed turn as a card saying what to do, links the settings for a rejected key, and retries the same prompt', async () => {
    const replies = [{ status: 401 }, { text: 'Answered on the retry.' }];
    await afterAsking(suite, replies, 'Hello', async (page, world) => {
      const card = page.getByTestId('turn-failure');
      await card.waitFor(patience);
      expect(await card.getAttribute('data-kind')).toBe('auth');
      expect(await card.locator('h2').textContent()).toBe('The provider rejected the API key');
      expect(await page.getByTestId('turn-failure-settings').getAttribute('href')).toBe(`#/settings?project=${encodeURIComponent(world.projectDir)}`);
      expect(await page.getByTestId('turn-failure-message').textContent()).toContain('HTTP 401');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('turn-failure-retry').click();
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Answered on the retry.');
      expect(await card.count()).toBe(0);
      // The same conversation went again: no second copy of the prompt.
      const [first, second] = world.server.requests.map((request) => (request.body as { messages: unknown[] }).messages);
      expect(second).toEqual(first);
      expect(await page.getByTestId('message-user').count()).toBe(1);
    });
  });

  it('draws a failed turn\'s card again after another session was shown and after a reload, retries from it, and forgets it once answered', async () => {
    const replies = [{ status: 401 }, { text: 'Answered on the retry.' }];
    await afterAsking(suite, replies, 'Hello', async (page, world) => {
      const card = page.getByTestId('turn-failure');
      await card.waitFor(patience);
      const failedId = await page.getByTestId('session-row').first().getAttribute('data-session-id');
      const openFailed = () => page.locator(`[data-testid="session-row"][data-session-id="${failedId}"] .session-open`).click();
      const drawn = async () => ({
        kind: await card.getAttribute('data-kind'),
        title: await card.locator('h2').textContent(),
        settings: await page.getByTestId('turn-failure-settings').getAttribute('href'),
        message: await page.getByTestId('turn-failure-message').textContent(),
      });
      const asFirstDrawn = await drawn();
      expect(asFirstDrawn.kind).toBe('auth');
      expect(asFirstDrawn.message).toContain('HTTP 401');

      await page.getByTestId('new-session').click();
      await expect.poll(() => card.count(), patience).toBe(0);
      await openFailed();
      await card.waitFor(patience);
      expect(await drawn()).toEqual(asFirstDrawn);

      await page.reload();
      await openFailed();
      await card.waitFor(patience);
      expect(await drawn()).toEqual(asFirstDrawn);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('turn-failure-retry').click();
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Answered on the retry.');
      const [first, second] = world.server.requests.map((request) => (request.body as { messages: unknown[] }).messages);
      expect(second).toEqual(first);

      await page.reload();
      await openFailed();
      await page.getByText('Answered on the retry.').waitFor(patience);
      expect(await card.count()).toBe(0);
      expect(await page.getByTestId('message-user').count()).toBe(1);
    });
  });

  it('asks for a quick-ask window as tall as its answer, and smaller again for a shorter one', async () => {
    const long = Array.from({ length: 40 }, (_, index) => `Line ${index + 1} of the long answer.`).join('\n\n');
    const world = await chatWorld(suite.browser(), [{ text: long }, { text: 'Short.' }]);
    try {
      const main = await world.open();
      await passFirstRun(main.page);
      await main.page.getByTestId('new-session').waitFor();
      const quick = await world.open('#/quick');
      await quick.page.setViewportSize({ width: 640, height: 120 });
      await expect.poll(() => world.quickAskHeights.length, patience).toBeGreaterThan(0);
      const empty = world.quickAskHeights.at(-1)!;
      expect(empty).toBeLessThanOrEqual(120);
      // As the window would be once it has grown to its maximum.
      await quick.page.setViewportSize({ width: 640, height: 560 });

      await quick.page.getByTestId('quick-input').fill('Tell me a lot');
      await quick.page.getByTestId('quick-input').press('Enter');
      await expect.poll(() => quick.page.getByTestId('message-list').textContent(), patience).toContain('Line 40 of the long answer.');
      await expect.poll(() => world.quickAskHeights.at(-1)!, patience).toBeGreaterThan(800);

      await quick.page.getByTestId('quick-input').fill('Now say little');
      await quick.page.getByTestId('quick-input').press('Enter');
      await expect.poll(() => quick.page.getByTestId('message-list').textContent(), patience).toContain('Short.');
      await expect.poll(() => world.quickAskHeights.at(-1)!, patience).toBeLessThan(400);
      expect([...main.errors, ...quick.errors]).toEqual([]);
    } finally {
      await world.close();
    }
  });

  it('answers a question from the quick-ask window and opens it in the main window', async () => {
    // One answer for the test, one for each screenshot.
    const world = await chatWorld(suite.browser(), Array.from({ length: 5 }, () => ({ text: 'Quick answer: **42**.' })));
    try {
      const main = await world.open();
      await passFirstRun(main.page);
      await main.page.getByTestId('new-session').waitFor();

      const quick = await world.open('#/quick');
      await quick.page.getByTestId('quick-input').fill('What is the answer?');
      await quick.page.getByTestId('quick-input').press('Enter');
      await expect.poll(() => quick.page.getByTestId('message-list').textContent(), patience).toContain('Quick answer: 42.');
      expect(lastUserText(world.server.requests[0])).toContain('What is the answer?');
      expect(await seriousViolations(quick.page)).toEqual([]);

      await quick.page.getByTestId('open-in-main').click();
      await expect.poll(() => main.page.getByTestId('message-list').textContent(), patience).toContain('Quick answer: 42.');
      const hiddenBefore = world.hidden.quickAsk;
      await quick.page.keyboard.press('Escape');
      await expect.poll(() => world.hidden.quickAsk, patience).toBe(hiddenBefore + 1);
      expect(await quick.page.locator('.error').count()).toBe(0);
      expect([...main.errors, ...quick.errors]).toEqual([]);
      await screenshotEach(quick.page, 'quick-ask', async () => {
        await quick.page.getByTestId('quick-input').fill('What is the answer?');
        await quick.page.getByTestId('quick-input').press('Enter');
        await quick.page.locator('.markdown strong').waitFor();
      }, { ownSize: true });
      await Promise.all([main.page.close(), quick.page.close()]);
    } finally {
      await world.close();
    }
  });
});
