import type { Locator } from 'playwright-core';

/** Opens a tool card folded to its one-line row (a finished call's), so its body is on the page. */
export async function openToolCard(card: Locator): Promise<void> {
  const toggle = card.getByTestId('tool-toggle').first();
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
