import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { McpRemoteConfig, McpServerEntry } from '../config/types.ts';
import { httpStatusOf, McpConnectError } from './connect-error.ts';
import { sseTransport, stdioTransport, streamableHttpTransport, type StdioTransportOptions } from './open-transport.ts';
import { errorMessage } from '../../common/errors.ts';

export interface ConnectServerOptions extends StdioTransportOptions {
  startupTimeoutMs: number;
  /** The working directories, answered to `roots/list`. */
  roots: () => readonly string[];
  /** For a remote server with stored tokens. */
  authProvider?: OAuthClientProvider;
  clientInfo?: { name: string; version: string };
  /** Stops the start-up: the server process is ended and the connect fails. */
  signal?: AbortSignal;
}

/** Statuses of the first POST that mean "no Streamable HTTP here": try the old SSE transport. */
const SSE_FALLBACK = new Set([400, 404, 405]);

/**
 * Starts the server and runs the MCP handshake within the start-up timeout. A Streamable HTTP server
 * that refuses the first POST is tried again over SSE. Throws `McpConnectError`.
 */
export async function connectServer(entry: McpServerEntry, options: ConnectServerOptions): Promise<Client> {
  const { config } = entry;
  if (config.type !== 'stdio') return connectRemote(entry, config, options);
  try {
    return await handshake(await stdioTransport(config, options), options, entry);
  } catch (error) {
    if (error instanceof McpConnectError) throw error;
    const detail = options.log.lastLine();
    throw new McpConnectError(`${entry.name}: ${errorMessage(error)}${detail ? ` (its stderr: ${detail})` : ''}`);
  }
}

async function connectRemote(entry: McpServerEntry, config: McpRemoteConfig, options: ConnectServerOptions): Promise<Client> {
  const { UnauthorizedError } = await import('@modelcontextprotocol/sdk/client/auth.js');
  const attempt = async (kind: McpRemoteConfig['type']): Promise<Client> => {
    const transport = kind === 'http' ? await streamableHttpTransport(config, options.authProvider) : await sseTransport(config, options.authProvider);
    return handshake(transport, options, entry);
  };
  try {
    try {
      return await attempt(config.type);
    } catch (error) {
      const status = httpStatusOf(error);
      if (config.type !== 'http' || status === undefined || !SSE_FALLBACK.has(status)) throw error;
      return await attempt('sse');
    }
  } catch (error) {
    if (error instanceof McpConnectError) throw error;
    if (httpStatusOf(error) === 401 || error instanceof UnauthorizedError) {
      throw new McpConnectError(`${entry.name}: the server asks for authorization (401)`, true);
    }
    throw new McpConnectError(`${entry.name}: ${errorMessage(error)}`);
  }
}

/** Throws the transport's own error, or `McpConnectError` on the start-up timeout. */
async function handshake(transport: Transport, options: ConnectServerOptions, entry: McpServerEntry): Promise<Client> {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { ListRootsRequestSchema } = await import('@modelcontextprotocol/sdk/types.js');
  const client = new Client(options.clientInfo ?? { name: 'deft', version: '0' }, { capabilities: { roots: { listChanged: true } } });
  client.setRequestHandler(ListRootsRequestSchema, () => ({
    roots: options.roots().map((dir) => ({ uri: pathToFileURL(dir).href, name: basename(dir) })),
  }));
  let timer: NodeJS.Timeout | undefined;
  let stop: (() => void) | undefined;
  const interrupted = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new McpConnectError(`${entry.name}: did not finish starting within ${options.startupTimeoutMs} ms (MCP_TIMEOUT)`));
    }, options.startupTimeoutMs);
    stop = () => reject(new McpConnectError(`${entry.name}: the start-up was stopped`));
    if (options.signal?.aborted) stop();
    options.signal?.addEventListener('abort', stop, { once: true });
  });
  try {
    await Promise.race([client.connect(transport), interrupted]);
    return client;
  } catch (error) {
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
    if (stop) options.signal?.removeEventListener('abort', stop);
  }
}
