import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { restartDelay, wasStable } from './connection/backoff.ts';
import { McpConnectError } from './connection/connect-error.ts';
import { connectServer } from './connection/connect-server.ts';
import { startupTimeoutMs } from './connection/timeouts.ts';
import { createOAuthProvider } from './oauth/provider.ts';
import { setStatus, type McpState, type McpToolSummary, type ServerState } from './server-state.ts';
import { errorMessage } from '../common/errors.ts';

/** Starts connecting the server; settles when it has connected or failed. */
export function connect(state: McpState, server: ServerState): Promise<void> {
  const abort = new AbortController();
  const done = attemptConnect(state, server, abort.signal).finally(() => {
    if (server.starting?.abort === abort) server.starting = undefined;
  });
  server.starting = { done, abort };
  return done;
}

/** Closes the server's client, stops a start-up under way and a pending restart. */
export async function disconnect(server: ServerState): Promise<void> {
  server.generation++;
  clearTimeout(server.timer);
  server.timer = undefined;
  const { client, starting } = server;
  server.client = undefined;
  server.tools = undefined;
  starting?.abort.abort();
  await Promise.all([client?.close().catch(() => undefined), starting?.done]);
}

async function attemptConnect(state: McpState, server: ServerState, signal: AbortSignal): Promise<void> {
  const generation = ++server.generation;
  setStatus(state, server, 'connecting');
  const { entry } = server;
  const remoteUrl = entry.config.type === 'stdio' ? undefined : entry.config.url;
  const authProvider =
    remoteUrl && state.tokens.get(remoteUrl).tokens && entry.config.type !== 'stdio'
      ? createOAuthProvider({ store: state.tokens, serverUrl: remoteUrl, oauth: entry.config.oauth })
      : undefined;
  try {
    const client = await connectServer(entry, {
      projectDir: state.projectDir,
      env: state.env,
      confinement: state.confinement,
      log: server.log,
      startupTimeoutMs: startupTimeoutMs(state.env),
      roots: state.roots,
      authProvider,
      clientInfo: state.clientInfo,
      signal,
    });
    if (state.closed || generation !== server.generation) return void (await client.close());
    server.client = client;
    server.connectedAt = Date.now();
    server.tools = await toolSummaries(client);
    client.onclose = () => onClosed(state, server, generation);
    setStatus(state, server, 'connected');
  } catch (error) {
    if (state.closed || generation !== server.generation) return;
    if (error instanceof McpConnectError && error.needsAuth) return setStatus(state, server, 'needs-auth', error.message);
    // A restart that fails is tried again; a first start that fails waits for restart().
    if (server.attempt > 0) return failAndRestart(state, server, errorMessage(error));
    setStatus(state, server, 'failed', errorMessage(error));
  }
}

/** The tools the server lists now, by name and description; none when it has no tools or will not list them. */
export async function toolSummaries(client: Client): Promise<McpToolSummary[] | undefined> {
  if (!client.getServerCapabilities()?.tools) return undefined;
  return client.listTools().then(
    (listed) => listed.tools.map(({ name, description }) => (description === undefined ? { name } : { name, description })),
    () => undefined,
  );
}

function onClosed(state: McpState, server: ServerState, generation: number): void {
  if (state.closed || generation !== server.generation) return;
  server.client = undefined;
  server.tools = undefined;
  // A server that dies right after every start must run out of restarts, not loop at the first delay.
  if (wasStable(Date.now() - (server.connectedAt ?? 0), state.backoff)) server.attempt = 0;
  const detail = server.log.lastLine();
  failAndRestart(state, server, `${server.entry.name}: the server closed the connection${detail ? ` (its stderr: ${detail})` : ''}`);
}

function failAndRestart(state: McpState, server: ServerState, reason: string): void {
  const delay = restartDelay(server.attempt, state.backoff);
  setStatus(state, server, 'failed', delay === undefined ? `${reason}; gave up after ${server.attempt} restarts` : reason);
  if (delay === undefined) return;
  server.attempt++;
  server.timer = setTimeout(() => void connect(state, server), delay);
}
