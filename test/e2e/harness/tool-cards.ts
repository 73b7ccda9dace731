import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { patience } from './chat-world.ts';

/** Opens a tool card folded to its one-line row (a finished call's), so its body is on the page. */
export async function openToolCard(card: Locator): Promise<void> {
  const toggle = card.getByTestId('tool-toggle').first();
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Allows every call that asks until the model's answer `text` shows. */
export async function allowUntil(page: Page, text: string): Promise<void> {
  const allow = page.getByTestId('allow-once').first();
  const done = page.getByTestId('message-list').getByText(text);
  await expect
    .poll(async () => {
      if (await allow.isVisible()) await allow.click();
      return done.isVisible();
    }, patience)
    .toBe(true);
}
