import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScriptEntry } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { afterAsking, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';
import { allowUntil, openToolCard } from './harness/tool-cards.ts';

const runs = (command: string, after: string): ScriptEntry[] => [
  { toolCalls: [{ id: 'toolu_bash', name: 'Bash', input: { command, description: 'Run the command' } }] },
  { text: after },
];

const bashCard = (page: Page) => page.locator('[data-testid="tool-card"][data-tool="Bash"]').first();
const screenText = (card: Locator) => card.locator('.xterm-accessibility-tree').textContent();

/** Allows the command if it asks, and waits for its terminal to draw. */
async function allowAndWait(page: Page): Promise<void> {
  const terminal = bashCard(page).locator('[data-testid="terminal"][data-ready="true"]');
  const allow = bashCard(page).getByTestId('allow-once');
  await terminal.or(allow).first().waitFor(patience);
  if (await allow.isVisible()) await allow.click();
  await terminal.waitFor(patience);
}

/** Opens the card if it is folded, and waits for its terminal. */
async function openTerminal(card: Locator): Promise<void> {
  await openToolCard(card);
  await card.locator('[data-testid="terminal"][data-ready="true"]').waitFor(patience);
}

/** The session reopened from the store in a reloaded page, its Bash card opened. */
async function reopened(page: Page): Promise<Locator> {
  await page.reload();
  await page.getByTestId('session-row').first().locator('.session-open').click();
  const card = bashCard(page);
  await card.waitFor(patience);
  await openTerminal(card);
  return card;
}

/** The terminal's own colours next to the app theme's, all as computed `rgb(…)`. */
function colours(card: Locator) {
  return card.evaluate((element) => {
    const resolve = (value: string) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    const rows = element.querySelector('.xterm-rows')!;
    // xterm paints its background on the element that scrolls its rows.
    const viewport = element.querySelector('.xterm-scrollable-element')!;
    return {
      theme: document.documentElement.dataset.theme,
      foreground: getComputedStyle(rows).color,
      background: getComputedStyle(viewport).backgroundColor,
      appForeground: resolve('var(--fg)'),
      appBackground: resolve('var(--bg)'),
    };
  });
}

const durations = (text: string) => [...text.matchAll(/(?<![\d.])\d+(?:\.\d+)? (?:ms|s)\b/g)].map((match) => match[0]);

describe('terminal cards across theme changes and reloads, against the real core', () => {
  const suite = rendererSuite();

  it('recolours an open terminal when the app theme changes, without a reload', async () => {
    await afterAsking(suite, runs("printf 'plain words\\n'", 'Printed.'), 'Print', async (page) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await allowUntil(page, 'Printed.');
      const card = bashCard(page);
      await openTerminal(card);
      const light = await colours(card);
      expect(light.theme).toBe('light');
      expect(light.foreground).toBe(light.appForeground);
      expect(light.background).toBe(light.appBackground);

      // The app follows the system's theme (the choice is "system"): dark now, the page not reloaded.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(async () => (await colours(card)).theme, patience).toBe('dark');
      const dark = await colours(card);
      expect(dark.appBackground).not.toBe(light.appBackground);
      await expect.poll(async () => (await colours(card)).foreground, patience).toBe(dark.appForeground);
      expect((await colours(card)).background).toBe(dark.appBackground);
    });
  });

  it('shows a reloaded command with its colours, and the same duration as its header', async () => {
    const command = "printf '\\033[31mred-word\\033[0m and \\033[32mgreen-word\\033[0m\\n'";
    await afterAsking(suite, runs(command, 'Coloured.'), 'Print in colour', async (page) => {
      await allowUntil(page, 'Coloured.');
      const live = await bashCard(page).getByTestId('tool-duration').textContent();
      expect(live).toMatch(/^\d+(\.\d+)? (ms|s)$/);

      const card = await reopened(page);
      await expect.poll(() => screenText(card), patience).toContain('red-word');
      // Drawn from what the command printed: its colours are there as xterm's palette classes.
      expect(await card.locator('.xterm-rows span.xterm-fg-1', { hasText: 'red-word' }).count()).toBe(1);
      expect(await card.locator('.xterm-rows span.xterm-fg-2', { hasText: 'green-word' }).count()).toBe(1);
      // One duration on the card, the header's, the same as it was live.
      expect(await card.getByTestId('tool-duration').textContent()).toBe(live);
      expect(durations(`${await card.locator('header').textContent()} ${await screenText(card)}`)).toEqual([live]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('keeps what a cancelled command printed when the session is reloaded', async () => {
    await afterAsking(suite, runs("echo 'printed before the stop'; sleep 30", 'unused'), 'Wait a while', async (page) => {
      await allowAndWait(page);
      await expect.poll(() => screenText(bashCard(page)), patience).toContain('printed before the stop');
      await bashCard(page).getByRole('button', { name: /Stop/ }).click();
      await expect.poll(() => bashCard(page).getAttribute('data-state'), patience).toBe('cancelled');

      const card = await reopened(page);
      expect(await card.getAttribute('data-state')).toBe('cancelled');
      await expect.poll(() => screenText(card), patience).toContain('printed before the stop');
      expect(await card.textContent()).not.toContain('The call was cancelled');
      await screenshotEach(page, 'terminal-reload-cancelled', async () => {
        const again = await reopened(page);
        await expect.poll(() => screenText(again), patience).toContain('printed before the stop');
      });
    });
  });
});
