import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScriptEntry } from '../mocks/llm-server/index.ts';
import { lastUserText, toolResults } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { chatWorld, editTheNote, openProjectAndSession, patience, type ChatWorld } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

/** The chat world with a project command `/greet`, a project skill `/tidy`, and two source files to mention. */
async function composerWorld(suite: ReturnType<typeof rendererSuite>, replies: ScriptEntry[]): Promise<ChatWorld> {
  const world = await chatWorld(suite.browser(), replies);
  mkdirSync(join(world.projectDir, '.claude', 'commands'), { recursive: true });
  writeFileSync(join(world.projectDir, '.claude', 'commands', 'greet.md'), '---\ndescription: Greets someone\nargument-hint: <name>\n---\nSay hello to $ARGUMENTS politely.\n');
  mkdirSync(join(world.projectDir, '.claude', 'skills', 'tidy'), { recursive: true });
  writeFileSync(join(world.projectDir, '.claude', 'skills', 'tidy', 'SKILL.md'), '---\nname: tidy\ndescription: Tidies the notes\n---\nTidy every note.\n');
  mkdirSync(join(world.projectDir, 'src'));
  writeFileSync(join(world.projectDir, 'src', 'app.ts'), 'export {};\n');
  writeFileSync(join(world.projectDir, 'src', 'apple.ts'), 'export {};\n');
  return world;
}

const composer = (page: Page) => page.getByTestId('composer');
const completionLabels = (page: Page) => page.getByTestId('completion').locator('.completion-label').allTextContents();
const activeCompletion = (page: Page) => page.locator('[data-testid="completion"][aria-selected="true"] .completion-label').textContent();

async function turnEnded(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain(text);
  await page.getByTestId('send').waitFor();
}

describe('the composer against the real core', () => {
  const suite = rendererSuite();

  it('completes slash commands and @ files by keyboard, sends the expanded command, and recalls earlier prompts', async () => {
    const world = await composerWorld(suite, [{ text: 'Hello, Ada.' }, { text: 'I read the file.' }]);
    try {
      const { page, errors } = await world.open();
      await openProjectAndSession(page);

      await composer(page).press('/');
      await page.getByTestId('completions').waitFor(patience);
      const compact = page.getByTestId('completion').filter({ hasText: '/compact' });
      expect(await compact.locator('.completion-hint').textContent()).toBe('[focus]');
      expect(await completionLabels(page)).toEqual(expect.arrayContaining(['/compact', '/clear', '/greet', '/tidy']));
      expect(await page.getByTestId('completion').filter({ hasText: '/tidy' }).locator('.completion-kind').textContent()).toBe('skill');
      expect(await composer(page).getAttribute('aria-activedescendant')).toBeTruthy();
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.type('gr');
      await expect.poll(() => completionLabels(page)).toEqual(['/greet']);
      expect(await page.getByTestId('completion').locator('.completion-hint').textContent()).toBe('<name>');
      await page.keyboard.press('Tab');
      expect(await composer(page).inputValue()).toBe('/greet ');
      expect(await page.getByTestId('completions').count()).toBe(0);
      await page.keyboard.type('Ada');
      await page.keyboard.press('Enter');
      await turnEnded(page, 'Hello, Ada.');
      expect(lastUserText(world.server.requests[0])).toContain('Say hello to Ada politely.');

      await page.keyboard.type('Look at @sr');
      await expect.poll(() => completionLabels(page), patience).toEqual(expect.arrayContaining(['src/app.ts', 'src/apple.ts']));
      const first = await activeCompletion(page);
      await page.keyboard.press('ArrowDown');
      const second = await activeCompletion(page);
      expect(second).not.toBe(first);
      await page.keyboard.press('ArrowUp');
      expect(await activeCompletion(page)).toBe(first);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await composer(page).inputValue()).toBe(`Look at @${second} `);
      await page.keyboard.type('please');
      await page.keyboard.press('Enter');
      await turnEnded(page, 'I read the file.');
      expect(lastUserText(world.server.requests[1])).toContain(`Look at @${second} please`);

      // Escape closes the list; a new word opens it again.
      await page.keyboard.type('@app');
      await page.getByTestId('completions').waitFor(patience);
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('completions').count()).toBe(0);
      await composer(page).fill('');

      await page.keyboard.press('ArrowUp');
      expect(await composer(page).inputValue()).toBe(`Look at @${second} please`);
      await page.keyboard.press('ArrowUp');
      expect(await composer(page).inputValue()).toMatch(/Ada/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await composer(page).inputValue()).toBe('');

      await screenshotEach(page, 'composer-commands', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await composer(page).fill('/');
        await page.getByTestId('completions').waitFor(patience);
      });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('asks before bypassing permissions: Esc keeps the mode, confirming turns it on, and the header names it in words', async () => {
    const world = await composerWorld(suite, []);
    try {
      const { page, errors } = await world.open();
      await openProjectAndSession(page);
      const selector = page.getByTestId('mode-selector');
      await selector.selectOption('bypassPermissions');
      const dialog = page.getByTestId('bypass-confirm');
      await dialog.waitFor(patience);
      expect(await dialog.textContent()).toContain('Deny rules');
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', ...patience });
      expect(await selector.inputValue()).toBe('default');
      expect(await page.getByTestId('mode-warning').count()).toBe(0);

      await selector.selectOption('bypassPermissions');
      await page.getByTestId('bypass-confirm-yes').click(patience);
      await page.getByTestId('mode-warning').waitFor(patience);
      expect(await selector.inputValue()).toBe('bypassPermissions');
      await expect.poll(() => page.getByTestId('chat-mode').textContent(), patience).toBe('Mode: Bypass permissions');
      await screenshotEach(page, 'bypass-confirm', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await selector.selectOption('default');
        await page.getByTestId('mode-warning').waitFor({ state: 'detached', ...patience });
        await selector.selectOption('bypassPermissions');
        await dialog.waitFor(patience);
      });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('switches to plan mode, where the core refuses an Edit without asking; uses a model in this session or a new one; /clear starts one; refuses an image of a kind no model reads', async () => {
    const replies: ScriptEntry[] = [...editTheNote('plan'), { text: 'Plan mode kept the note as it is.' }];
    const world = await composerWorld(suite, replies);
    try {
      const { page, errors } = await world.open();
      await openProjectAndSession(page);

      await page.getByTestId('mode-selector').selectOption('plan');
      await page.getByTestId('mode-warning').waitFor(patience);
      expect(await page.getByTestId('mode-selector').inputValue()).toBe('plan');
      await composer(page).fill('Make the note final');
      await composer(page).press('Enter');
      await turnEnded(page, 'Plan mode kept the note as it is.');
      expect(await page.locator('[data-testid="tool-card"][data-tool="Edit"]').getAttribute('data-state')).toBe('denied');
      expect(await page.getByTestId('approval').count()).toBe(0);
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a draft note\n');
      const refusal = toolResults(world.server.requests.at(-1)!).find((result) => result.toolCallId === 'toolu_edit_plan');
      expect(JSON.stringify(refusal)).toMatch(/plan/i);
      expect(await seriousViolations(page)).toEqual([]);

      await page.evaluate(() => {
        const box = document.querySelector('[data-testid="composer"]')!;
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array([73, 73, 42, 0])], 'scan.tiff', { type: 'image/tiff' }));
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      expect(await page.getByTestId('image-refused').textContent()).toBe('scan.tiff is not a PNG, JPEG, GIF or WebP image, so it was left out.');
      expect(await page.getByTestId('attached-images').count()).toBe(0);
      expect(await composer(page).inputValue()).toBe('');

      await page.getByTestId('model-change').click();
      await page.getByTestId('model-select').waitFor(patience);
      expect(await page.getByTestId('model-select').locator('option').allTextContents()).toContain('mock-model');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotEach(page, 'composer-plan', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await page.getByTestId('mode-warning').waitFor(patience);
        await page.getByTestId('model-change').click();
        await page.getByTestId('model-select').waitFor(patience);
      });
      await page.getByTestId('model-select').selectOption('mock-model');
      await page.getByTestId('model-use').click();
      await expect.poll(() => page.getByTestId('session-model').textContent(), patience).toContain('mock-model');
      expect(await page.getByTestId('session-row').count()).toBe(1);
      expect(await page.getByTestId('model-use').isDisabled()).toBe(true);
      await page.getByTestId('model-new-session').click();
      await expect.poll(() => page.getByTestId('session-row').count(), patience).toBe(2);
      await expect.poll(() => page.getByTestId('session-model').textContent(), patience).toContain('mock-model');
      expect(await page.getByTestId('mode-warning').count()).toBe(0);

      await composer(page).fill('/clear');
      await expect.poll(() => activeCompletion(page), patience).toBe('/clear');
      await composer(page).press('Enter');
      await expect.poll(() => page.getByTestId('session-row').count(), patience).toBe(3);
      expect(await composer(page).inputValue()).toBe('');
      await expect.poll(() => page.getByTestId('session-model').textContent(), patience).toContain('mock-model');
      expect(world.server.requests.filter((request) => lastUserText(request).includes('/clear'))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });
});
