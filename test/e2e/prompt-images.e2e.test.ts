import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe.ts';
import { chatWorld, openProjectAndSession, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

/** A 24×24 checkerboard PNG. */
const checkerboard = 'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAALklEQVR42mO4aa2Phr48PIGGiFHDMGoQHQ0iTxummlGD6GnQaMoezWujBtHFIACnbFw9uxWlFgAAAABJRU5ErkJggg==';

/** Pastes a PNG into the composer the way the system clipboard hands one over. */
async function pasteImage(page: Page, name: string): Promise<void> {
  await page.evaluate(
    ([data, fileName]) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], fileName, { type: 'image/png' }));
      document.querySelector('[data-testid="composer"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    [checkerboard, name] as const,
  );
}

const attached = (page: Page) => page.getByTestId('attached-images').locator('img');

describe('images in a prompt, against the real core', () => {
  const suite = rendererSuite();

  it('pastes and picks images, removes one, sends the rest with the text to the model, and shows them again when the session reopens', async () => {
    const world = await chatWorld(suite.browser(), [{ text: 'A red and cream checkerboard.' }]);
    try {
      const { page, errors } = await world.open();
      await openProjectAndSession(page);

      await pasteImage(page, 'pasted.png');
      await expect.poll(() => attached(page).count(), patience).toBe(1);
      await page.getByTestId('image-picker').setInputFiles({ name: 'picked.png', mimeType: 'image/png', buffer: Buffer.from(checkerboard, 'base64') });
      await expect.poll(() => attached(page).count(), patience).toBe(2);
      expect(await attached(page).nth(1).getAttribute('alt')).toBe('Image 2: picked.png');
      await page.getByRole('button', { name: 'Remove picked.png' }).click();
      expect(await attached(page).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('composer').fill('What is in this picture?');
      await page.getByTestId('composer').press('Enter');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('A red and cream checkerboard.');
      expect(await page.getByTestId('attached-images').count()).toBe(0);

      const [request] = world.server.requests;
      const user = (request.body as { messages: Array<{ role: string; content: Array<Record<string, unknown>> }> }).messages.find((message) => message.role === 'user')!;
      expect(user.content.map((block) => block.type)).toEqual(['text', 'image']);
      expect(user.content[1]).toMatchObject({ source: { type: 'base64', media_type: 'image/png', data: checkerboard } });

      const shown = page.getByTestId('message-images').locator('button');
      expect(await shown.count()).toBe(1);
      await shown.click();
      expect(await shown.getAttribute('aria-pressed')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);

      await page.reload();
      await page.getByTestId('session-row').first().locator('.session-open').click();
      await page.getByTestId('message-images').waitFor(patience);
      expect(await page.getByTestId('message-images').locator('img').getAttribute('src')).toBe(`data:image/png;base64,${checkerboard}`);

      await screenshotEach(page, 'prompt-images', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await page.getByTestId('message-images').waitFor(patience);
        await pasteImage(page, 'next.png');
        await attached(page).first().waitFor(patience);
      });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });
});
