import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../main/core/store/sessions.ts';
import { seriousViolations } from './harness/axe.ts';
import { ask, chatWorld, editTheNote, openProjectAndSession, passFirstRun, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

/** The focused element's test id, `body` when the focus is nowhere. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? '?')));

const palette = (page: Page) => page.getByTestId('command-palette');
const options = (page: Page) => page.getByTestId('palette-option');
const activeOption = (page: Page) => page.locator('[data-testid="palette-option"][aria-selected="true"]');
const shownSession = (page: Page) => page.locator('.session-row[data-selected="true"]').getAttribute('data-session-id');
const sessionCount = async (page: Page) =>
  page.evaluate(async () => {
    const listed = await window.deft.sessions.list({});
    return listed.ok ? listed.data.sessions.length : -1;
  });

/** Opens the palette with Ctrl+K, types the query and waits for its first match to be the wanted one. */
async function find(page: Page, query: string, first: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await palette(page).waitFor();
  await expect.poll(() => focused(page)).toBe('palette-input');
  await page.keyboard.type(query);
  await expect.poll(() => activeOption(page).locator('.palette-label').textContent(), patience).toBe(first);
}

describe('app shortcuts, the command palette and where the focus goes', () => {
  const suite = rendererSuite();

  it('puts the focus in the prompt box after "Start working" and after every turn, one answered by keyboard among them', async () => {
    const world = await chatWorld(suite.browser(), [...editTheNote('final'), { text: 'The note is final now.' }, { text: 'Nothing else to do.' }]);
    try {
      const { page, errors } = await world.open();
      await passFirstRun(page);
      await page.getByTestId('start-composer').waitFor(patience);
      await expect.poll(() => focused(page), patience).toBe('start-composer');

      // Typed without a click: the keys go where the focus is.
      await page.keyboard.type('Make the note final');
      await page.keyboard.press('Enter');
      await page.getByTestId('approval').waitFor(patience);
      await expect.poll(() => focused(page), patience).toBe('allow-once');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('The note is final now.');
      await page.getByTestId('send').waitFor(patience);
      await expect.poll(() => focused(page), patience).toBe('composer');

      await page.keyboard.type('Anything else?');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('Nothing else to do.');
      await page.getByTestId('send').waitFor(patience);
      await expect.poll(() => focused(page), patience).toBe('composer');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('finds and runs a session, a command and a settings page from Ctrl+K, by keyboard, in English and Chinese', async () => {
    const world = await chatWorld(suite.browser(), []);
    try {
      const store = world.core.store();
      const login = createSession(store, { cwd: world.projectDir, title: 'Fix the login bug' });
      createSession(store, { cwd: world.projectDir, title: 'Write the release notes' });
      const { page, errors } = await world.open();
      await page.evaluate(() => localStorage.setItem('deft.theme', 'light'));
      await page.reload();
      await page.getByTestId('session-row').first().waitFor(patience);
      await page.getByTestId('start-composer').focus();

      // Escape closes it and gives the focus back where it was.
      await page.keyboard.press('Control+k');
      await palette(page).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const input = page.getByTestId('palette-input');
      expect(await input.getAttribute('role')).toBe('combobox');
      expect(await page.getByTestId('palette-options').getAttribute('role')).toBe('listbox');
      expect(await input.getAttribute('aria-activedescendant')).toBe(await activeOption(page).getAttribute('id'));
      await page.keyboard.press('ArrowDown');
      expect(await input.getAttribute('aria-activedescendant')).toBe(await options(page).nth(1).getAttribute('id'));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await input.getAttribute('aria-activedescendant')).toBe(await options(page).last().getAttribute('id'));
      // The list scrolls to the active line.
      await expect.poll(() => options(page).last().evaluate((option) => {
        const list = option.parentElement!.getBoundingClientRect();
        const line = option.getBoundingClientRect();
        return line.top >= list.top && line.bottom <= list.bottom;
      })).toBe(true);
      await page.keyboard.press('Escape');
      expect(await palette(page).count()).toBe(0);
      expect(await focused(page)).toBe('start-composer');

      // A session, by a loose spelling of its title.
      await find(page, 'lgn bug', 'Fix the login bug');
      expect(await activeOption(page).getAttribute('data-kind')).toBe('session');
      await page.keyboard.press('Enter');
      await expect.poll(() => shownSession(page), patience).toBe(login.id);
      expect(await palette(page).count()).toBe(0);
      await expect.poll(() => focused(page), patience).toBe('composer');

      // A command, shown with its shortcut.
      await find(page, 'light dark', 'Switch between light and dark theme');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await focused(page)).toBe('composer');
      await find(page, 'new sess', 'New session');
      expect(await activeOption(page).locator('kbd').textContent()).toBe('Ctrl+Shift+O');
      await page.keyboard.press('Escape');

      // A settings page: the screen opens at its section.
      await find(page, 'provid', 'Settings: Providers and models');
      expect(await activeOption(page).getAttribute('data-kind')).toBe('settings');
      await page.keyboard.press('Enter');
      await page.getByTestId('settings-screen').waitFor(patience);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('settings-heading-providers');
      // From settings, a session takes the person back to it.
      await find(page, 'release', 'Write the release notes');
      await page.keyboard.press('Enter');
      await page.getByTestId('chat').waitFor(patience);
      await expect.poll(() => page.locator('.chat-head h1').textContent(), patience).toBe('Write the release notes');

      await page.evaluate(() => localStorage.setItem('deft.language', 'zh-CN'));
      await page.reload();
      await page.getByTestId('session-row').first().waitFor(patience);
      await find(page, '新建', '新建会话');
      expect(await palette(page).getAttribute('aria-label')).toBe('命令面板');
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      // The English name finds a command too, shown in Chinese.
      await find(page, 'provid', '设置：模型服务商与模型');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 800, height: 600 });
      await screenshotEach(page, 'command-palette-800', async () => {
        await page.getByTestId('session-row').first().waitFor(patience);
        await page.keyboard.press('Control+k');
        await page.keyboard.type('se');
        await activeOption(page).waitFor();
      });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('stops a running turn from the palette, which lists Stop only while a turn runs', async () => {
    // About thirty seconds of streaming: the turn runs until the palette stops it.
    const world = await chatWorld(suite.browser(), [{ text: 'word '.repeat(300), eventGapMs: 100 }]);
    try {
      const { page, errors } = await world.open();
      await openProjectAndSession(page);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('stop the');
      expect(await options(page).filter({ hasText: 'Stop the running turn' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      await ask(page, 'Talk for a while');
      await page.getByTestId('cancel').waitFor(patience);
      await find(page, 'stop the', 'Stop the running turn');
      expect(await activeOption(page).locator('kbd').textContent()).toBe('Esc');
      await page.keyboard.press('Enter');
      await page.getByTestId('send').waitFor(patience);
      await expect.poll(() => page.getByTestId('session-activity').getAttribute('data-activity'), patience).toBe('stopped');
      await expect.poll(() => focused(page), patience).toBe('composer');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('takes Ctrl with Shift+O, comma, Shift+F, L and B for new session, settings, search, the prompt box and the sidebar, as the tooltips say', async () => {
    const world = await chatWorld(suite.browser(), []);
    try {
      createSession(world.core.store(), { cwd: world.projectDir, title: 'An older session' });
      const { page, errors } = await world.open();
      await page.getByTestId('session-row').first().waitFor(patience);
      expect(await page.getByTestId('new-session').getAttribute('title')).toBe('New session (Ctrl+Shift+O)');
      expect(await page.getByTestId('session-search').getAttribute('title')).toBe('Search sessions (Ctrl+Shift+F)');
      expect(await page.getByTestId('open-settings').getAttribute('title')).toBe('Settings (Ctrl+,)');

      await page.keyboard.press('Control+Shift+O');
      await expect.poll(() => sessionCount(page), patience).toBe(2);
      await page.getByTestId('composer').waitFor(patience);
      await expect.poll(() => focused(page), patience).toBe('composer');

      await page.keyboard.press('Control+Shift+F');
      await expect.poll(() => focused(page)).toBe('session-search');
      await page.keyboard.press('Control+l');
      await expect.poll(() => focused(page)).toBe('composer');

      const sidebar = page.getByTestId('sidebar');
      expect(await page.locator('[data-testid="sidebar-toggle"]:visible').getAttribute('title')).toBe('Hide sidebar (Ctrl+B)');
      await page.keyboard.press('Control+b');
      await expect.poll(() => sidebar.isVisible()).toBe(false);
      expect(await page.locator('[data-testid="sidebar-toggle"]:visible').getAttribute('aria-expanded')).toBe('false');
      // Search brings a collapsed sidebar back.
      await page.keyboard.press('Control+Shift+F');
      await expect.poll(() => sidebar.isVisible()).toBe(true);
      await expect.poll(() => focused(page)).toBe('session-search');

      await page.keyboard.press('Control+,');
      await page.getByTestId('settings-screen').waitFor(patience);
      await page.keyboard.press('Control+l');
      await page.getByTestId('composer').waitFor(patience);
      await expect.poll(() => focused(page), patience).toBe('composer');

      // The desktop app's menu items for them do the same.
      world.core.events.emit('shell.menuCommand', { command: 'toggleSidebar' });
      await expect.poll(() => sidebar.isVisible()).toBe(false);
      world.core.events.emit('shell.menuCommand', { command: 'palette' });
      await palette(page).waitFor(patience);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });
});
