import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../main/core/core.ts';
import { createSession } from '../../main/core/store/sessions.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { seriousViolations } from './harness/axe.ts';
import { patience } from './harness/chat-world.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

describe('the sessions sidebar', () => {
  const suite = rendererSuite();

  it('pages, renames, exports and deletes sessions, and opens a dropped folder', async () => {
    const root = tempDir();
    const [projectDir, droppedDir] = ['project', 'dropped'].map((name) => join(root, name));
    for (const dir of [projectDir, droppedDir]) mkdirSync(dir);
    const core = createCore({ dataDir: join(root, 'data'), env: { PATH: process.env.PATH ?? '', HOME: root } });
    try {
      for (let index = 0; index < 55; index++) createSession(core.store(), { cwd: projectDir, title: `Session ${index}` });
      const { page, errors } = await openDeftPage(suite.browser(), core);
      const rows = page.getByTestId('session-row');
      await expect.poll(() => rows.count(), patience).toBe(50);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => rows.count(), patience).toBe(55);
      expect(await seriousViolations(page)).toEqual([]);

      const newest = rows.first();
      expect(await newest.textContent()).toContain('Session 54');
      // The actions show when the row is hovered or holds the focus.
      await newest.hover();
      await newest.getByRole('button', { name: 'Rename Session 54' }).click();
      await page.getByRole('textbox', { name: 'New title' }).fill('Renamed session');
      await page.getByRole('textbox', { name: 'New title' }).press('Enter');
      await expect.poll(() => rows.first().textContent(), patience).toContain('Renamed session');

      await rows.first().locator('.session-open').focus();
      const [download] = await Promise.all([page.waitForEvent('download'), rows.first().getByRole('button', { name: 'Export Renamed session as JSON' }).click()]);
      expect(download.suggestedFilename()).toBe('Renamed session.json');
      expect(readFileSync(await download.path(), 'utf8')).toContain('Renamed session');

      await rows.first().hover();
      await rows.first().getByRole('button', { name: 'Delete Renamed session' }).click();
      await page.getByTestId('confirm-delete').click();
      await expect.poll(() => rows.count(), patience).toBe(54);
      const listed = await page.evaluate(() => window.deft.sessions.list({ limit: 500 }));
      expect(listed.ok && listed.data.sessions.map((session) => session.title)).not.toContain('Renamed session');

      core.events.emit('app.notice', { level: 'warning', message: 'ripgrep (rg) was not found' });
      await expect.poll(() => page.getByTestId('notice-bar').textContent(), patience).toContain('ripgrep (rg) was not found');
      await page.getByTestId('notice-bar').getByRole('button', { name: 'Dismiss' }).click();
      expect(await page.getByTestId('notice-bar').count()).toBe(0);

      await screenshotEach(page, 'sessions', async () => {
        await rows.first().waitFor();
      });

      core.events.emit('shell.folderPicked', { path: droppedDir, via: 'drop' });
      await expect.poll(() => page.getByTestId('project-select').inputValue(), patience).toBe(droppedDir);
      expect(await rows.count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await core.close();
    }
  });
});
