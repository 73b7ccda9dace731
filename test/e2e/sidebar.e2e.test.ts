import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionSummary } from '../../shared/ipc/domains/sessions.ts';
import { createCore, type Core } from '../../main/core/core.ts';
import { addMessage, appendPart } from '../../main/core/store/parts.ts';
import { createSession, getSession, renameSession, touchSession } from '../../main/core/store/sessions.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { seriousViolations } from './harness/axe.ts';
import { patience } from './harness/chat-world.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { rendererSuite, type RendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

const day = 24 * 60 * 60 * 1000;

const rows = (page: Page) => page.getByTestId('session-row');
const rowTitled = (page: Page, title: string) => rows(page).filter({ has: page.locator('.session-title', { hasText: title }) });
const visibleToggle = (page: Page) => page.locator('[data-testid="sidebar-toggle"]:visible');

/** Sessions of one project, each with a message saying "Please <title> with the zebra option", last used at the given times. */
interface Seeded {
  title: string;
  at: number;
}

/** A core whose project holds the sessions; `check` gets the page showing them. */
async function withSidebar(suite: RendererSuite, seeded: Seeded[], check: (page: Page, core: Core, ids: string[]) => Promise<void>): Promise<void> {
  const root = tempDir();
  const projectDir = join(root, 'project');
  mkdirSync(projectDir);
  const core = createCore({ dataDir: join(root, 'data'), env: { PATH: process.env.PATH ?? '', HOME: root } });
  try {
    const store = core.store();
    const ids = seeded.map(({ title, at }) => {
      const session = createSession(store, { cwd: projectDir, title });
      const message = addMessage(store, session.id, 'user');
      appendPart(store, session.id, message.id, 'text', { text: `Please ${title.toLowerCase() || 'start'} with the zebra option` });
      touchSession(store, session.id, at);
      return session.id;
    });
    const { page, errors } = await openDeftPage(suite.browser(), core);
    await expect.poll(() => rows(page).count(), patience).toBe(seeded.length);
    await check(page, core, ids);
    expect(errors).toEqual([]);
    await page.close();
  } finally {
    await core.close();
  }
}

describe('the sidebar', () => {
  const suite = rendererSuite();
  const now = Date.now();
  const three: Seeded[] = [
    { title: 'Tune the build', at: now - 60_000 },
    { title: 'Plan the migration', at: now - day },
    { title: 'Review the parser', at: now - 5 * day },
  ];

  it('lists sessions under Today, Yesterday and earlier dates, each with its time to the minute', async () => {
    await withSidebar(suite, three, async (page) => {
      const earlier = new Date(now - 5 * day);
      const sameYear = earlier.getFullYear() === new Date(now).getFullYear();
      const earlierName = earlier.toLocaleDateString('en', { weekday: 'short', month: 'short', day: 'numeric', ...(!sameYear && { year: 'numeric' }) });
      expect(await page.locator('.session-day-name').allTextContents()).toEqual(['Today', 'Yesterday', earlierName]);
      expect(await page.getByTestId('session-day').nth(1).locator('.session-title').allTextContents()).toEqual(['Plan the migration']);
      for (const time of await page.locator('.session-time').allTextContents()) expect(time).toMatch(/^\d{1,2}:\d{2}(\s?[AP]M)?$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshotEach(page, 'sidebar-days-1280', async () => {
        await rows(page).first().waitFor(patience);
      });
    });
  });

  it('shows only the search hits while searching, and the list again after Escape', async () => {
    await withSidebar(suite, three, async (page) => {
      await page.getByTestId('session-search').fill('zebra parser');
      await page.getByTestId('session-search').press('Enter');
      await expect.poll(() => page.getByTestId('search-hits').locator('li').count(), patience).toBe(1);
      expect(await page.getByTestId('search-hits').textContent()).toContain('Review the parser');
      expect(await rows(page).count()).toBe(0);
      await page.getByTestId('session-search').press('Escape');
      await expect.poll(() => rows(page).count(), patience).toBe(3);
      expect(await page.getByTestId('search-hits').count()).toBe(0);
    });
  });

  it('opens a rename with the current title, even one given after the list was shown, selected so typing replaces it', async () => {
    await withSidebar(suite, [{ title: '', at: now }], async (page, core, [id]) => {
      // As after a first prompt: the core titles the session and tells the window.
      renameSession(core.store(), id, 'Tune the build');
      core.events.emit('sessions.updated', sessionSummary.parse(getSession(core.store(), id)));
      const row = rowTitled(page, 'Tune the build');
      await row.waitFor(patience);
      await row.hover();
      await row.getByRole('button', { name: 'Rename Tune the build' }).click();
      const field = page.getByRole('textbox', { name: 'New title' });
      expect(await field.inputValue()).toBe('Tune the build');
      expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 'Tune the build'.length]);
      await page.keyboard.type('Speed up the build');
      await page.keyboard.press('Enter');
      await expect.poll(() => rows(page).first().locator('.session-title').textContent(), patience).toBe('Speed up the build');
    });
  });

  it('cancels a delete confirmation with Escape, the session kept and the focus back on Delete', async () => {
    await withSidebar(suite, three, async (page, _core, ids) => {
      const plan = rowTitled(page, 'Plan the migration');
      await plan.hover();
      await plan.getByRole('button', { name: 'Delete Plan the migration' }).click();
      await page.getByTestId('confirm-delete').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('confirm-delete').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Delete Plan the migration');
      expect(await rows(page).count()).toBe(3);
      const listed = await page.evaluate(() => window.deft.sessions.list({}));
      expect(listed.ok && listed.data.sessions.map((session) => session.id).sort()).toEqual([...ids].sort());
      await screenshotEach(page, 'sidebar-row-actions', async () => {
        await rowTitled(page, 'Plan the migration').hover();
      });
    });
  });

  it('collapses, giving the conversation the width, stays collapsed after a restart, and comes back', async () => {
    await withSidebar(suite, three, async (page) => {
      await page.setViewportSize({ width: 800, height: 600 });
      const width = () => page.locator('.main-area').evaluate((element) => element.getBoundingClientRect().width);
      const before = await width();
      await visibleToggle(page).click();
      await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(false);
      expect(await width()).toBeGreaterThan(before + 150);
      expect(await seriousViolations(page)).toEqual([]);
      await page.reload();
      await visibleToggle(page).waitFor(patience);
      expect(await visibleToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
      // The rail keeps New session at hand.
      expect(await page.getByTestId('rail-new-session').getAttribute('title')).toBe('New session (Ctrl+Shift+O)');
      await page.getByTestId('rail-new-session').click();
      await expect.poll(() => rows(page).count(), patience).toBe(4);
      await page.getByTestId('composer').waitFor(patience);
      await screenshotEach(page, 'sidebar-collapsed-800', async () => {
        await visibleToggle(page).waitFor(patience);
      });
      await visibleToggle(page).click();
      await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(true);
      expect(await visibleToggle(page).getAttribute('aria-expanded')).toBe('true');
    });
  });
});
