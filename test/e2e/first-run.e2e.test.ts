import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../main/core/core.ts';
import { startLlmServer } from '../mocks/llm-server/index.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { seriousViolations } from './harness/axe.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

const modelKey = 'sk-ant-first-run-e2e-8901';

describe('the first run against the real core', () => {
  const suite = rendererSuite();

  it('picks a folder, offers the local Ollama, takes a key for Anthropic, tests it and goes', async () => {
    const root = tempDir();
    const [dataDir, projectDir, home] = ['data', 'my-project', 'home'].map((name) => join(root, name));
    for (const dir of [dataDir, projectDir, home]) mkdirSync(dir, { recursive: true });
    // One local model server stands in for Ollama and for Anthropic: DEFT_BASE_URL points every provider at it.
    const llm = await startLlmServer({ models: ['claude-sonnet-4-6', 'claude-haiku-4-5'], replies: [{ text: 'Hello from the first session.' }] });
    const core = createCore({
      dataDir,
      env: { PATH: process.env.PATH ?? '', HOME: home, DEFT_BASE_URL: llm.url },
      desktop: { host: 'electron', pickFolder: async () => projectDir, hideQuickAsk: () => {}, fitQuickAsk: () => {}, showMainWindow: () => {}, notify: () => {} },
    });
    try {
      const { page, errors } = await openDeftPage(suite.browser(), core);
      const consoleErrors: string[] = [];
      // The loopback server has no favicon; any other error in the console (React's warnings among them) fails the test.
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) consoleErrors.push(message.text());
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      const firstRun = page.getByTestId('first-run');
      await firstRun.waitFor();
      const ollama = page.getByTestId('first-run-provider-ollama');
      await expect.poll(() => ollama.textContent()).toContain('found on this computer, models: 2');
      expect(await ollama.getByRole('radio').isChecked()).toBe(true);
      await screenshotEach(page, 'first-run', async () => {
        await page.getByTestId('first-run-provider-ollama').waitFor();
      });
      await page.evaluate(() => {
        localStorage.setItem('deft.theme', 'light');
        localStorage.setItem('deft.language', 'en');
      });
      await page.reload();
      await page.getByTestId('first-run-provider-ollama').waitFor();

      const go = page.getByTestId('first-run-go');
      expect(await go.isDisabled()).toBe(true);
      await page.getByTestId('first-run-pick-folder').click();
      await expect.poll(() => page.getByTestId('first-run-project').textContent()).toContain(projectDir);
      expect(await go.isDisabled()).toBe(false);

      // Anthropic needs a key before it can go.
      await page.getByTestId('first-run-provider-anthropic').getByRole('radio').check();
      expect(await go.isDisabled()).toBe(true);
      await page.getByTestId('secret-ANTHROPIC_API_KEY-input').fill(modelKey);
      await page.getByTestId('secret-ANTHROPIC_API_KEY').getByRole('button', { name: 'Save key' }).click();
      await expect.poll(() => go.isDisabled()).toBe(false);

      await page.getByTestId('first-run-test').click();
      const result = page.getByTestId('first-run-test-result');
      await expect.poll(() => result.getAttribute('data-ok')).toBe('true');
      expect(await result.textContent()).toContain('Anthropic works: it offers 2 models.');
      expect(llm.requests.at(-1)?.headers['x-api-key']).toBe(modelKey);
      await page.getByTestId('first-run-model').selectOption('claude-haiku-4-5');
      expect(await page.content()).not.toContain(modelKey);
      expect(await seriousViolations(page)).toEqual([]);

      await go.click();
      await firstRun.waitFor({ state: 'detached' });
      expect(JSON.parse(readFileSync(join(dataDir, 'settings.json'), 'utf8'))).toEqual({ model: 'anthropic/claude-haiku-4-5' });
      const recent = await page.evaluate(() => window.deft.projects.recent());
      expect(recent.ok && recent.data.map((project) => project.path)).toEqual([projectDir]);
      expect(await page.getByTestId('open-settings').getAttribute('href')).toBe(`#/settings?project=${encodeURIComponent(projectDir)}`);
      // It ends where the next keystroke belongs: a prompt box, focused, whose first message starts the session.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('start-composer');
      await page.keyboard.type('Hello');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('message-list').textContent(), { timeout: 45_000 }).toContain('Hello from the first session.');
      expect(await page.getByTestId('session-row').count()).toBe(1);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    } finally {
      await core.close();
      await llm.close();
    }
  });
});
