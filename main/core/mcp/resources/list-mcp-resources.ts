import { z } from 'zod';
import { defineTool, ToolError } from '../../tools/define.ts';
import { collectPages } from '../tools/paginate.ts';
import { serverCallError } from '../tools/server-errors.ts';
import type { ConnectedMcpServer, McpConnections } from '../types.ts';
import description from './list-mcp-resources.txt?raw';
import { connectedServer } from './server-resources.ts';

export function createListMcpResourcesTool(connections: McpConnections) {
  return defineTool({
    name: 'ListMcpResources',
    aliases: ['list_mcp_resources', 'ListMcpResourcesTool'],
    description,
    searchHint: 'mcp server resources list uri templates',
    input: z.strictObject({
      server: z.string().min(1).optional().describe('Only this server (default: every connected server)'),
    }),
    readOnly: true,
    concurrencySafe: true,
    activity: (input) => (input.server ? `Listing resources of ${input.server}` : 'Listing MCP resources'),
    async execute(input, context) {
      const servers = input.server ? [connectedServer(connections, input.server)] : connections.connected();
      if (servers.length === 0) throw new ToolError('No MCP server is connected.');
      const sections = await Promise.all(servers.map((server) => listServer(server, context.signal)));
      return sections.join('\n\n');
    },
  });
}

async function listServer(server: ConnectedMcpServer, signal: AbortSignal): Promise<string> {
  if (!server.client.getServerCapabilities()?.resources) return `${server.name}: offers no resources.`;
  try {
    const resources = await collectPages(async (cursor) => {
      const page = await server.client.listResources(cursor ? { cursor } : undefined, { signal });
      return { items: page.resources, nextCursor: page.nextCursor };
    });
    const templates = await collectPages(async (cursor) => {
      const page = await server.client.listResourceTemplates(cursor ? { cursor } : undefined, { signal });
      return { items: page.resourceTemplates, nextCursor: page.nextCursor };
    }).catch(() => []);
    const lines = [
      `${server.name}: ${resources.length} resource${resources.length === 1 ? '' : 's'}`,
      ...resources.map((entry) => `- ${entry.uri} — ${describe(entry)}`),
    ];
    if (templates.length > 0) lines.push('Templates:', ...templates.map((entry) => `- ${entry.uriTemplate} — ${describe(entry)}`));
    return lines.join('\n');
  } catch (error) {
    if (signal.aborted) throw error;
    return `${server.name}: ${serverCallError(server.name, error, 'not connected right now; it will be retried').message}`;
  }
}

function describe(entry: { name: string; title?: string; mimeType?: string; description?: string }): string {
  const type = entry.mimeType ? ` (${entry.mimeType})` : '';
  const about = entry.description ? `: ${entry.description}` : '';
  return `${entry.title ?? entry.name}${type}${about}`;
}
