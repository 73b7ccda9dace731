import type { Tool as McpToolDefinition } from '@modelcontextprotocol/sdk/types.js';
import type { ConnectedMcpServer, McpToolFilter } from '../types.ts';
import { mcpTool, type McpTool, type McpToolOptions } from './mcp-tool.ts';
import { collectPages } from './paginate.ts';

export interface McpToolList {
  tools: McpTool[];
  /** One line per tool that loaded with a fallback, naming it and why. */
  problems: string[];
}

/** A server's tools (every page, through its include and exclude lists) as Deft tools. */
export async function mcpTools(server: ConnectedMcpServer, options: McpToolOptions = {}): Promise<McpToolList> {
  if (!server.client.getServerCapabilities()?.tools) return { tools: [], problems: [] };
  const definitions = await collectPages(async (cursor) => {
    const page = await server.client.listTools(cursor ? { cursor } : undefined);
    return { items: page.tools, nextCursor: page.nextCursor };
  });
  const tools: McpTool[] = [];
  const problems: string[] = [];
  for (const definition of definitions.filter((entry) => passesFilter(entry, server.filter))) {
    const built = mcpTool(server, definition, options);
    tools.push(built.tool);
    if (built.problem) problems.push(built.problem);
  }
  return { tools, problems };
}

function passesFilter(definition: McpToolDefinition, filter: McpToolFilter): boolean {
  if (filter.includeTools && !filter.includeTools.includes(definition.name)) return false;
  return !filter.excludeTools?.includes(definition.name);
}
