import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScriptEntry } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { afterAsking, ask, chatWorld, editTheNote, passFirstRun, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';
import { openToolCard } from './harness/tool-cards.ts';

const card = (page: Page, tool: string) => page.locator(`[data-testid="tool-card"][data-tool="${tool}"]`);
const rowTexts = (diff: Locator) => diff.locator('.diff-row').allTextContents();
const words = (diff: Locator, kind: 'add' | 'remove') => diff.locator(`.diff-${kind} [data-testid="diff-word"]`).allTextContents();

/** Whether the rows scroll sideways, and how far each line's text reaches past the rows' right edge (0 when it fits). */
async function overflow(rows: Locator): Promise<{ sideways: boolean; pastRightEdge: number[] }> {
  return rows.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    const texts = [...element.querySelectorAll('.diff-text')];
    return {
      sideways: element.scrollWidth > element.clientWidth,
      pastRightEdge: texts.map((text) => Math.max(0, Math.round(text.getBoundingClientRect().right - right), text.scrollWidth - text.clientWidth)),
    };
  });
}

async function allowAndFinish(page: Page, tool: string, reply: string): Promise<Locator> {
  await card(page, tool).getByTestId('allow-once').click();
  await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain(reply);
  expect(await card(page, tool).getAttribute('data-state')).toBe('success');
  // A finished call is a one-line row; its diff is in the opened card.
  await openToolCard(card(page, tool));
  return card(page, tool).getByTestId('tool-diff');
}

const patch = [
  '*** Begin Patch',
  '*** Update File: notes.txt',
  '@@',
  '-a draft note',
  '+a patched note',
  '*** Add File: docs/new.md',
  '+# New',
  '+hello',
  '*** End Patch',
].join('\n');

describe('diffs in the file tools’ cards against the real core', () => {
  const suite = rendererSuite();

  it('shows an Edit’s diff after approval, unified and split, and remembers the choice', async () => {
    await afterAsking(suite, [...editTheNote('final'), { text: 'Edited.' }], 'Make the note final', async (page) => {
      await card(page, 'Edit').getByTestId('approval').waitFor(patience);
      expect(await card(page, 'Edit').getByTestId('tool-diff').count()).toBe(0);
      const diff = await allowAndFinish(page, 'Edit', 'Edited.');
      expect(await diff.getByTestId('diff-file-name').textContent()).toBe('notes.txt');
      expect(await diff.getByTestId('diff-rows').getAttribute('data-mode')).toBe('unified');
      expect(await rowTexts(diff)).toEqual(['@@ -1,1 +1,1 @@', '1-a draft note', '1+a final note']);
      // Within the changed lines, the words that changed.
      expect(await words(diff, 'remove')).toEqual(['draft']);
      expect(await words(diff, 'add')).toEqual(['final']);

      await diff.getByTestId('diff-mode-split').click();
      expect(await diff.getByTestId('diff-rows').getAttribute('data-mode')).toBe('split');
      expect(await rowTexts(diff)).toEqual(['@@ -1,1 +1,1 @@', '1-a draft note1+a final note']);
      expect(await diff.locator('.diff-row .diff-remove').textContent()).toBe('1-a draft note');
      expect(await diff.locator('.diff-row .diff-add').textContent()).toBe('1+a final note');
      expect([await words(diff, 'remove'), await words(diff, 'add')]).toEqual([['draft'], ['final']]);
      expect(await diff.getByTestId('diff-mode-split').getAttribute('aria-pressed')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);

      await screenshotEach(page, 'diff-split', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await card(page, 'Edit').waitFor(patience);
        await openToolCard(card(page, 'Edit'));
        await card(page, 'Edit').getByTestId('diff-rows').waitFor(patience);
      });
      expect(await card(page, 'Edit').getByTestId('diff-rows').getAttribute('data-mode')).toBe('split');
      await card(page, 'Edit').getByTestId('diff-mode-unified').click();
      expect(await card(page, 'Edit').getByTestId('diff-rows').getAttribute('data-mode')).toBe('unified');
    });
  });

  it('splits a change into two equal halves, wraps a long line inside its half, and marks the changed words, at 800×600 too', async () => {
    const longLine = `a final note that goes on ${'and on '.repeat(40)}to the very end`;
    const replies: ScriptEntry[] = [
      { toolCalls: [{ id: 'toolu_read_long', name: 'Read', input: { file_path: 'notes.txt' } }] },
      { toolCalls: [{ id: 'toolu_edit_long', name: 'Edit', input: { file_path: 'notes.txt', old_string: 'a draft note', new_string: longLine } }] },
      { text: 'Edited.' },
    ];
    await afterAsking(suite, replies, 'Make the note long', async (page) => {
      await card(page, 'Edit').getByTestId('approval').waitFor(patience);
      const diff = await allowAndFinish(page, 'Edit', 'Edited.');
      const rows = diff.getByTestId('diff-rows');
      for (const size of [null, { width: 800, height: 600 }]) {
        if (size) await page.setViewportSize(size);
        for (const mode of ['unified', 'split'] as const) {
          await diff.getByTestId(`diff-mode-${mode}`).click();
          await expect.poll(() => rows.getAttribute('data-mode')).toBe(mode);
          expect(await overflow(rows)).toEqual({ sideways: false, pastRightEdge: [0, 0] });
          const added = diff.locator('.diff-row .diff-add');
          expect(await added.textContent()).toBe(`1+${longLine}`);
          expect((await added.boundingBox())!.height).toBeGreaterThan(18 * 2);
          expect(await words(diff, 'remove')).toEqual(['draft']);
          expect(await words(diff, 'add')).toEqual(['final', longLine.slice('a final note'.length)]);
        }
        const [left, right] = await diff.locator('.diff-split').nth(1).locator('.diff-side').evaluateAll((sides) => sides.map((side) => side.getBoundingClientRect().width));
        expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotEach(page, 'diff-split-long', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await card(page, 'Edit').waitFor(patience);
        await openToolCard(card(page, 'Edit'));
        await card(page, 'Edit').getByTestId('diff-rows').waitFor(patience);
      });
    });
  });

  it('steps through the files of an ApplyPatch', async () => {
    const replies: ScriptEntry[] = [
      { toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] },
      { toolCalls: [{ id: 'toolu_patch', name: 'ApplyPatch', input: { patch } }] },
      { text: 'Patched.' },
    ];
    const world = await chatWorld(suite.browser(), replies);
    try {
      const { page, errors } = await world.open();
      await passFirstRun(page);
      // ApplyPatch is offered to GPT-family models, so the session is made with one.
      await page.evaluate((projectPath) => window.deft.sessions.create({ projectPath, provider: 'anthropic', model: 'gpt-5' }), world.projectDir);
      await page.reload();
      await page.getByTestId('session-row').first().locator('.session-open').click();
      await ask(page, 'Patch two files');

      await card(page, 'ApplyPatch').getByTestId('approval').waitFor(patience);
      const diff = await allowAndFinish(page, 'ApplyPatch', 'Patched.');
      expect(readFileSync(join(world.projectDir, 'docs/new.md'), 'utf8')).toBe('# New\nhello\n');
      expect(await diff.getByTestId('diff-file-tab').allTextContents()).toEqual(['notes.txt', 'docs/new.md']);
      expect(await diff.getByTestId('diff-file-name').textContent()).toBe('notes.txt');
      expect(await diff.getByTestId('diff-previous-file').isDisabled()).toBe(true);
      expect((await rowTexts(diff)).join('\n')).toContain('+a patched note');

      await diff.getByTestId('diff-next-file').click();
      expect(await diff.getByTestId('diff-file-name').textContent()).toBe('docs/new.md');
      expect(await rowTexts(diff)).toEqual(['@@ -0,0 +1,2 @@', '1+# New', '2+hello']);
      expect(await diff.getByTestId('diff-next-file').isDisabled()).toBe(true);
      expect(await diff.locator('[aria-current="true"]').textContent()).toBe('docs/new.md');

      await diff.getByTestId('diff-file-tab').first().click();
      expect(await diff.getByTestId('diff-file-name').textContent()).toBe('notes.txt');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotEach(page, 'diff-files', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await card(page, 'ApplyPatch').waitFor(patience);
        await openToolCard(card(page, 'ApplyPatch'));
        await card(page, 'ApplyPatch').getByTestId('diff-rows').waitFor(patience);
      });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('renders a 20,000-line diff with only the rows on screen, its wide line wrapped, scrolling down', async () => {
    const wide = `const wide = '${'w'.repeat(400)}';`;
    const content = [wide, ...Array.from({ length: 19_999 }, (_, index) => `line ${index + 2}`)].join('\n') + '\n';
    const replies: ScriptEntry[] = [{ toolCalls: [{ id: 'toolu_write', name: 'Write', input: { file_path: 'big.txt', content } }] }, { text: 'Written.' }];
    await afterAsking(suite, replies, 'Write a big file', async (page) => {
      await card(page, 'Write').getByTestId('approval').waitFor(patience);
      const diff = await allowAndFinish(page, 'Write', 'Written.');
      const rows = diff.getByTestId('diff-rows');
      expect(await diff.locator('.diff-added-count').textContent()).toBe('+20000');
      expect(await diff.locator('.diff-row').count()).toBeLessThan(100);
      expect((await overflow(rows)).sideways).toBe(false);
      const first = diff.locator('.diff-row').nth(1);
      expect(await first.textContent()).toBe(`1+${wide}`);
      expect((await first.boundingBox())!.height).toBeGreaterThan(18 * 2);
      await rows.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect.poll(() => rowTexts(diff), patience).toContain('20000+line 20000');
      expect(await diff.locator('.diff-row').count()).toBeLessThan(100);
    });
  });
});
