import { noConfinement } from '../../../../../main/core/common/process/confine.ts';
import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { McpServerEntry } from '../../../../../main/core/mcp/config/types.ts';
import { connectServer } from '../../../../../main/core/mcp/connection/connect-server.ts';
import { createStderrLog } from '../../../../../main/core/mcp/connection/stderr-log.ts';
import { createOAuthProvider } from '../../../../../main/core/mcp/oauth/provider.ts';
import { signIn } from '../../../../../main/core/mcp/oauth/sign-in.ts';
import { mcpAuthFile, openTokenStore } from '../../../../../main/core/mcp/oauth/token-store.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { serveOAuthProtectedMcp } from '../../../../mocks/mcp/oauth-server.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What a browser does with the authorization page: follows its redirect to our callback. */
async function browser(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the callback answered ${response.status}`);
}

describe('OAuth sign-in', () => {
  it('registers a client, runs PKCE through the loopback callback, and keeps the tokens in a 0600 file', async () => {
    const server = await serveOAuthProtectedMcp();
    const dataDir = tempDir();
    const store = openTokenStore(dataDir);
    const opened: string[] = [];
    await signIn({ serverUrl: server.url, store, openUrl: (url) => (opened.push(url), browser(url)) });
    expect(server.registered).toEqual(['client-1']);
    expect(new URL(opened[0]).pathname).toBe('/authorize');
    expect(new URL(opened[0]).searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    const saved = store.get(server.url);
    expect(saved.tokens?.access_token).toBe(server.issued[0]);
    expect(saved.client?.client_id).toBe('client-1');
    expect(statSync(mcpAuthFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('uses the configured callback port and client id', async () => {
    const server = await serveOAuthProtectedMcp();
    server.registered.push('preset');
    const store = openTokenStore(tempDir());
    const port = await freePort();
    let redirect = '';
    await signIn({
      serverUrl: server.url,
      store,
      oauth: { clientId: 'preset', callbackPort: port },
      openUrl: (url) => ((redirect = new URL(url).searchParams.get('redirect_uri') ?? ''), browser(url)),
    });
    expect(redirect).toBe(`http://127.0.0.1:${port}/callback`);
    expect(server.registered).toEqual(['preset']);
  });

  it('connects with the stored token, and the SDK refreshes an expired one', async () => {
    const server = await serveOAuthProtectedMcp();
    const store = openTokenStore(tempDir());
    await signIn({ serverUrl: server.url, store, openUrl: browser });
    const stale = store.get(server.url).tokens!;
    store.update(server.url, { tokens: { ...stale, access_token: 'expired' } });
    const entry: McpServerEntry = { name: 'remote', scope: 'user', file: '/x', config: { type: 'http', url: server.url, headers: {} } };
    const client = await connectServer(entry, {
      projectDir: tempDir(),
      env: {},
      confinement: noConfinement,
      log: createStderrLog(),
      startupTimeoutMs: 20_000,
      roots: () => [],
      authProvider: createOAuthProvider({ store, serverUrl: server.url }),
    });
    await client.close();
    expect(server.issued).toHaveLength(2);
    expect(store.get(server.url).tokens?.access_token).toBe(server.issued[1]);
  });
});
