import { ToolError } from '../../tools/define.ts';
import type { ConnectedMcpServer, McpConnections } from '../types.ts';

/** The connected server of that name, or a ToolError naming the servers there are. */
export function connectedServer(connections: McpConnections, name: string): ConnectedMcpServer {
  const server = connections.get(name);
  if (server) return server;
  const names = connections.connected().map((entry) => entry.name);
  throw new ToolError(
    names.length === 0 ? `No MCP server is connected (asked for "${name}").` : `No MCP server "${name}" is connected. Connected: ${names.join(', ')}.`,
  );
}
