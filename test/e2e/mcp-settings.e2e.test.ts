import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe.ts';
import { chatWorld, patience } from './harness/chat-world.ts';
import { rendererSuite } from './harness/renderer-suite.ts';
import { screenshotEach } from './harness/screens.ts';

const stdioServer = join(import.meta.dirname, '../mocks/mcp/stdio-server.ts');

describe('MCP servers in the settings screen', () => {
  const suite = rendererSuite();

  it('starts a session for a project without one, then approves its .mcp.json server and shows it connected, live', async () => {
    const world = await chatWorld(suite.browser(), []);
    try {
      writeFileSync(join(world.projectDir, '.mcp.json'), JSON.stringify({ mcpServers: { kit: { command: process.execPath, args: [stdioServer] } } }));
      world.core.workspace.projects.open(world.projectDir);
      const { page, errors } = await world.open(`#/settings?project=${encodeURIComponent(world.projectDir)}`);
      const section = page.getByTestId('mcp-servers');
      await expect.poll(() => section.getAttribute('data-state'), patience).toBe('no-session');
      await section.getByTestId('mcp-start-session').click();

      const kit = section.locator('[data-testid="mcp-server"][data-name="kit"]');
      await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('pending-approval');
      expect(await kit.textContent()).toContain('project (.mcp.json)');
      expect(await kit.textContent()).toContain('stdio');
      expect(await seriousViolations(page)).toEqual([]);
      await kit.getByTestId('mcp-approve').click();
      await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('connected');
      expect(await kit.textContent()).toMatch(/\d+ tools/);
      expect(await kit.getByTestId('mcp-approve').count()).toBe(0);

      // A change made elsewhere reaches the row through the status event alone.
      const sessionId = await page.evaluate(async () => {
        const listed = await window.deft.sessions.list({ limit: 1 });
        return listed.ok ? listed.data.sessions[0].id : '';
      });
      await (await world.core.conversations.open(sessionId)).mcp?.approve('kit', 'refuse');
      await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('disabled');
      expect(await kit.getByTestId('mcp-switch').isChecked()).toBe(false);
      await kit.getByTestId('mcp-switch').click();
      await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('connected');
      await kit.getByTestId('mcp-restart').click();
      await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('connected');
      expect(await kit.getByRole('alert').count()).toBe(0);
      await screenshotEach(page, 'mcp-settings', async () => {
        await page.getByTestId('mcp-server').first().waitFor();
        await page.getByTestId('mcp-servers').scrollIntoViewIfNeeded();
      });

      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('adds a stdio server to .mcp.json and an HTTP one to the user settings, lists tools, tells failed from connected, and switches servers off and on', async () => {
    const world = await chatWorld(suite.browser(), []);
    try {
      world.core.workspace.projects.open(world.projectDir);
      await world.core.conversations.create({ projectPath: world.projectDir });
      const { page, errors } = await world.open(`#/settings?project=${encodeURIComponent(world.projectDir)}`);
      const section = page.getByTestId('mcp-servers');
      await expect.poll(() => section.getAttribute('data-state'), patience).toBe('servers');
      expect(await section.getByTestId('mcp-server').count()).toBe(0);

      // A local command, saved in the project's .mcp.json, started in the running session without a restart.
      const add = section.getByTestId('mcp-add');
      await add.locator('summary').click();
      await add.getByTestId('mcp-add-name').fill('kit');
      await add.getByTestId('mcp-add-command').fill(process.execPath);
      await add.getByTestId('mcp-add-args').fill(stdioServer);
      await add.getByTestId('mcp-add-env').fill('KIT_GREETING=hello');
      await add.getByTestId('mcp-add-submit').click();
      const kit = section.locator('[data-testid="mcp-server"][data-name="kit"]');
      await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('connected');
      expect(JSON.parse(readFileSync(join(world.projectDir, '.mcp.json'), 'utf8'))).toEqual({
        mcpServers: { kit: { type: 'stdio', command: process.execPath, args: [stdioServer], env: { KIT_GREETING: 'hello' } } },
      });
      const localFile = join(world.projectDir, '.deft', 'settings.local.json');
      expect(JSON.parse(readFileSync(localFile, 'utf8'))).toEqual({ enabledMcpjsonServers: ['kit'] });
      expect(await add.getByTestId('mcp-add-name').inputValue()).toBe('');

      // Its tools, by name and description.
      const tools = kit.getByTestId('mcp-tools');
      await tools.locator('summary').click();
      const toolTexts = await tools.getByTestId('mcp-tool').allTextContents();
      expect(toolTexts).toContain('echo — Returns its text');
      expect(toolTexts.length).toBeGreaterThan(3);

      // A remote server nobody answers, saved in the user settings: failed, and it looks failed.
      await add.getByTestId('mcp-add-name').fill('remote');
      await add.getByTestId('mcp-add-scope').selectOption('user');
      await add.getByTestId('mcp-add-transport').selectOption('http');
      await add.getByTestId('mcp-add-url').fill('http://127.0.0.1:9/mcp');
      await add.getByTestId('mcp-add-headers').fill('Authorization: Bearer test-token');
      await add.getByTestId('mcp-add-submit').click();
      const remote = section.locator('[data-testid="mcp-server"][data-name="remote"]');
      await expect.poll(() => remote.getAttribute('data-status'), patience).toBe('failed');
      expect(JSON.parse(readFileSync(join(world.core.dataDir, 'settings.json'), 'utf8'))).toEqual({
        mcpServers: { remote: { type: 'http', url: 'http://127.0.0.1:9/mcp', headers: { Authorization: 'Bearer test-token' } } },
      });
      expect(await remote.getByRole('alert').textContent()).not.toBe('');
      const look = (row: typeof kit) =>
        row.getByTestId('mcp-server-status').evaluate((badge) => ({ tone: badge.getAttribute('data-tone'), text: badge.textContent, color: getComputedStyle(badge).color }));
      const [connectedLook, failedLook] = [await look(kit), await look(remote)];
      expect(connectedLook).toMatchObject({ tone: 'ok', text: '● connected' });
      expect(failedLook).toMatchObject({ tone: 'failed', text: '✕ failed' });
      expect(failedLook.color).not.toBe(connectedLook.color);
      expect(await kit.getByRole('alert').count()).toBe(0);
      // The same name again is refused, and the file keeps its one entry.
      await add.getByTestId('mcp-add-name').fill('kit');
      await add.getByTestId('mcp-add-command').fill(process.execPath);
      await add.getByTestId('mcp-add-submit').click();
      await expect.poll(() => add.getByTestId('mcp-add-failure').textContent()).toContain('already has an MCP server named "kit"');
      expect(await seriousViolations(page)).toEqual([]);

      // Off and on: the project server as its approval, the user one in disabledMcpServers; both remembered.
      await kit.getByTestId('mcp-switch').click();
      await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('disabled');
      expect(await kit.getByTestId('mcp-tools').count()).toBe(0);
      expect(JSON.parse(readFileSync(localFile, 'utf8'))).toEqual({ enabledMcpjsonServers: [], disabledMcpjsonServers: ['kit'] });
      await remote.getByTestId('mcp-switch').click();
      await expect.poll(() => remote.getAttribute('data-status'), patience).toBe('disabled');
      expect(JSON.parse(readFileSync(localFile, 'utf8'))).toMatchObject({ disabledMcpServers: ['remote'] });
      await kit.getByTestId('mcp-switch').click();
      await expect.poll(() => kit.getAttribute('data-status'), patience).toBe('connected');
      expect(await kit.getByTestId('mcp-switch').isChecked()).toBe(true);

      // A new session of the project starts from what was saved.
      const next = await world.core.conversations.create({ projectPath: world.projectDir });
      const reopened = (await world.core.conversations.open(next.id)).mcp?.status() ?? [];
      expect(reopened.map((server) => [server.name, server.status])).toEqual([
        ['kit', 'connected'],
        ['remote', 'disabled'],
      ]);

      await screenshotEach(page, 'mcp-add', async () => {
        await page.getByTestId('mcp-server').first().waitFor();
        await page.getByTestId('mcp-servers').scrollIntoViewIfNeeded();
      });
      // The one failed request is the refused name.
      expect(errors.map((error) => error.message)).toEqual([`IPC extensions.mcpAdd failed: This session already has an MCP server named "kit", declared in ${join(world.projectDir, '.mcp.json')}: choose another name.`]);
      await page.close();
    } finally {
      await world.close();
    }
  });
});
