import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../main/core/core.ts';
import { jinaCheckPage } from '../../main/core/services/web-fetch/check.ts';
import { exampleDomainPage, startJina, type JinaMock } from '../mocks/cloud/jina.ts';
import { startTavily, tavilyErrors, type TavilyMock } from '../mocks/cloud/tavily.ts';
import { startLlmServer, type LlmServer } from '../mocks/llm-server/index.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { seriousViolations } from './harness/axe.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotDir, screenshotEach } from './harness/screens.ts';

const tavilyKey = 'tvly-e2e-good-key-0123';
const modelKey = 'sk-ant-settings-e2e-4567';
const jinaKey = 'jina_e2e_good_key_89ab';

interface SettingsWorld {
  core: Core;
  dataDir: string;
  projectDir: string;
  tavily: TavilyMock;
  jina: JinaMock;
  llm: LlmServer;
}

/** A data folder, a project with one "always allow" grant, Tavily and Jina Reader mocks and a model server, all local. */
async function settingsWorld(): Promise<SettingsWorld> {
  const root = tempDir();
  const dataDir = join(root, 'data');
  const projectDir = join(root, 'project');
  const home = join(root, 'home');
  for (const dir of [dataDir, join(projectDir, '.deft'), home]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(projectDir, '.deft', 'settings.local.json'), JSON.stringify({ permissions: { allow: ['Bash(npm test:*)'] } }));
  writeFileSync(join(projectDir, '.deft', 'settings.json'), JSON.stringify({ permissions: { deny: ['WebFetch(domain:example.com)'] }, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './check-command.sh' }] }] } }));
  const [tavily, jina, llm] = await Promise.all([
    startTavily({ key: tavilyKey }),
    startJina({ key: jinaKey, pages: { [jinaCheckPage]: exampleDomainPage } }),
    startLlmServer({ models: ['claude-sonnet-4-6', 'claude-haiku-4-5'] }),
  ]);
  const env = { PATH: process.env.PATH ?? '', HOME: home, TAVILY_BASE_URL: tavily.url, JINA_READER_BASE_URL: jina.url, ANTHROPIC_BASE_URL: llm.url };
  const core = createCore({ dataDir, env });
  core.workspace.projects.open(projectDir);
  return { core, dataDir, projectDir, tavily, jina, llm };
}

async function storeKey(page: Page, name: string, value: string): Promise<void> {
  const field = page.getByTestId(`secret-${name}`);
  await field.getByTestId(`secret-${name}-input`).fill(value);
  await field.getByRole('button', { name: 'Save key' }).click();
  await expect.poll(() => field.getByTestId(`secret-${name}-status`).getAttribute('data-status')).toBe('stored');
  await expect.poll(() => field.getByTestId(`secret-${name}-input`).inputValue()).toBe('');
}

describe('the settings screen against the real core', () => {
  const suite = rendererSuite();

  it('stores keys write-only, tests Tavily, Jina and the model provider, revokes a grant, and switches language and theme', async () => {
    const world = await settingsWorld();
    try {
      const url = `#/settings?project=${encodeURIComponent(world.projectDir)}`;
      const { page, errors } = await openDeftPage(suite.browser(), world.core, url);
      const consoleErrors: string[] = [];
      // The loopback server has no favicon; any other error in the console (React's warnings among them) fails the test.
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) consoleErrors.push(message.text());
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      await page.getByTestId('settings-screen').waitFor();

      // A bad Tavily key: stored, never shown, and the service's 401 shown as it came back.
      await storeKey(page, 'TAVILY_API_KEY', 'tvly-wrong-key');
      expect(await page.evaluate(() => window.deft.secrets.list())).toEqual({ ok: true, data: { names: ['TAVILY_API_KEY'], encrypted: false } });
      await page.getByTestId('service-webSearch-test').click();
      const searchResult = page.getByTestId('service-webSearch-result');
      await expect.poll(() => searchResult.getAttribute('data-ok')).toBe('false');
      expect(await searchResult.textContent()).toContain(tavilyErrors.unauthorized);

      // The right key: the test search succeeds and says what came back.
      await storeKey(page, 'TAVILY_API_KEY', tavilyKey);
      await page.getByTestId('service-webSearch-test').click();
      await expect.poll(() => searchResult.getAttribute('data-ok')).toBe('true');
      expect(await searchResult.textContent()).toMatch(/Tavily works: a test search returned \d+ results?\./);
      expect(world.tavily.requests.at(-1)?.headers.authorization).toBe(`Bearer ${tavilyKey}`);

      // The Jina key: stored, and the test reads a page through the local Jina Reader and says what came back.
      await storeKey(page, 'JINA_API_KEY', jinaKey);
      await page.getByTestId('service-jina-test').click();
      const jinaResult = page.getByTestId('service-jina-result');
      await expect.poll(() => jinaResult.getAttribute('data-ok')).toBe('true');
      expect(await jinaResult.textContent()).toContain(`Jina Reader works: it read "${exampleDomainPage.title}" from ${jinaCheckPage} (${exampleDomainPage.content.length} characters).`);
      expect(world.jina.requests.at(-1)?.headers.authorization).toBe(`Bearer ${jinaKey}`);

      // A service without a key says so, beside its button.
      await page.getByTestId('service-amap-test').click();
      const amapResult = page.getByTestId('service-amap-result');
      await expect.poll(() => amapResult.getAttribute('data-ok')).toBe('false');
      expect(await amapResult.textContent()).toMatch(/AMAP_API_KEY/);

      // The model chat uses now, and why: with no key and no model set, the local Ollama and its default.
      const inUse = page.getByTestId('model-in-use');
      await expect.poll(() => inUse.getAttribute('data-model')).toBe('gpt-oss:20b');
      expect(await inUse.getAttribute('data-provider')).toBe('ollama');
      expect(await inUse.textContent()).toContain('a local Ollama, because no API key is set');
      expect(await page.getByTestId('settings-section-providers').textContent()).not.toContain('No default model is set');

      // The provider: key stored, test connection against the local model server, a default model chosen.
      const anthropic = page.getByTestId('provider-anthropic');
      await storeKey(page, 'ANTHROPIC_API_KEY', modelKey);
      await expect.poll(() => inUse.getAttribute('data-model')).toBe('claude-sonnet-4-6');
      expect(await inUse.textContent()).toContain('New chats use claude-sonnet-4-6 from Anthropic.');
      expect(await inUse.textContent()).toContain('the default model of Anthropic');
      expect(await inUse.textContent()).toContain('chosen because ANTHROPIC_API_KEY is set');
      await anthropic.getByTestId('provider-anthropic-test').click();
      const providerResult = anthropic.getByTestId('provider-anthropic-result');
      await expect.poll(() => providerResult.getAttribute('data-ok')).toBe('true');
      expect(await providerResult.textContent()).toContain('Anthropic works: it offers 2 models.');
      expect(world.llm.requests.at(-1)?.headers['x-api-key']).toBe(modelKey);
      await anthropic.getByTestId('provider-anthropic-model').selectOption('claude-haiku-4-5');
      await expect.poll(() => page.getByTestId('default-model-input').inputValue()).toBe('anthropic/claude-haiku-4-5');
      expect(JSON.parse(readFileSync(join(world.dataDir, 'settings.json'), 'utf8'))).toEqual({ model: 'anthropic/claude-haiku-4-5' });
      await expect.poll(() => inUse.getAttribute('data-model')).toBe('claude-haiku-4-5');
      expect(await inUse.getAttribute('data-model-origin')).toBe('settings');
      expect(await inUse.textContent()).toContain(`set by “model” in ${join(world.dataDir, 'settings.json')}`);
      await inUse.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, 'settings-model-in-use-light-en.png') });
      // What the page says is what a new chat in the project really gets.
      const chat = await world.core.conversations.create({ projectPath: world.projectDir });
      expect([chat.provider, chat.model]).toEqual(['anthropic', 'claude-haiku-4-5']);

      // The model typed into the field for new chats, saved as the user settings' `model`.
      const modelField = page.getByTestId('default-model');
      await modelField.getByTestId('default-model-input').fill('claude-sonnet-4-6');
      await modelField.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => inUse.getAttribute('data-model')).toBe('claude-sonnet-4-6');
      expect(JSON.parse(readFileSync(join(world.dataDir, 'settings.json'), 'utf8'))).toEqual({ model: 'claude-sonnet-4-6' });
      await anthropic.getByTestId('provider-anthropic-model').selectOption('claude-haiku-4-5');
      await expect.poll(() => inUse.getAttribute('data-model')).toBe('claude-haiku-4-5');

      // A base URL that is not one is refused beside its field, and nothing is written.
      const baseUrl = page.getByTestId('provider-anthropic-base-url');
      await baseUrl.getByTestId('provider-anthropic-base-url-input').fill('not a url');
      await baseUrl.getByRole('button', { name: 'Save' }).click();
      expect(await baseUrl.getByRole('alert').textContent()).toContain('http:// or https://');
      expect(JSON.parse(readFileSync(join(world.dataDir, 'settings.json'), 'utf8'))).toEqual({ model: 'anthropic/claude-haiku-4-5' });

      // No key's value ever reaches the page.
      const html = await page.content();
      expect(html).not.toContain(tavilyKey);
      expect(html).not.toContain(modelKey);
      expect(html).not.toContain(jinaKey);
      expect(html).not.toContain('tvly-wrong-key');

      // A stored key cleared.
      await page.getByTestId('secret-ANTHROPIC_API_KEY').getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => page.getByTestId('secret-ANTHROPIC_API_KEY-status').getAttribute('data-status')).toBe('notSet');
      await expect.poll(() => inUse.getAttribute('data-ok')).toBe('false');
      expect(await inUse.textContent()).toContain('ANTHROPIC_API_KEY');
      expect(await page.evaluate(() => window.deft.secrets.list())).toEqual({ ok: true, data: { names: ['TAVILY_API_KEY', 'JINA_API_KEY'], encrypted: false } });

      // Rules by source, hooks with their file, and the grant revoked.
      const sources = page.getByTestId('settings-sources');
      expect(await sources.textContent()).toContain('WebFetch(domain:example.com)');
      expect(await page.getByTestId('hooks').textContent()).toContain('./check-command.sh');
      const grant = page.getByTestId('grant');
      expect(await grant.textContent()).toContain('Bash(npm test:*)');
      await grant.getByRole('button', { name: 'Revoke Bash(npm test:*)' }).click();
      await expect.poll(() => page.getByTestId('grant').count()).toBe(0);
      const local = JSON.parse(readFileSync(join(world.projectDir, '.deft', 'settings.local.json'), 'utf8')) as { permissions?: { allow?: string[] } };
      expect(local.permissions?.allow ?? []).not.toContain('Bash(npm test:*)');

      // The default mode and the quick-ask shortcut go into the user settings, and the sources show the new file.
      await page.getByTestId('permissions-default-mode').selectOption('plan');
      await expect.poll(() => sources.textContent()).toContain('Default mode here: plan');
      const shortcut = page.getByTestId('settings-shortcut');
      await shortcut.getByTestId('settings-shortcut-input').fill('Alt+Space');
      await shortcut.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => JSON.parse(readFileSync(join(world.dataDir, 'settings.json'), 'utf8'))).toEqual({
        model: 'anthropic/claude-haiku-4-5',
        permissions: { defaultMode: 'plan' },
        quickAskShortcut: 'Alt+Space',
      });

      // The section list works from the keyboard and takes the focus to the section.
      await page.getByRole('button', { name: 'Hooks and MCP servers' }).focus();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('settings-heading-hooks');

      // The data folder, shown whole.
      expect(await page.getByTestId('data-folder').inputValue()).toBe(world.dataDir);

      expect(await seriousViolations(page)).toEqual([]);

      // Language and theme, switched from the screen and remembered where the frame reads them.
      await page.getByTestId('settings-theme').selectOption('dark');
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await page.getByTestId('settings-language').selectOption('zh-CN');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('设置');
      expect(await page.evaluate(() => [localStorage.getItem('deft.theme'), localStorage.getItem('deft.language')])).toEqual(['dark', 'zh-CN']);
      expect(await seriousViolations(page)).toEqual([]);

      await screenshotEach(page, 'settings', async () => {
        await page.getByTestId('settings-screen').waitFor();
        await expect.poll(() => page.getByTestId('secret-TAVILY_API_KEY-status').getAttribute('data-status')).toBe('stored');
      });
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    } finally {
      await world.core.close();
      await Promise.all([world.tavily.close(), world.jina.close(), world.llm.close()]);
    }
  });
});
