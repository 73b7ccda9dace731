import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listWorktrees } from '../../main/core/store/worktrees.ts';
import type { ScriptEntry } from '../mocks/llm-server/index.ts';
import { commitAsRepository, git } from '../main/core/worktrees/git-project.ts';
import { seriousViolations } from './harness/axe.ts';
import { ask, chatWorld, passFirstRun, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

/** Reads notes.txt, then replaces `from` with `to`; says so. */
const editNote = (name: string, from: string, to: string): ScriptEntry[] => [
  { toolCalls: [{ id: `toolu_read_${name}`, name: 'Read', input: { file_path: 'notes.txt' } }] },
  { toolCalls: [{ id: `toolu_edit_${name}`, name: 'Edit', input: { file_path: 'notes.txt', old_string: from, new_string: to } }] },
  { text: `Edited in ${name}.` },
];


/** "In a worktree…" with this name, then the prompt, its one edit allowed, until the answer shows. */
async function sessionInWorktree(page: Page, name: string, prompt: string, answer: string) {
  await page.getByTestId('new-worktree-session').click();
  const dialog = page.getByTestId('new-worktree-dialog');
  await dialog.getByTestId('worktree-name').fill(name);
  await dialog.getByTestId('new-worktree-create').click();
  await expect.poll(() => page.getByTestId('worktree-branch').textContent(), patience).toBe(`deft/${name}`);
  await ask(page, prompt);
  const approval = page.locator('[data-testid="tool-card"][data-tool="Edit"]').getByTestId('approval');
  await approval.waitFor(patience);
  await approval.getByTestId('allow-once').click();
  await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain(answer);
}

/** The changed files the header lists, as "status path". */
async function listedChanges(page: Page): Promise<string[]> {
  const bar = page.getByTestId('worktree-bar');
  const details = bar.locator('details');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return (await bar.getByTestId('worktree-files').locator('li').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

describe('sessions in git worktrees against the real core', () => {
  const suite = rendererSuite();

  it('refuses a worktree with the reason, starts a session in one, shows its branch and changed file, merges it into the project, and discards another after confirming its loss', async () => {
    const world = await chatWorld(suite.browser(), [...editNote('desk', 'draft', 'final'), ...editNote('scrap', 'final', 'scrapped')]);
    try {
      const { page, errors } = await world.open();
      await passFirstRun(page);
      // A repository with no commit yet has nothing to start a worktree from: refused, the reason in the dialog.
      await page.getByTestId('new-worktree-session').click();
      await page.getByTestId('new-worktree-create').click();
      await expect.poll(() => page.getByTestId('new-worktree-error').textContent(), patience).toBe(`${world.projectDir} has no commit yet to start a worktree from.`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('new-worktree-dialog').getByRole('button', { name: 'Cancel' }).click();
      expect(await page.getByTestId('session-row').count()).toBe(0);
      commitAsRepository(world.projectDir);

      await sessionInWorktree(page, 'desk', 'Make the note final', 'Edited in desk.');
      const bar = page.getByTestId('worktree-bar');
      await expect.poll(() => listedChanges(page), patience).toEqual(['M notes.txt (not committed)']);
      expect(await bar.getByTestId('worktree-ahead-behind').textContent()).toBe('0 ahead, 0 behind');
      expect(await bar.textContent()).toContain('from main');
      expect(await page.getByTestId('session-row').first().getByTestId('worktree-badge').textContent()).toContain('deft/desk');
      // The project itself is untouched until the merge.
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a draft note\n');

      const [desk] = listWorktrees(world.core.store(), { projectPath: world.projectDir });
      await bar.getByTestId('worktree-finish').click();
      const finish = page.getByTestId('finish-dialog');
      expect(await finish.getByTestId('pull-request-command').inputValue()).toBe('git push -u origin deft/desk && gh pr create --base main --head deft/desk --fill');
      expect(await seriousViolations(page)).toEqual([]);
      await finish.getByTestId('finish-merge').click();
      await expect.poll(() => finish.getByTestId('finish-result').textContent(), patience).toMatch(/^Merged deft\/desk into main \(a fast-forward\), now at [0-9a-f]{12}\./);
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
      expect(git(world.projectDir, 'branch', '--format=%(refname:short)').trim()).toBe('main');
      expect(git(world.projectDir, 'status', '--porcelain')).toBe('');
      expect(existsSync(desk.path)).toBe(false);
      await finish.getByTestId('finish-close').click();
      await expect.poll(() => bar.getAttribute('data-finished'), patience).toBe('merged');
      await expect.poll(() => page.getByTestId('worktree-badge').count(), patience).toBe(0);

      await sessionInWorktree(page, 'scrap', 'Scrap the note', 'Edited in scrap.');
      await expect.poll(() => listedChanges(page), patience).toEqual(['M notes.txt (not committed)']);
      const [scrap] = listWorktrees(world.core.store(), { projectPath: world.projectDir });
      expect(scrap).toMatchObject({ name: 'scrap', branch: 'deft/scrap' });
      expect(readFileSync(join(scrap.cwd, 'notes.txt'), 'utf8')).toBe('a scrapped note\n');
      const confirmation = page.getByTestId('discard-confirmation');
      await page.getByTestId('worktree-finish').click();
      await page.getByTestId('finish-discard').click();
      await confirmation.waitFor(patience);
      expect(await confirmation.getByTestId('discard-loss').locator('li').allTextContents()).toEqual(['not committed: M notes.txt']);
      expect(await seriousViolations(page)).toEqual([]);

      const openSession = () => page.getByTestId('session-row').first().locator('.session-open').click();
      await screenshotEach(page, 'worktree-bar', async () => {
        await openSession();
        await page.getByTestId('worktree-bar').locator('summary').click();
        await page.getByTestId('worktree-files').waitFor(patience);
      });
      await screenshotEach(page, 'worktree-discard', async () => {
        await openSession();
        await page.getByTestId('worktree-finish').click();
        await page.getByTestId('finish-discard').click();
        await confirmation.waitFor(patience);
      });
      // The screenshots leave the page in another language: from here on only what no language changes.
      expect(await confirmation.getByTestId('discard-loss').locator('li[data-kind="uncommitted"]').count()).toBe(1);
      await confirmation.getByTestId('discard-confirm').click();
      await expect.poll(() => page.getByTestId('finish-result').textContent(), patience).toContain('deft/scrap');
      expect(git(world.projectDir, 'branch', '--format=%(refname:short)').trim()).toBe('main');
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
      expect(existsSync(scrap.path)).toBe(false);
      expect(listWorktrees(world.core.store(), { finished: true }).map((finished) => [finished.name, finished.finished])).toEqual([['scrap', 'discarded'], ['desk', 'merged']]);
      // The refusal is the one failure the server logged.
      expect(errors.map((error) => error.message)).toEqual([`IPC sessions.create failed: ${world.projectDir} has no commit yet to start a worktree from.`]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('deletes a session in a worktree from the sidebar only with what becomes of it: its branch kept, or its worktree and branch removed after listing what is lost', async () => {
    const world = await chatWorld(suite.browser(), [...editNote('kept', 'draft', 'kept'), ...editNote('gone', 'draft', 'gone')]);
    try {
      const { page } = await world.open();
      await passFirstRun(page);
      commitAsRepository(world.projectDir);
      await sessionInWorktree(page, 'kept', 'Keep the note', 'Edited in kept.');
      await sessionInWorktree(page, 'gone', 'Lose the note', 'Edited in gone.');
      const [gone, kept] = listWorktrees(world.core.store(), { projectPath: world.projectDir });
      expect([gone.name, kept.name]).toEqual(['gone', 'kept']);
      const row = (sessionId: string) => page.locator(`[data-testid="session-row"][data-session-id="${sessionId}"]`);
      const dialog = page.getByTestId('delete-worktree-session');
      const askToDelete = async (sessionId: string) => {
        // The row knows its worktree once the project's list is in: only then does deleting ask what becomes of it.
        await row(sessionId).getByTestId('worktree-badge').waitFor(patience);
        // A row shows its actions while the pointer is on it.
        await row(sessionId).hover();
        await row(sessionId).locator('.session-actions button.danger').click();
        await dialog.waitFor(patience);
      };

      await askToDelete(gone.sessionId);
      expect(await dialog.textContent()).toContain('This session works in the worktree gone on the branch deft/gone.');
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByTestId('delete-discard').click();
      await dialog.getByTestId('discard-confirmation').waitFor(patience);
      expect(await dialog.getByTestId('discard-loss').locator('li').allTextContents()).toEqual(['not committed: M notes.txt']);
      await screenshotEach(page, 'worktree-delete-session', async () => {
        await askToDelete(gone.sessionId);
        await dialog.getByTestId('delete-discard').click();
        await dialog.getByTestId('discard-confirmation').waitFor(patience);
      });
      await dialog.getByTestId('discard-confirm').click();
      await expect.poll(() => row(gone.sessionId).count(), patience).toBe(0);
      expect(existsSync(gone.path)).toBe(false);

      await askToDelete(kept.sessionId);
      await dialog.getByTestId('delete-keep-branch').click();
      await expect.poll(() => row(kept.sessionId).count(), patience).toBe(0);
      expect(existsSync(kept.path)).toBe(false);
      expect(git(world.projectDir, 'branch', '--format=%(refname:short)').trim().split('\n')).toEqual(['deft/kept', 'main']);
      expect(git(world.projectDir, 'show', 'deft/kept:notes.txt')).toBe('a kept note\n');
      expect(git(world.projectDir, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a draft note\n');
      await page.close();
    } finally {
      await world.close();
    }
  });
});
