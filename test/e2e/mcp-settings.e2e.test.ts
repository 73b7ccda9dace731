import { writeFileSync } from 'node:fs';
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
      await kit.getByTestId('mcp-approve').click();
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
});
