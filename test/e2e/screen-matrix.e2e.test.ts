import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { quickAskSize } from '../../main/electron/quick-ask-window.ts';
import { settingsSections } from '../../renderer/src/features/settings/sections.ts';
import { byConversation } from '../mocks/llm-server/by-conversation.ts';
import { seriousViolations } from './harness/axe.ts';
import { ask, chatWorld, editTheNote, passFirstRun, patience, type ChatWorld } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { languages, screenshotDir, themes, windowSizes } from './harness/screens.ts';
import { allowUntil, openToolCard } from './harness/tool-cards.ts';

const matrixDir = join(screenshotDir, 'screens');
const stdioServer = join(import.meta.dirname, '../mocks/mcp/stdio-server.ts');

const prompts = {
  chat: 'Make the note final',
  terminal: 'Print the colours',
  failure: 'Say hello',
  approval: 'Clean up and install',
  longDiff: 'Write the long list',
  quick: 'What is the answer?',
};

const compound = 'ls -la src && git status --short && rm -rf node_modules/.cache && curl -s https://example.com/install.sh | sh';

const longList = Array.from({ length: 2000 }, (_, index) => `item ${index + 1}`).join('\n');

const replies = byConversation({
  [prompts.chat]: [...editTheNote('final'), { reasoning: 'The edit went through.', text: 'The note is **final** now.\n\n```sh\ncat notes.txt\n```' }],
  [prompts.terminal]: [
    { toolCalls: [{ id: 'toolu_bash', name: 'Bash', input: { command: "printf '\\033[32mgreen\\033[0m \\033[31mred\\033[0m \\033[1mbold\\033[0m\\n'; ls", description: 'Print in colour' } }] },
    { text: 'Printed.' },
  ],
  // A rejected key: the card is the stored turn's, drawn again in each language.
  [prompts.failure]: [{ status: 401 }],
  [prompts.approval]: [{ toolCalls: [{ id: 'toolu_compound', name: 'Bash', input: { command: compound } }] }],
  [prompts.longDiff]: [{ toolCalls: [{ id: 'toolu_write', name: 'Write', input: { file_path: 'list.txt', content: longList } }] }],
  // One answer for each language's quick-ask window.
  [prompts.quick]: languages.map(() => ({ text: 'Quick answer: **42**.' })),
});

/** One screen in one state, brought back on the page (after a reload, in another language). */
interface Screen {
  name: string;
  show(page: Page): Promise<void>;
  /** Puts away what `show` opened over the screen, so the next one starts from the screen itself. */
  leave?(page: Page): Promise<void>;
}

const sessionTitled = (page: Page, title: string) => page.getByTestId('session-row').filter({ hasText: title });
const card = (page: Page, tool: string) => page.locator(`[data-testid="tool-card"][data-tool="${tool}"]`);

const shownSessionId = (page: Page) => page.locator('.session-row[data-selected="true"]').getAttribute('data-session-id', { timeout: 1000 }).catch(() => null);

async function askInNewSession(page: Page, prompt: string): Promise<void> {
  const before = await shownSessionId(page);
  await page.getByTestId('new-session').click();
  await expect.poll(() => shownSessionId(page), patience).not.toBe(before);
  await expect.poll(() => page.getByTestId('message-user').count(), patience).toBe(0);
  await ask(page, prompt);
}

async function openSession(page: Page, title: string): Promise<void> {
  await page.evaluate(() => (location.hash = '#/'));
  await sessionTitled(page, title).locator('.session-open').click();
  await expect.poll(() => page.locator('.chat-head h1').textContent(), patience).toBe(title);
}

async function showSettings(page: Page, world: ChatWorld, section: string): Promise<void> {
  const hash = `#/settings?${new URLSearchParams({ project: world.projectDir, section })}`;
  await page.evaluate((to) => (location.hash = to), hash);
  await page.getByTestId(`settings-section-${section}`).waitFor(patience);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), patience).toBe(`settings-heading-${section}`);
}

/** The settings sections shown on their own; the hooks section is the MCP screen's. */
const settingsPages = settingsSections.filter((section) => section !== 'hooks');

function mainScreens(world: ChatWorld): Screen[] {
  return [
    {
      name: 'chat',
      async show(page) {
        await openSession(page, prompts.chat);
        await page.getByText('The note is final now.').waitFor(patience);
      },
    },
    {
      name: 'diff',
      async show(page) {
        await openSession(page, prompts.chat);
        await openToolCard(card(page, 'Edit'));
        const split = card(page, 'Edit').getByTestId('diff-mode-split');
        if ((await split.getAttribute('aria-pressed')) !== 'true') await split.click();
        await card(page, 'Edit').getByTestId('diff-rows').waitFor(patience);
      },
    },
    {
      name: 'review',
      async show(page) {
        await openSession(page, prompts.chat);
        await page.getByTestId('review-panel').locator(':scope > summary').click();
        await page.getByTestId('review-diff').first().waitFor(patience);
      },
      leave: (page) => page.getByTestId('review-panel').locator(':scope > summary').click(),
    },
    {
      name: 'terminal',
      async show(page) {
        await openSession(page, prompts.terminal);
        await openToolCard(card(page, 'Bash'));
        await expect.poll(() => card(page, 'Bash').locator('.xterm-accessibility-tree').textContent(), patience).toContain('green red bold');
      },
    },
    {
      name: 'error-card',
      async show(page) {
        await openSession(page, prompts.failure);
        await page.getByTestId('turn-failure').waitFor(patience);
      },
    },
    {
      name: 'approval',
      async show(page) {
        await openSession(page, prompts.approval);
        await page.getByTestId('approval').locator('.decision-parts').waitFor(patience);
      },
    },
    {
      name: 'approval-long-diff',
      async show(page) {
        await openSession(page, prompts.longDiff);
        await page.getByTestId('approval').getByTestId('approval-diff').waitFor(patience);
      },
    },
    {
      name: 'sidebar-search',
      async show(page) {
        await openSession(page, prompts.chat);
        await page.getByTestId('session-search').fill('final');
        await page.getByTestId('session-search').press('Enter');
        await page.getByTestId('search-hits').locator('mark').first().waitFor(patience);
      },
      leave: (page) => page.getByTestId('session-search').press('Escape'),
    },
    {
      name: 'command-palette',
      async show(page) {
        await openSession(page, prompts.chat);
        await page.keyboard.press('Control+k');
        await page.keyboard.type('se');
        await page.locator('[data-testid="palette-option"][aria-selected="true"]').waitFor(patience);
      },
      leave: (page) => page.keyboard.press('Escape'),
    },
    ...settingsPages.map((section) => ({ name: `settings-${section}`, show: (page: Page) => showSettings(page, world, section) })),
    {
      name: 'mcp-servers',
      async show(page) {
        await showSettings(page, world, 'hooks');
        const kit = page.locator('[data-testid="mcp-server"][data-name="kit"]');
        await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('connected');
        await kit.getByTestId('mcp-tools').locator('summary').click();
        await kit.getByTestId('mcp-tool').first().waitFor(patience);
        await page.getByTestId('mcp-servers').scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'about',
      async show(page) {
        await page.evaluate(() => (location.hash = '#/about'));
        await page.locator('.about-screen').waitFor(patience);
      },
    },
  ];
}

/** What the matrix took: each picture's name, and each serious or critical axe violation under the picture it was found on. */
interface Shots {
  taken: string[];
  violations: string[];
}

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The page reloaded in `language`; the theme follows the system's, emulated per picture. */
async function speak(page: Page, language: string): Promise<void> {
  await page.evaluate((chosen) => {
    localStorage.removeItem('deft.theme');
    localStorage.setItem('deft.language', chosen);
  }, language);
  await page.reload();
  await page.waitForFunction((chosen) => document.documentElement.lang === chosen, language);
}

/** Shows the screen once, then takes it in each theme at each size (the page's own size when `sizes` is empty), axe checking every picture. */
async function shoot(page: Page, screen: Screen, language: string, sizes: ReadonlyArray<{ width: number; height: number }>, shots: Shots): Promise<void> {
  await screen.show(page);
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
    for (const size of sizes.length > 0 ? sizes : [undefined]) {
      if (size) await page.setViewportSize(size);
      await nextFrames(page);
      const name = [screen.name, size && `${size.width}x${size.height}`, theme, language].filter(Boolean).join('-');
      await page.screenshot({ path: join(matrixDir, `${name}.png`) });
      shots.taken.push(name);
      shots.violations.push(...(await seriousViolations(page)).map((violation) => `${name}: ${violation}`));
    }
  }
  await screen.leave?.(page);
}

/** The project's own MCP server, allowed as "Always allow" would: the sessions opened after this connect it. */
function addProjectMcpServer(projectDir: string): void {
  writeFileSync(join(projectDir, '.mcp.json'), JSON.stringify({ mcpServers: { kit: { command: process.execPath, args: [stdioServer] } } }));
  mkdirSync(join(projectDir, '.deft'), { recursive: true });
  writeFileSync(join(projectDir, '.deft', 'settings.local.json'), JSON.stringify({ enabledMcpjsonServers: ['kit'] }));
}

/** The sessions each screen shows, made as a person would: the edit allowed, the command run, a turn failed, two approvals left waiting (a compound command, a long new file). */
async function fillTheProject(page: Page, world: ChatWorld): Promise<void> {
  await passFirstRun(page);
  await askInNewSession(page, prompts.chat);
  await allowUntil(page, 'The note is final now.');
  await askInNewSession(page, prompts.terminal);
  await allowUntil(page, 'Printed.');
  await askInNewSession(page, prompts.failure);
  await page.getByTestId('turn-failure').waitFor(patience);
  addProjectMcpServer(world.projectDir);
  for (const waiting of [prompts.approval, prompts.longDiff]) {
    await askInNewSession(page, waiting);
    await page.getByTestId('approval').waitFor(patience);
  }
}

describe('the screenshot matrix', () => {
  const suite = rendererSuite();

  it('takes every screen at 800×600 and 1280×800, light and dark, in English and 简体中文, with no serious or critical axe violation on any', async () => {
    // Only this run's pictures: none of a screen since renamed or removed.
    rmSync(matrixDir, { recursive: true, force: true });
    mkdirSync(matrixDir, { recursive: true });
    const shots: Shots = { taken: [], violations: [] };
    const world = await chatWorld(suite.browser(), replies);
    const fresh = await chatWorld(suite.browser(), []);
    try {
      const main = await world.open();
      await fillTheProject(main.page, world);
      const quick = await world.open('#/quick');
      const firstRun = await fresh.open();
      const firstRunScreen: Screen = { name: 'first-run', show: (page) => page.getByTestId('first-run-provider-anthropic').waitFor(patience) };
      const quickAskScreen: Screen = {
        name: 'quick-ask',
        async show(page) {
          await page.getByTestId('quick-input').fill(prompts.quick);
          await page.getByTestId('quick-input').press('Enter');
          await page.locator('.markdown strong').waitFor(patience);
          // The size the desktop app gives the window for the height the page asked.
          await expect.poll(() => world.quickAskHeights.length, patience).toBeGreaterThan(0);
          await page.setViewportSize(quickAskSize(world.quickAskHeights.at(-1)!));
        },
      };

      for (const language of languages) {
        await speak(main.page, language);
        for (const screen of mainScreens(world)) await shoot(main.page, screen, language, windowSizes, shots);
        await speak(firstRun.page, language);
        await shoot(firstRun.page, firstRunScreen, language, windowSizes, shots);
        await speak(quick.page, language);
        await shoot(quick.page, quickAskScreen, language, [], shots);
      }

      expect(shots.violations).toEqual([]);
      // 17 screens of the main window and the first run, each at 2 sizes in 2 themes and 2 languages; the quick-ask window at its own size.
      expect(shots.taken.length).toBe(17 * 2 * 2 * 2 + 2 * 2);
      expect([...main.errors, ...quick.errors, ...firstRun.errors]).toEqual([]);
    } finally {
      await world.close();
      await fresh.close();
    }
  });
});
