import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { onTestFinished } from 'vitest';
import type { ConnectedMcpServer, McpConnections, McpToolFilter } from '../../../../../main/core/mcp/types.ts';

export interface ServerOptions {
  filter?: McpToolFilter;
  toolTimeoutMs?: number;
}

/** A real SDK server and client joined in memory, closed when the test finishes. */
export async function connectServer(
  name: string,
  build: (server: McpServer) => void,
  options: ServerOptions = {},
): Promise<{ connected: ConnectedMcpServer; server: McpServer }> {
  const server = new McpServer({ name, version: '1.0.0' });
  build(server);
  const connected = await connectLowLevel(name, server.server, options);
  return { connected, server };
}

/** The same for a low-level SDK `Server`, for what `McpServer` will not send (raw JSON Schemas). */
export async function connectLowLevel(name: string, server: Server, options: ServerOptions = {}): Promise<ConnectedMcpServer> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'deft-test', version: '1.0.0' });
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  onTestFinished(async () => {
    await client.close();
    await server.close();
  });
  return { name, scope: 'project', client, filter: options.filter ?? {}, toolTimeoutMs: options.toolTimeoutMs ?? 10_000 };
}

/** A live set of servers the test adds to and removes from, telling listeners as the manager would. */
export function testConnections(initial: ConnectedMcpServer[] = []) {
  const servers = new Map(initial.map((server) => [server.name, server]));
  const listeners = new Set<(name: string) => void>();
  const connections: McpConnections & { add(server: ConnectedMcpServer): void; remove(name: string): void } = {
    connected: () => [...servers.values()],
    get: (name) => servers.get(name),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(server) {
      servers.set(server.name, server);
      for (const listener of listeners) listener(server.name);
    },
    remove(name) {
      servers.delete(name);
      for (const listener of listeners) listener(name);
    },
  };
  return connections;
}
