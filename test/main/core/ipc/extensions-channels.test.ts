import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerHarness } from '../conversations/router-harness.ts';

const stdioServer = join(import.meta.dirname, '../../../mocks/mcp/stdio-server.ts');

describe('extensions over the router', () => {
  it('lists a session’s slash commands and MCP servers, and starts a project server once the person approves it', async () => {
    const h = await routerHarness([], {
      '.mcp.json': JSON.stringify({ mcpServers: { kit: { command: process.execPath, args: [stdioServer], env: { KIT_TOKEN: 'kit-secret-value' } } } }),
    });
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    expect((await h.ok('extensions.commands', { sessionId: session.id })).commands).toEqual([expect.objectContaining({ name: 'compact', kind: 'builtin' })]);
    expect(await h.ok('extensions.mcpServers', { sessionId: session.id })).toEqual({
      sessionId: session.id,
      servers: [{ name: 'kit', scope: 'project', transport: 'stdio', status: 'pending-approval' }],
    });

    const approved = await h.ok('extensions.mcpApprove', { sessionId: session.id, name: 'kit', choice: 'approve' });
    expect(approved.servers).toEqual([expect.objectContaining({ name: 'kit', status: 'connected' })]);
    expect(await h.event('extensions.mcpStatus', (payload) => payload.servers[0]?.status === 'connected')).toMatchObject({ sessionId: session.id });
    expect(JSON.stringify(h.emitted)).not.toContain('kit-secret-value');

    expect(await h.call('extensions.mcpRestart', { sessionId: session.id, name: 'nobody' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('no MCP server "nobody"') } });
    expect(await h.call('extensions.mcpApprove', { sessionId: session.id, name: 'kit', choice: 'maybe' } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
