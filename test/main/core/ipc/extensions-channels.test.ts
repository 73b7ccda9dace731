import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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
      servers: [{ name: 'kit', scope: 'project', transport: 'stdio', status: 'pending-approval', enabled: false, file: join(h.projectDir, '.mcp.json') }],
    });

    const approved = await h.ok('extensions.mcpApprove', { sessionId: session.id, name: 'kit', choice: 'approve' });
    expect(approved.servers).toEqual([expect.objectContaining({ name: 'kit', status: 'connected' })]);
    expect(await h.event('extensions.mcpStatus', (payload) => payload.servers[0]?.status === 'connected')).toMatchObject({ sessionId: session.id });
    expect(JSON.stringify(h.emitted)).not.toContain('kit-secret-value');

    expect(await h.call('extensions.mcpRestart', { sessionId: session.id, name: 'nobody' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('no MCP server "nobody"') } });
    expect(await h.call('extensions.mcpApprove', { sessionId: session.id, name: 'kit', choice: 'maybe' } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('adds a server to a session that had none, switches it off and on, and refuses a bad one before writing anything', async () => {
    const h = await routerHarness([], {});
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    expect((await h.ok('extensions.mcpServers', { sessionId: session.id })).servers).toEqual([]);
    const server = { type: 'stdio' as const, command: process.execPath, args: [stdioServer], env: {} };
    const added = await h.ok('extensions.mcpAdd', { sessionId: session.id, scope: 'project', name: 'kit', server });
    expect(added.servers).toEqual([expect.objectContaining({ name: 'kit', status: 'connected', enabled: true, tools: expect.arrayContaining([{ name: 'echo', description: 'Returns its text' }]) })]);

    // Another open session of the project follows the switch without a restart.
    const other = await h.ok('sessions.create', { projectPath: h.projectDir });
    expect((await h.ok('extensions.mcpServers', { sessionId: other.id })).servers).toEqual([expect.objectContaining({ name: 'kit', status: 'connected' })]);
    const off = await h.ok('extensions.mcpSetEnabled', { sessionId: session.id, name: 'kit', enabled: false });
    expect(off.servers).toEqual([expect.objectContaining({ name: 'kit', status: 'disabled', enabled: false })]);
    await vi.waitFor(async () => expect((await h.ok('extensions.mcpServers', { sessionId: other.id })).servers).toEqual([expect.objectContaining({ name: 'kit', status: 'disabled' })]));
    const on = await h.ok('extensions.mcpSetEnabled', { sessionId: session.id, name: 'kit', enabled: true });
    expect(on.servers).toEqual([expect.objectContaining({ name: 'kit', status: 'connected' })]);

    expect(await h.call('extensions.mcpAdd', { sessionId: session.id, scope: 'user', name: 'kit', server })).toMatchObject({ ok: false, error: { message: expect.stringContaining('already has an MCP server named "kit"') } });
    expect(await h.call('extensions.mcpAdd', { sessionId: session.id, scope: 'user', name: 'bad name', server } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await h.call('extensions.mcpAdd', { sessionId: session.id, scope: 'user', name: 'web', server: { type: 'http', url: 'file:///etc/passwd', headers: {} } } as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
  });
});
