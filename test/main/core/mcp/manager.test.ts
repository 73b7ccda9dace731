import { noConfinement } from '../../../../main/core/common/process/confine.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createMcpManager, type McpManager, type McpManagerOptions } from '../../../../main/core/mcp/manager.ts';
import type { McpServerInfo } from '../../../../main/core/mcp/server-state.ts';
import type { McpServerStatus } from '../../../../shared/ipc/domains/extensions.ts';
import { workspace, type Workspace } from '../settings/workspace.ts';
import { serveStreamableHttp } from '../../../mocks/mcp/http-server.ts';
import { serveOAuthProtectedMcp } from '../../../mocks/mcp/oauth-server.ts';
import { processAlive } from '../../../helpers/process-alive.ts';

const stdioServer = join(import.meta.dirname, '..', '..', '..', 'mocks', 'mcp', 'stdio-server.ts');

function stdio(mode = 'serve', extra: Record<string, unknown> = {}) {
  return { command: process.execPath, args: [stdioServer, mode], ...extra };
}

function manager(space: Workspace, overrides: Partial<McpManagerOptions> = {}): McpManager {
  const created = createMcpManager({
    projectDir: space.projectDir,
    dataDir: space.dataDir,
    home: space.home,
    settings: space.load(),
    env: process.env,
    confinement: noConfinement,
    workingDirectories: () => [space.projectDir],
    openUrl: () => undefined,
    backoff: { baseMs: 1, attempts: 3 },
    ...overrides,
  });
  onTestFinished(() => created.close());
  return created;
}

/** Resolves when the server reaches the status, with what the manager reported then. */
function reaches(mcp: McpManager, name: string, wanted: McpServerStatus): Promise<McpServerInfo> {
  return new Promise((resolve) => {
    const check = (servers: McpServerInfo[]) => {
      const server = servers.find((info) => info.name === name);
      if (server?.status === wanted) {
        stop();
        resolve(server);
      }
    };
    const stop = mcp.onStatus(check);
    check(mcp.status());
  });
}

async function callText(mcp: McpManager, server: string, tool: string): Promise<string> {
  const result = await mcp.get(server)!.client.callTool({ name: tool, arguments: {} });
  return (result.content as Array<{ text: string }>)[0].text;
}

describe('the MCP manager', () => {
  it('switches a user server off and on, remembered in disabledMcpServers of the project’s local settings', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { kit: stdio() } });
    const mcp = manager(space);
    await mcp.start();
    await mcp.setEnabled('kit', false);
    expect(mcp.status()[0]).toMatchObject({ status: 'disabled', enabled: false });
    expect(mcp.status()[0].tools).toBeUndefined();
    expect(mcp.connected()).toEqual([]);
    const localFile = join(space.projectDir, '.deft', 'settings.local.json');
    expect(JSON.parse(readFileSync(localFile, 'utf8'))).toEqual({ disabledMcpServers: ['kit'] });
    expect(manager(space).status()[0]).toMatchObject({ status: 'disabled', enabled: false });

    await mcp.setEnabled('kit', true);
    expect(mcp.status()[0]).toMatchObject({ status: 'connected', enabled: true, toolCount: 7 });
    expect(JSON.parse(readFileSync(localFile, 'utf8'))).toEqual({});
  });

  it('reloads from the files: a new server starts, a changed one restarts, a removed one stops, the unchanged keeps its connection and tools', async () => {
    const space = workspace();
    const claudeFile = join(space.home, '.claude.json');
    space.write(claudeFile, { mcpServers: { kept: stdio(), changed: stdio(), removed: stdio() } });
    const mcp = manager(space);
    const changes: string[] = [];
    mcp.onChange((name) => changes.push(name));
    await mcp.start();
    const keptClient = mcp.get('kept')!.client;
    const changedPid = await callText(mcp, 'changed', 'pid');
    const removedPid = Number(await callText(mcp, 'removed', 'pid'));
    changes.length = 0;

    space.write(claudeFile, { mcpServers: { kept: stdio(), changed: stdio('serve', { env: { EXTRA: '1' } }), added: stdio() } });
    await mcp.reload();
    expect(mcp.status().map((server) => [server.name, server.status])).toEqual([
      ['added', 'connected'],
      ['changed', 'connected'],
      ['kept', 'connected'],
    ]);
    expect(mcp.get('kept')!.client).toBe(keptClient);
    expect(mcp.status().find((server) => server.name === 'kept')?.tools?.map((tool) => tool.name)).toContain('echo');
    expect(await callText(mcp, 'changed', 'pid')).not.toBe(changedPid);
    expect(changes.sort()).toEqual(['added', 'changed', 'changed', 'removed']);
    await vi.waitFor(() => expect(processAlive(removedPid)).toBe(false));

    space.write(join(space.projectDir, '.deft', 'settings.local.json'), { disabledMcpServers: ['kept'] });
    await mcp.reload();
    expect(mcp.status().find((server) => server.name === 'kept')).toMatchObject({ status: 'disabled', enabled: false });
    expect(mcp.get('kept')).toBeUndefined();
  });


  it('connects user servers and reports them without secrets; connected() and get() give the adapters the client', async () => {
    const space = workspace();
    const http = await serveStreamableHttp();
    space.write(join(space.home, '.claude.json'), {
      mcpServers: {
        local: stdio('serve', { env: { SECRET_ENV: 'env-value-1' }, timeout: 1234, excludeTools: ['exit'] }),
        web: { type: 'http', url: http.url, headers: { Authorization: 'Bearer header-value-2' } },
      },
    });
    const mcp = manager(space);
    const changed: string[] = [];
    mcp.onChange((name) => changed.push(name));
    await mcp.start();
    const claudeFile = join(space.home, '.claude.json');
    expect(mcp.status()).toEqual([
      { name: 'local', scope: 'user', transport: 'stdio', status: 'connected', enabled: true, file: claudeFile, toolCount: 7, tools: expect.any(Array) },
      { name: 'web', scope: 'user', transport: 'http', status: 'connected', enabled: true, file: claudeFile, toolCount: 7, tools: expect.any(Array) },
    ]);
    expect(mcp.status()[0].tools).toContainEqual({ name: 'echo', description: 'Returns its text' });
    expect(JSON.stringify(mcp.status())).not.toMatch(/value-1|value-2/);
    expect(changed.sort()).toEqual(['local', 'web']);
    expect(mcp.connected().map((server) => server.name)).toEqual(['local', 'web']);
    expect(mcp.get('local')).toMatchObject({ scope: 'user', filter: { excludeTools: ['exit'] }, toolTimeoutMs: 1234 });
    expect(mcp.stderr('local')).toContain('stdio test server starting');
  });

  it('tells the servers when the working directories change', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { s: stdio() } });
    const mcp = manager(space);
    await mcp.start();
    expect(await callText(mcp, 's', 'roots-changes')).toBe('0');
    mcp.rootsChanged();
    await vi.waitFor(async () => expect(await callText(mcp, 's', 'roots-changes')).toBe('1'));
  });

  it('keeps a project server waiting for approval, starts it when approved, stops it when refused', async () => {
    const space = workspace();
    space.write(join(space.projectDir, '.mcp.json'), { mcpServers: { proj: stdio() } });
    const mcp = manager(space);
    await mcp.start();
    expect(mcp.status()[0]).toMatchObject({ scope: 'project', status: 'pending-approval' });
    expect(mcp.connected()).toEqual([]);
    await mcp.approve('proj', 'approve');
    expect(mcp.status()[0].status).toBe('connected');
    const local = JSON.parse(readFileSync(join(space.projectDir, '.deft', 'settings.local.json'), 'utf8'));
    expect(local).toEqual({ enabledMcpjsonServers: ['proj'] });
    await mcp.approve('proj', 'refuse');
    expect(mcp.status()[0].status).toBe('disabled');
    expect(mcp.connected()).toEqual([]);
    expect(manager(space).status()[0].status).toBe('disabled');
  });

  it('never starts a server the policy blocks, even when approved', async () => {
    const space = workspace();
    space.write(join(space.projectDir, '.mcp.json'), { mcpServers: { proj: stdio() } });
    space.write(join(space.dataDir, 'settings.json'), { deniedMcpServers: [{ serverName: 'proj' }] });
    const mcp = manager(space);
    await mcp.start();
    expect(mcp.status()[0]).toMatchObject({ status: 'disabled', error: expect.stringContaining('blocked by deniedMcpServers') });
    await expect(mcp.approve('proj', 'approve')).rejects.toThrow('blocked by deniedMcpServers');
    expect(mcp.connected()).toEqual([]);
  });

  it('starts an approved project server at once', async () => {
    const space = workspace();
    space.write(join(space.projectDir, '.mcp.json'), { mcpServers: { proj: stdio() } });
    space.write(join(space.projectDir, '.claude', 'settings.local.json'), { enableAllProjectMcpServers: true });
    const mcp = manager(space);
    await mcp.start();
    expect(mcp.status()[0].status).toBe('connected');
  });

  it('marks a crashed server failed with the reason, then restarts it', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { flaky: stdio() } });
    const mcp = manager(space);
    await mcp.start();
    const firstPid = Number(await callText(mcp, 'flaky', 'pid'));
    const failed = reaches(mcp, 'flaky', 'failed');
    await callText(mcp, 'flaky', 'exit');
    expect((await failed).error).toMatch(/^flaky: the server closed the connection/);
    await reaches(mcp, 'flaky', 'connected');
    expect(Number(await callText(mcp, 'flaky', 'pid'))).not.toBe(firstPid);
  });

  it('leaves a server failed once the restarts are used up', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { once: stdio() } });
    const mcp = manager(space, { backoff: { baseMs: 1, attempts: 0 } });
    await mcp.start();
    const failed = reaches(mcp, 'once', 'failed');
    await callText(mcp, 'once', 'exit');
    expect((await failed).error).toMatch(/^once: the server closed the connection.*; gave up after 0 restarts$/);
    expect(mcp.connected()).toEqual([]);
  });

  it('tries a restart that fails again, a bounded number of times', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { fragile: { command: process.execPath, args: [stdioServer, 'once', join(space.home, 'started')] } } });
    const mcp = manager(space, { backoff: { baseMs: 1, attempts: 2 } });
    await mcp.start();
    const statuses: McpServerStatus[] = [];
    mcp.onStatus((servers) => statuses.push(servers[0].status));
    const gaveUp = new Promise<string>((resolve) => mcp.onStatus(([server]) => server.error?.includes('gave up') && resolve(server.error)));
    await callText(mcp, 'fragile', 'exit');
    expect(await gaveUp).toMatch(/^fragile: .*refusing to start a second time.*; gave up after 2 restarts$/);
    expect(statuses).toEqual(['failed', 'connecting', 'failed', 'connecting', 'failed']);
  });

  it('runs out of restarts for a server that dies right after every start, and counts afresh after a stable run', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { brief: stdio('brief') } });
    const mcp = manager(space, { backoff: { baseMs: 1, attempts: 2, stableMs: 60_000 } });
    const gaveUp = new Promise<string>((resolve) => mcp.onStatus(([server]) => server.error?.includes('gave up') && resolve(server.error)));
    await mcp.start();
    expect(await gaveUp).toMatch(/^brief: the server closed the connection.*; gave up after 2 restarts$/);

    const steady = workspace();
    steady.write(join(steady.home, '.claude.json'), { mcpServers: { steady: stdio() } });
    const restarted = manager(steady, { backoff: { baseMs: 1, attempts: 1, stableMs: 0 } });
    await restarted.start();
    for (let crash = 0; crash < 2; crash++) {
      const back = reaches(restarted, 'steady', 'failed').then(() => reaches(restarted, 'steady', 'connected'));
      await callText(restarted, 'steady', 'exit');
      await back;
    }
  });

  it('fails a server that never answers initialize within MCP_TIMEOUT, and restart() tries again', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { stuck: stdio('silent') } });
    const mcp = manager(space, { env: { ...process.env, MCP_TIMEOUT: '200' } });
    await mcp.start();
    expect(mcp.status()[0]).toMatchObject({ status: 'failed', error: 'stuck: did not finish starting within 200 ms (MCP_TIMEOUT)' });
    const statuses: McpServerStatus[] = [];
    mcp.onStatus((servers) => statuses.push(servers[0].status));
    await mcp.restart('stuck');
    expect(statuses).toEqual(['connecting', 'failed']);
  });

  it('close() ends every server process', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { a: stdio(), b: stdio() } });
    const mcp = manager(space);
    await mcp.start();
    const pids = [Number(await callText(mcp, 'a', 'pid')), Number(await callText(mcp, 'b', 'pid'))];
    expect(pids.every(processAlive)).toBe(true);
    await mcp.close();
    await vi.waitFor(() => expect(pids.filter(processAlive)).toEqual([]), { timeout: 10_000 });
    expect(mcp.connected()).toEqual([]);
  });

  it('close() also ends a server still starting', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { stuck: stdio('silent') } });
    const mcp = manager(space, { env: { ...process.env, MCP_TIMEOUT: '600000' } });
    const started = mcp.start();
    const pid = await vi.waitFor(() => Number(/pid (\d+)/.exec(mcp.stderr('stuck'))![1]), { timeout: 20_000 });
    expect(processAlive(pid)).toBe(true);
    await mcp.close();
    await started;
    await vi.waitFor(() => expect(processAlive(pid)).toBe(false), { timeout: 10_000 });
  });

  it('says a remote server needs auth, and authenticate() signs in through the browser and connects', async () => {
    const space = workspace();
    const server = await serveOAuthProtectedMcp();
    space.write(join(space.home, '.claude.json'), { mcpServers: { remote: { type: 'http', url: server.url } } });
    const mcp = manager(space, { openUrl: async (url) => void (await fetch(url)) });
    await mcp.start();
    expect(mcp.status()[0]).toMatchObject({ status: 'needs-auth', error: 'remote: the server asks for authorization (401)' });
    await mcp.authenticate('remote');
    expect(mcp.status()[0]).toMatchObject({ status: 'connected', toolCount: 7 });
    const again = manager(space);
    await again.start();
    expect(again.status()[0].status).toBe('connected');
  });
});
