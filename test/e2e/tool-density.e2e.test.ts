import type { Locator, Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUserText, type ScriptEntry } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { afterAsking, chatWorld, passFirstRun, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';
import { allowUntil } from './harness/tool-cards.ts';

const card = (page: Page, tool: string) => page.locator(`[data-testid="tool-card"][data-tool="${tool}"]`);
const toggle = (of: Locator) => of.getByTestId('tool-toggle');
const answered = (page: Page, text: string) => expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain(text);

/** Pastes `text` into the prompt box as the clipboard would. */
async function paste(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** A log of `lines` lines, as a person would paste it. */
const log = (lines: number) => Array.from({ length: lines }, (_, index) => `2026-12-03 07:00:${String(index % 60).padStart(2, '0')} worker ${index + 1}: step done`).join('\n');

describe('tool calls as one-line rows and large pastes as attachments, against the real core', () => {
  const suite = rendererSuite();

  it('shows finished calls as one line that opens on a click or Enter; a Bash card has one view of its output', async () => {
    const replies: ScriptEntry[] = [
      { toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] },
      { toolCalls: [{ id: 'toolu_bash', name: 'Bash', input: { command: 'echo printed-once', description: 'Print a word' } }] },
      { text: 'Both are done.' },
    ];
    await afterAsking(suite, replies, 'Read the note and print a word', async (page) => {
      await allowUntil(page, 'Both are done.');
      const read = card(page, 'Read');
      const bash = card(page, 'Bash');
      await expect.poll(() => bash.getAttribute('data-state'), patience).toBe('success');

      for (const row of [read, bash]) {
        expect(await toggle(row).getAttribute('aria-expanded')).toBe('false');
        expect((await row.boundingBox())!.height).toBeLessThan(40);
        expect(await row.getByTestId('tool-duration').textContent()).toMatch(/\d+ (ms|s)$/);
      }
      expect(await toggle(read).textContent()).toContain('notes.txt');
      expect(await toggle(bash).textContent()).toContain('echo printed-once');
      // Collapsed, neither the file nor the command's output is on the page.
      expect(await read.textContent()).not.toContain('a draft note');
      expect(await bash.getByTestId('terminal').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await toggle(read).focus();
      await page.keyboard.press('Enter');
      expect(await toggle(read).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => read.textContent(), patience).toContain('a draft note');

      await toggle(bash).click();
      const terminal = bash.locator('[data-testid="terminal"][data-ready="true"]');
      await terminal.waitFor(patience);
      await expect.poll(() => bash.locator('.xterm-accessibility-tree').textContent(), patience).toContain('printed-once');
      // One view: the terminal, and no second copy of the output beside it.
      expect(await bash.getByTestId('terminal').count()).toBe(1);
      expect(await bash.locator('.tool-result, .tool-output').count()).toBe(0);
      expect(await bash.getByText('Output', { exact: true }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await toggle(read).focus();
      await page.keyboard.press('Enter');
      expect(await toggle(read).getAttribute('aria-expanded')).toBe('false');
      expect(await read.textContent()).not.toContain('a draft note');
    });
  });

  it('keeps a call waiting for approval, a running one and a failed one open, and folds a finished one', async () => {
    const slow = 'touch started.txt; echo waiting-for-go; until [ -f go ]; do sleep 0.1; done; echo finished-now';
    const replies: ScriptEntry[] = [
      { toolCalls: [{ id: 'toolu_slow', name: 'Bash', input: { command: slow, description: 'Wait for go' } }] },
      { toolCalls: [{ id: 'toolu_fail', name: 'Bash', input: { command: 'echo about-to-fail; exit 3', description: 'Fail' } }] },
      { text: 'One worked, one failed.' },
    ];
    await afterAsking(suite, replies, 'Run the two commands', async (page, world) => {
      const slowCard = card(page, 'Bash').first();
      const allow = slowCard.getByTestId('allow-once');
      await allow.waitFor(patience);
      // Waiting for the person: the approval is on screen, in the open card.
      expect(await allow.isVisible()).toBe(true);
      expect(await toggle(slowCard).getAttribute('aria-expanded')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await allow.click();

      await expect.poll(() => slowCard.getAttribute('data-state'), patience).toBe('running');
      expect(await toggle(slowCard).getAttribute('aria-expanded')).toBe('true');
      await slowCard.locator('[data-testid="terminal"][data-interactive="true"]').waitFor(patience);

      writeFileSync(join(world.projectDir, 'go'), '');
      await allowUntil(page, 'One worked, one failed.');
      expect(await slowCard.getAttribute('data-state')).toBe('success');
      expect(await toggle(slowCard).getAttribute('aria-expanded')).toBe('false');
      expect(await slowCard.getByTestId('terminal').count()).toBe(0);

      const failed = card(page, 'Bash').nth(1);
      expect(await failed.getAttribute('data-state')).toBe('error');
      expect(await failed.getByTestId('tool-exit').textContent()).toBe('exit 3');
      expect(await toggle(failed).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => failed.locator('.xterm-accessibility-tree').textContent(), patience).toContain('about-to-fail');
    });
  });

  it('shows the approval a call waits for even when the person folds its card', async () => {
    const replies: ScriptEntry[] = [{ toolCalls: [{ id: 'toolu_touch', name: 'Bash', input: { command: 'touch folded.txt' } }] }, { text: 'Made it.' }];
    await afterAsking(suite, replies, 'Make a file', async (page) => {
      const asking = card(page, 'Bash');
      const allow = asking.getByTestId('allow-once');
      await allow.waitFor(patience);
      await toggle(asking).click();
      expect(await toggle(asking).getAttribute('aria-expanded')).toBe('false');
      expect(await allow.isVisible()).toBe(true);
      await allow.click();
      await answered(page, 'Made it.');
      expect(await toggle(asking).getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('turns a 220-line paste into an attachment chip, sends it whole, and shows it folded in the conversation', async () => {
    const pasted = log(220);
    await afterAsking(suite, [{ text: 'I read the log.' }, { text: 'The log is fine.' }], 'Hello', async (page, world) => {
      await answered(page, 'I read the log.');
      const composer = page.getByTestId('composer');
      await paste(composer, pasted);
      const chip = page.getByTestId('pasted-chip');
      await chip.waitFor(patience);
      expect(await chip.textContent()).toContain('Pasted text, 220 lines');
      expect(await composer.inputValue()).toBe('');
      expect(await seriousViolations(page)).toEqual([]);

      await composer.fill('What failed in this log?');
      await composer.press('Enter');
      await answered(page, 'The log is fine.');
      expect(await chip.count()).toBe(0);

      const sent = lastUserText(world.server.requests.at(-1)!);
      expect(sent).toContain('What failed in this log?');
      expect(sent).toContain('worker 1: step done');
      expect(sent).toContain('worker 220: step done');

      const prompt = page.getByTestId('message-user').last();
      expect((await prompt.boundingBox())!.height).toBeLessThan(160);
      expect(await prompt.textContent()).toContain('What failed in this log?');
      const folded = prompt.getByTestId('pasted-text');
      expect(await folded.locator('summary').textContent()).toBe('Pasted text, 220 lines');
      expect(await folded.locator('pre').isVisible()).toBe(false);
      await folded.locator('summary').click();
      expect(await folded.locator('pre').isVisible()).toBe(true);
      expect(await folded.locator('pre').textContent()).toContain('worker 220: step done');
      expect(await seriousViolations(page)).toEqual([]);

      await screenshotEach(page, 'tool-density-paste', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await page.getByTestId('pasted-text').waitFor(patience);
      });
      // Reloaded from the store, the paste is still one folded line.
      expect(await page.getByTestId('pasted-text').locator('summary').textContent()).toContain('220');
    });
  });

  it('shows a large paste as a chip in the queue and in a recalled prompt, never its raw markers', async () => {
    const replies: ScriptEntry[] = [{ toolCalls: [{ id: 'toolu_bash', name: 'Bash', input: { command: 'rm -rf build' } }] }, { text: 'Not run.' }, { text: 'Read the queued log.' }];
    await afterAsking(suite, replies, 'Clean the build', async (page, world) => {
      // The turn waits on the approval, so what is sent now is queued.
      await page.getByTestId('approval').waitFor(patience);
      const composer = page.getByTestId('composer');
      await paste(composer, log(220));
      await composer.fill('And this log?');
      await composer.press('Enter');
      const queued = page.getByTestId('queued-message');
      await queued.waitFor(patience);
      expect(await queued.getByTestId('queued-paste').textContent()).toBe('Pasted text, 220 lines');
      expect(await queued.textContent()).not.toContain('pasted_text');
      expect(await queued.textContent()).not.toContain('worker 1: step done');
      expect(await queued.getByRole('button', { name: 'Edit the queued message “And this log?”' }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      // Editing changes the typed words and keeps the paste.
      await queued.getByRole('button', { name: /^Edit/ }).click();
      const draft = page.getByTestId('queued-edit');
      expect(await draft.inputValue()).toBe('And this log?');
      await draft.fill('And this log, please?');
      await draft.press('Enter');
      await expect.poll(() => queued.locator('.queued-text').textContent(), patience).toBe('And this log, please?');
      expect(await queued.getByTestId('queued-paste').count()).toBe(1);

      await page.getByTestId('deny').click();
      await answered(page, 'Read the queued log.');
      const sent = lastUserText(world.server.requests.at(-1)!);
      expect(sent).toContain('And this log, please?');
      expect(sent).toContain('worker 220: step done');

      // Arrow-up brings the prompt back as it was written: the words in the box, the paste as its chip.
      await composer.focus();
      await composer.press('ArrowUp');
      expect(await composer.inputValue()).toBe('And this log, please?');
      expect(await page.getByTestId('pasted-chip').textContent()).toContain('Pasted text, 220 lines');
      await composer.press('ArrowUp');
      expect(await composer.inputValue()).toBe('Clean the build');
      expect(await page.getByTestId('pasted-chip').count()).toBe(0);
      await composer.press('ArrowDown');
      await composer.press('ArrowDown');
      expect(await composer.inputValue()).toBe('');
      expect(await page.getByTestId('pasted-chip').count()).toBe(0);
    });
  });

  it('takes a large paste as a chip in the first prompt of a project too', async () => {
    const world = await chatWorld(suite.browser(), [{ text: 'Seen the log.' }]);
    try {
      const { page, errors } = await world.open();
      await passFirstRun(page);
      const box = page.getByTestId('start-composer');
      await paste(box, log(60));
      expect(await page.getByTestId('pasted-chip').textContent()).toContain('Pasted text, 60 lines');
      await box.fill('Look at this');
      await box.press('Enter');
      await answered(page, 'Seen the log.');
      expect(await page.getByTestId('message-user').first().getByTestId('pasted-text').locator('summary').textContent()).toBe('Pasted text, 60 lines');
      expect(lastUserText(world.server.requests[0])).toContain('worker 60: step done');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });
});
