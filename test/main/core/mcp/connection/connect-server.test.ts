import { noConfinement } from '../../../../../main/core/common/process/confine.ts';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { McpServerConfig, McpServerEntry } from '../../../../../main/core/mcp/config/types.ts';
import { connectServer, type ConnectServerOptions } from '../../../../../main/core/mcp/connection/connect-server.ts';
import { McpConnectError } from '../../../../../main/core/mcp/connection/connect-error.ts';
import { createStderrLog } from '../../../../../main/core/mcp/connection/stderr-log.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { serveSseOnly, serveStreamableHttp } from '../../../../mocks/mcp/http-server.ts';

const stdioServer = join(import.meta.dirname, '..', '..', '..', '..', 'mocks', 'mcp', 'stdio-server.ts');

function entry(config: McpServerConfig): McpServerEntry {
  return { name: 'srv', scope: 'user', file: '/x/.mcp.json', config };
}

function stdio(mode: string, env: Record<string, string> = {}): McpServerConfig {
  return { type: 'stdio', command: process.execPath, args: [stdioServer, mode], env };
}

function options(overrides: Partial<ConnectServerOptions> = {}): ConnectServerOptions {
  const projectDir = realpathSync(tempDir());
  return { projectDir, env: process.env, confinement: noConfinement, log: createStderrLog(), startupTimeoutMs: 20_000, roots: () => [projectDir], ...overrides };
}

async function connected(server: McpServerEntry, given: ConnectServerOptions): Promise<Client> {
  const client = await connectServer(server, given);
  onTestFinished(() => client.close());
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = await client.callTool({ name, arguments: args });
  return (result.content as Array<{ text: string }>)[0].text;
}

describe('connectServer', () => {
  it('starts a stdio server in the project with the settings env, the server env and CLAUDE_PROJECT_DIR, and keeps its stderr', async () => {
    const given = options({ env: { ...process.env, FROM_SETTINGS: 'settings', SHARED: 'settings' } });
    const client = await connected(entry(stdio('serve', { SHARED: 'server' })), given);
    expect(await call(client, 'echo', { text: 'hi' })).toBe('hi');
    expect(await call(client, 'env', { name: 'FROM_SETTINGS' })).toBe('settings');
    expect(await call(client, 'env', { name: 'SHARED' })).toBe('server');
    expect(await call(client, 'env', { name: 'CLAUDE_PROJECT_DIR' })).toBe(given.projectDir);
    expect(await call(client, 'cwd')).toBe(given.projectDir);
    expect(given.log.text()).toContain('stdio test server starting (serve)');
  });

  it('answers roots/list with the working directories', async () => {
    const dirs = [realpathSync(tempDir()), realpathSync(tempDir())];
    const client = await connected(entry(stdio('serve')), options({ roots: () => dirs }));
    expect(JSON.parse(await call(client, 'roots'))).toEqual(dirs.map((dir) => pathToFileURL(dir).href));
  });

  it('fails a server that never answers initialize, naming the timeout', async () => {
    const given = options({ startupTimeoutMs: 300 });
    const failure = await connectServer(entry(stdio('silent')), given).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(McpConnectError);
    expect((failure as Error).message).toBe('srv: did not finish starting within 300 ms (MCP_TIMEOUT)');
  });

  it('fails a command that does not exist with the reason', async () => {
    const failure = await connectServer(entry({ type: 'stdio', command: join(tempDir(), 'no-such-server'), args: [], env: {} }), options()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(McpConnectError);
    expect((failure as Error).message).toMatch(/^srv: .*ENOENT/);
  });

  it('speaks Streamable HTTP, sending the configured headers', async () => {
    const seen: Array<string | undefined> = [];
    const server = await serveStreamableHttp({
      authorize: (request) => {
        seen.push(request.headers['x-api-key'] as string | undefined);
        return true;
      },
    });
    const client = await connected(entry({ type: 'http', url: server.url, headers: { 'X-Api-Key': 'secret' } }), options());
    expect(await call(client, 'echo', { text: 'over http' })).toBe('over http');
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['secret']));
  });

  it('falls back to SSE when the first POST is refused', async () => {
    const server = await serveSseOnly();
    const client = await connected(entry({ type: 'http', url: server.url, headers: {} }), options());
    expect(await call(client, 'echo', { text: 'over sse' })).toBe('over sse');
    expect(server.requests.slice(0, 2)).toEqual(['POST /mcp', 'GET /mcp']);
  });

  it('says when a remote server wants authorization', async () => {
    const server = await serveStreamableHttp({
      authorize: (_request, response) => {
        response.writeHead(401).end();
        return false;
      },
    });
    const failure = await connectServer(entry({ type: 'http', url: server.url, headers: {} }), options()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ needsAuth: true, message: 'srv: the server asks for authorization (401)' });
  });
});
