import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe.ts';
import { chatWorld, editTheNote, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';

/** Whether the focused element matches the selector and the focus ring is drawn (`:focus-visible` with an outline or shadow). */
function focusShown(page: Page, selector: string): Promise<{ matches: boolean; visible: boolean }> {
  return page.evaluate((wanted) => {
    const element = document.activeElement;
    if (!element || element === document.body) return { matches: false, visible: false };
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return { matches: element.matches(wanted), visible: element.matches(':focus-visible') && ring };
  }, selector);
}

/** Presses Tab until the focus reaches the selector's element, whose focus must then be visible. */
async function tabTo(page: Page, selector: string, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press(key);
    const focus = await focusShown(page, selector);
    if (focus.matches) {
      expect(focus.visible, `the focus on ${selector} is visible`).toBe(true);
      return;
    }
  }
  throw new Error(`${key} never reached ${selector}`);
}

async function expectFocusOn(page: Page, selector: string): Promise<void> {
  await expect.poll(() => focusShown(page, selector), patience).toEqual({ matches: true, visible: true });
}

const testId = (id: string) => `[data-testid="${id}"]`;
const anthropicRadio = `${testId('first-run-provider-anthropic')} input[type="radio"]`;

async function firstRunByKeyboard(page: Page): Promise<void> {
  await tabTo(page, testId('first-run-pick-folder'));
  await page.keyboard.press('Enter');
  await page.getByTestId('first-run-project').waitFor();
  await tabTo(page, '[data-testid^="first-run-provider-"] input[type="radio"]');
  for (let presses = 0; presses < 10 && !(await focusShown(page, anthropicRadio)).matches; presses++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  expect(await page.locator(anthropicRadio).isChecked()).toBe(true);
  await expect.poll(() => page.getByTestId('first-run-go').isDisabled(), patience).toBe(false);
  await tabTo(page, testId('first-run-go'));
  await page.keyboard.press('Enter');
}

async function askByKeyboard(page: Page, prompt: string): Promise<void> {
  await tabTo(page, testId('composer'));
  await page.keyboard.type(prompt);
  await page.keyboard.press('Enter');
}

const messages = (page: Page) => page.getByTestId('message-list').textContent();

describe('the app by keyboard alone', () => {
  const suite = rendererSuite();

  it('opens a project, starts a session, asks, allows one edit and denies another with a message, all without the mouse', async () => {
    const replies = [
      ...editTheNote('final'),
      { text: 'The note is final now.' },
      { toolCalls: [{ id: 'toolu_edit_gone', name: 'Edit', input: { file_path: 'notes.txt', old_string: 'final', new_string: 'gone' } }] },
      { text: 'Understood, the note stays final.' },
    ];
    const world = await chatWorld(suite.browser(), replies);
    try {
      const { page, errors } = await world.open();
      await firstRunByKeyboard(page);
      await page.getByTestId('new-session').waitFor();
      await tabTo(page, testId('new-session'));
      await page.keyboard.press('Enter');
      await page.getByTestId('composer').waitFor();

      await askByKeyboard(page, 'Make the note final');
      await page.getByTestId('approval').waitFor(patience);
      await expectFocusOn(page, testId('allow-once'));
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect.poll(() => messages(page), patience).toContain('The note is final now.');
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');

      await askByKeyboard(page, 'Now remove the word');
      await expect.poll(() => page.locator(`[data-tool="Edit"] ${testId('approval')}`).count(), patience).toBe(1);
      await expectFocusOn(page, testId('allow-once'));
      await page.keyboard.press('Escape');
      await expectFocusOn(page, testId('deny-message'));
      await page.keyboard.type('Leave it as it is');
      await page.keyboard.press('Enter');
      await expect.poll(() => messages(page), patience).toContain('Understood, the note stays final.');
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
      expect(JSON.stringify(world.server.requests.at(-1)?.body)).toContain('Leave it as it is');
      expect(await seriousViolations(page)).toEqual([]);

      await tabTo(page, testId('open-settings'));
      await page.keyboard.press('Enter');
      await page.getByTestId('settings-screen').waitFor();
      await expect.poll(() => page.getByTestId('mcp-servers').getAttribute('data-state'), patience).toBe('servers');
      expect(await seriousViolations(page)).toEqual([]);
      await tabTo(page, '.settings-back');
      await page.keyboard.press('Enter');
      await page.getByTestId('sidebar').waitFor();
      await tabTo(page, 'a[href="#/about"]', 'Shift+Tab');
      await page.keyboard.press('Enter');
      await page.getByTestId('app-info').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();

      const quick = await world.open('#/quick');
      await tabTo(quick.page, testId('quick-input'));
      expect(await seriousViolations(quick.page)).toEqual([]);
      expect(quick.errors).toEqual([]);
      await quick.page.close();
    } finally {
      await world.close();
    }
  });
});
