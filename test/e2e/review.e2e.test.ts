import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScriptEntry } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { afterAsking, editTheNote, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

const todoWrite = (id: string, todos: Array<{ content: string; status: string }>): ScriptEntry => ({
  toolCalls: [{ id, name: 'TodoWrite', input: { todos: todos.map((todo) => ({ ...todo, activeForm: `Doing: ${todo.content}` })) } }],
});

const replies: ScriptEntry[] = [
  todoWrite('toolu_todo_1', [
    { content: 'Read the note', status: 'completed' },
    { content: 'Make the note final', status: 'in_progress' },
  ]),
  { toolCalls: [{ id: 'toolu_bash_list', name: 'Bash', input: { command: `printf 'one\\ntwo\\n' > list.txt` } }] },
  ...editTheNote('final'),
  todoWrite('toolu_todo_2', [
    { content: 'Read the note', status: 'completed' },
    { content: 'Make the note final', status: 'completed' },
  ]),
  { text: 'The note is final now.' },
];

const todoStatuses = (page: Page) => page.getByTestId('todo-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));

describe('todos, review and rewind against the real core', () => {
  const suite = rendererSuite();

  it('follows the todo list, reviews what a command and an edit changed, and rewinds the files and the chat to the first message', async () => {
    await afterAsking(suite, replies, 'Make the note final', async (page, world) => {
      const command = page.locator('[data-testid="tool-card"][data-tool="Bash"]').getByTestId('approval');
      await command.waitFor(patience);
      await command.getByTestId('allow-once').click();
      const approval = page.locator('[data-testid="tool-card"][data-tool="Edit"]').getByTestId('approval');
      await approval.waitFor(patience);
      // While the edit waits, the list is the first TodoWrite's.
      expect(await todoStatuses(page)).toEqual(['completed', 'in_progress']);
      expect(await page.getByTestId('todos-panel').textContent()).toContain('1 of 2 done');
      await approval.getByTestId('allow-once').click();
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('The note is final now.');
      await expect.poll(() => todoStatuses(page), patience).toEqual(['completed', 'completed']);

      const review = page.getByTestId('review-panel');
      await review.locator(':scope > summary').click();
      const files = review.getByTestId('review-file');
      await expect.poll(() => files.count(), patience).toBe(2);
      const [made, note] = [files.nth(0), files.nth(1)];
      expect(await made.getAttribute('data-status')).toBe('added');
      expect(await made.locator('summary code').textContent()).toBe('list.txt');
      expect(await made.getByTestId('review-counts').textContent()).toContain('+2');
      expect(await made.getByTestId('review-diff').locator('.diff-add .diff-text').allTextContents()).toEqual(['+one', '+two']);
      expect(await note.getAttribute('data-status')).toBe('modified');
      expect(await note.locator('summary code').textContent()).toBe('notes.txt');
      expect(await note.getByTestId('review-diff').textContent()).toContain('a final note');
      expect(await note.getByTestId('review-diff').textContent()).toContain('a draft note');
      expect(await seriousViolations(page)).toEqual([]);

      await screenshotEach(page, 'review', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        await page.getByTestId('review-panel').locator(':scope > summary').click();
        await page.getByTestId('review-diff').first().waitFor(patience);
      });

      await page.getByTestId('rewind').first().click();
      const dialog = page.getByTestId('rewind-dialog');
      await dialog.getByTestId('rewind-changes').waitFor(patience);
      expect(await dialog.getByTestId('rewind-changes').locator('li[data-kind="modified"] code').allTextContents()).toEqual(['notes.txt']);
      expect(await dialog.getByTestId('rewind-changes').locator('li[data-kind="removed"] code').allTextContents()).toEqual(['list.txt']);
      expect(await dialog.getByTestId('rewind-drop').isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByTestId('rewind-confirm').click();

      await expect.poll(() => readFileSync(join(world.projectDir, 'notes.txt'), 'utf8'), patience).toBe('a draft note\n');
      expect(existsSync(join(world.projectDir, 'list.txt'))).toBe(false);
      await expect.poll(() => page.getByTestId('message-user').count(), patience).toBe(0);
      expect(await page.getByTestId('message-list').textContent()).not.toContain('The note is final now.');
      expect(await dialog.count()).toBe(0);
      await expect.poll(() => page.getByTestId('review-file').count(), patience).toBe(0);
      expect(await page.getByTestId('todos-panel').count()).toBe(0);
    });
  });

  it('keeps the review panel open or closed in each session as it was left there: a session opened next has its own', async () => {
    await afterAsking(suite, [{ text: 'Hello to you.' }], 'Hello', async (page) => {
      await page.setViewportSize({ width: 800, height: 600 });
      await page.getByText('Hello to you.').waitFor(patience);
      const firstId = await page.getByTestId('session-row').first().getAttribute('data-session-id');
      const review = page.getByTestId('review-panel');
      const isOpen = () => review.evaluate((panel) => (panel as HTMLDetailsElement).open);
      await review.locator(':scope > summary').click();
      expect(await isOpen()).toBe(true);

      await page.getByTestId('new-session').click();
      await expect.poll(() => page.getByTestId('message-user').count(), patience).toBe(0);
      const secondId = await page.locator('[data-testid="session-row"][data-selected="true"]').getAttribute('data-session-id');
      expect(secondId).not.toBe(firstId);
      expect(await isOpen()).toBe(false);

      const open = (id: string | null) => page.locator(`[data-testid="session-row"][data-session-id="${id}"] .session-open`).click();
      await open(firstId);
      await page.getByText('Hello to you.').waitFor(patience);
      expect(await isOpen()).toBe(true);
      await open(secondId);
      await expect.poll(() => page.getByTestId('message-user').count(), patience).toBe(0);
      expect(await isOpen()).toBe(false);
    });
  });

  it('never counts an "always allow" as a change of the session, and a rewind keeps it', async () => {
    const bash = { toolCalls: [{ id: 'toolu_bash_made', name: 'Bash', input: { command: 'touch made.txt' } }] };
    await afterAsking(suite, [bash, { text: 'Made.' }], 'Make a file', async (page, world) => {
      await page.getByTestId('approval').getByTestId('allow-always').click(patience);
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Made.');
      const granted = join(world.projectDir, '.deft', 'settings.local.json');
      expect(readFileSync(granted, 'utf8')).toContain('touch made.txt');

      const review = page.getByTestId('review-panel');
      await review.locator(':scope > summary').click();
      await expect.poll(() => review.getByTestId('review-file').locator('summary code').allTextContents(), patience).toEqual(['made.txt']);

      await page.getByTestId('rewind').first().click();
      const dialog = page.getByTestId('rewind-dialog');
      await dialog.getByTestId('rewind-changes').waitFor(patience);
      expect(await dialog.getByTestId('rewind-changes').locator('li code').allTextContents()).toEqual(['made.txt']);
      await dialog.getByTestId('rewind-confirm').click();
      await expect.poll(() => existsSync(join(world.projectDir, 'made.txt')), patience).toBe(false);
      expect(readFileSync(granted, 'utf8')).toContain('touch made.txt');
    });
  });
});
