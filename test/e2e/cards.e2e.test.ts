import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { amapKey, startAmapMock } from '../mocks/cloud/amap.ts';
import { startTavily } from '../mocks/cloud/tavily.ts';
import type { ScriptEntry } from '../mocks/llm-server/index.ts';
import { seriousViolations } from './harness/axe.ts';
import { ask, chatWorld, openProjectAndSession, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';
import { openToolCard } from './harness/tool-cards.ts';

const card = (page: Page, tool: string) => page.locator(`[data-testid="tool-card"][data-tool="${tool}"]`).first();

const replies: ScriptEntry[] = [
  { toolCalls: [{ id: 'toolu_search', name: 'WebSearch', input: { query: 'why is the sky blue', max_results: 3 } }] },
  {
    toolCalls: [
      { id: 'toolu_route', name: 'Location', input: { action: 'get_directions', location: '天安门', destination: '北京西站', mode: 'walking', region: 'cn' } },
    ],
  },
  { toolCalls: [{ id: 'toolu_task', name: 'Task', input: { description: 'Read the note', prompt: 'Read notes.txt and say what it holds.', subagent_type: 'explore' } }] },
  // The explore sub-agent's two answers, then the parent's last two.
  { toolCalls: [{ id: 'toolu_sub_read', name: 'Read', input: { file_path: 'notes.txt' } }] },
  { text: 'The note says it was changed.' },
  { toolCalls: [{ id: 'toolu_git_diff', name: 'GitDiff', input: {} }] },
  { text: 'The sky is blue from Rayleigh scattering; the walk is short; the note was changed.' },
];

describe('tool cards for the web, maps and sub-agents against the real core', () => {
  const suite = rendererSuite();

  it('shows search results as links, a walking route with its legs, the sub-agent’s Read inside its Task card, and a git diff', async () => {
    const [tavily, amap] = await Promise.all([startTavily(), startAmapMock()]);
    const world = await chatWorld(suite.browser(), replies);
    try {
      const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.com', ...args], { cwd: world.projectDir });
      git('add', 'notes.txt');
      git('commit', '-q', '-m', 'The note');
      writeFileSync(join(world.projectDir, 'notes.txt'), 'a changed note\n');
      const { page, errors } = await world.open();
      // Keys and addresses as the settings screen stores them.
      await page.evaluate(
        async ({ tavilyUrl, tavilyKey, amapUrl, amapKey }) => {
          await window.deft.secrets.set({ name: 'TAVILY_API_KEY', value: tavilyKey });
          await window.deft.secrets.set({ name: 'AMAP_API_KEY', value: amapKey });
          await window.deft.settings.write({ scope: 'user', value: { services: { urls: { TAVILY_BASE_URL: tavilyUrl, AMAP_BASE_URL: amapUrl } } } });
        },
        { tavilyUrl: tavily.url, tavilyKey: tavily.key, amapUrl: amap.url, amapKey },
      );
      await openProjectAndSession(page);
      await ask(page, 'Why is the sky blue, how do I walk to the station, and what does the note say?');
      await expect.poll(() => page.getByTestId('message-list').textContent(), patience).toContain('the note was changed.');
      // Finished calls are one-line rows: each is opened to read its body.
      for (const tool of ['WebSearch', 'Location', 'Task', 'GitDiff']) await openToolCard(card(page, tool));

      const links = card(page, 'WebSearch').getByTestId('web-results').getByRole('link');
      expect(await links.count()).toBe(3);
      expect(await links.first().getAttribute('href')).toMatch(/^https:\/\//);
      expect(await links.first().getAttribute('target')).toBe('_blank');
      expect(await links.first().getAttribute('rel')).toBe('noreferrer');
      expect(await card(page, 'WebSearch').textContent()).toContain('Rayleigh');

      const route = card(page, 'Location').getByTestId('location-route');
      expect(await route.textContent()).toMatch(/Walking route: [\d.]+ k?m/);
      expect(await route.textContent()).toContain('天安门 → 北京西站');

      const task = card(page, 'Task');
      const nestedRead = task.getByTestId('subagent-transcript').locator('[data-testid="tool-card"][data-tool="Read"]');
      await expect.poll(() => nestedRead.getAttribute('data-state'), patience).toBe('success');
      await openToolCard(nestedRead);
      expect(await nestedRead.textContent()).toContain('a changed note');
      expect(await task.getByTestId('subagent-transcript').textContent()).toContain('The note says it was changed.');
      expect(await task.textContent()).toContain('explore');
      // The sub-agent's calls stay inside its card: the conversation shows one Read, the nested one.
      expect(await page.locator('[data-testid="tool-card"][data-tool="Read"]').count()).toBe(1);
      const gitDiff = card(page, 'GitDiff').getByTestId('git-diff');
      expect(await gitDiff.textContent()).toContain('a changed note');
      expect(await gitDiff.textContent()).toContain('a draft note');
      expect(await seriousViolations(page)).toEqual([]);

      await screenshotEach(page, 'cards', async () => {
        await page.getByTestId('session-row').first().locator('.session-open').click();
        // Reopened from the store: the sub-agent's transcript comes from its own session. The list
        // opens at its end and renders only what is near, so it is scrolled up to the Task first.
        await page.getByText('the note was changed.').waitFor(patience);
        await page.getByTestId('message-list').evaluate((list) => list.scrollTo(0, 0));
        await openToolCard(card(page, 'Task'));
        await card(page, 'Task').getByTestId('subagent-transcript').locator('[data-tool="Read"]').waitFor(patience);
        await openToolCard(card(page, 'Task').getByTestId('subagent-transcript').locator('[data-tool="Read"]'));
        await card(page, 'Task').scrollIntoViewIfNeeded();
      });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await Promise.all([world.close(), tavily.close(), amap.close()]);
    }
  });
});
