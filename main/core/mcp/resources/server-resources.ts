import { ToolError } from '../../tools/define.ts';
import { serverCallError } from '../tools/server-errors.ts';
import type { ConnectedMcpServer, McpConnections } from '../types.ts';
import type { ResourceContent } from './contents.ts';

/** The connected server of that name, or a ToolError naming the servers there are. */
export function connectedServer(connections: McpConnections, name: string): ConnectedMcpServer {
  const server = connections.get(name);
  if (server) return server;
  const names = connections.connected().map((entry) => entry.name);
  throw new ToolError(
    names.length === 0 ? `No MCP server is connected (asked for "${name}").` : `No MCP server "${name}" is connected. Connected: ${names.join(', ')}.`,
  );
}

/** The contents of one resource; a failure becomes a ToolError saying what the server answered. */
export async function readServerResource(server: ConnectedMcpServer, uri: string, signal?: AbortSignal): Promise<ResourceContent[]> {
  try {
    const result = await server.client.readResource({ uri }, { signal });
    return result.contents;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw serverCallError(server.name, error, `The MCP server "${server.name}" is not connected right now; it will be retried.`);
  }
}
