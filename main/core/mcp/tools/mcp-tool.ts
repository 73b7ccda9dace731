import type { CallToolResult, Tool as McpToolDefinition } from '@modelcontextprotocol/sdk/types.js';
import { defineTool, ToolError, acceptsImages } from '../../tools/define.ts';
import type { AnyTool } from '../../tools/tool.ts';
import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import type { ConnectedMcpServer, McpConnections } from '../types.ts';
import { callResultContent } from './call-result.ts';
import { mcpInputSchema } from './input-schema.ts';
import { defaultMaxMcpOutputTokens, mcpOutputLimits } from './output-limits.ts';
import { mcpToolName } from './names.ts';
import { serverCallError } from './server-errors.ts';

/** What Deft knows of an MCP tool beyond the tool itself, for the permission service and the UI. */
export interface McpToolInfo {
  server: string;
  /** The tool's own name on its server. */
  tool: string;
  /** The server says the tool changes nothing; used for scheduling, never to skip asking. */
  readOnlyHint: boolean;
  /** `_meta["anthropic/requiresUserInteraction"]`: the person is asked before every call, in every mode. */
  requiresUserInteraction: boolean;
}

export type McpTool = AnyTool & { mcp: McpToolInfo };

export interface McpToolOptions {
  /** Looked up at each call, so a tool of a server that went away says so; absent means the server given is used. */
  connections?: McpConnections;
  maxOutputTokens?: number;
}

/** Time the SDK's own request timeout leaves the executor's, so the executor reports the timeout. */
const sdkTimeoutGraceMs = 1_000;

export function mcpTool(
  server: ConnectedMcpServer,
  definition: McpToolDefinition,
  options: McpToolOptions = {},
): { tool: McpTool; problem?: string } {
  const name = mcpToolName(server.name, definition.name);
  const { input, problem } = mcpInputSchema(definition.inputSchema);
  const readOnlyHint = definition.annotations?.readOnlyHint === true;
  const requiresUserInteraction = definition._meta?.['anthropic/requiresUserInteraction'] === true;
  const tool = defineTool({
    name,
    description: definition.description ?? definition.title ?? definition.annotations?.title ?? `${definition.name} from the ${server.name} MCP server`,
    searchHint: `${server.name} ${definition.title ?? definition.name}`,
    input,
    limits: mcpOutputLimits(definition._meta, options.maxOutputTokens ?? defaultMaxMcpOutputTokens),
    concurrencySafe: readOnlyHint,
    destructive: definition.annotations?.destructiveHint === true,
    ...(requiresUserInteraction && { alwaysAsk: `the ${server.name} MCP server asks to confirm every call of ${definition.name}` }),
    timeoutMs: () => server.toolTimeoutMs,
    userFacingName: () => `${definition.title ?? definition.name} (${server.name})`,
    async execute(args: Record<string, unknown>, context): Promise<ResultContent[]> {
      const current = options.connections ? options.connections.get(server.name) : server;
      if (!current) throw new ToolError(notConnected(server.name));
      let result: CallToolResult;
      try {
        result = (await current.client.callTool({ name: definition.name, arguments: args }, undefined, {
          signal: context.signal,
          timeout: current.toolTimeoutMs + sdkTimeoutGraceMs,
          onprogress: (progress) => context.progress(progress),
        })) as CallToolResult;
      } catch (error) {
        if (context.signal.aborted) throw error;
        throw serverCallError(server.name, error, notConnected(server.name));
      }
      const content = callResultContent(result, acceptsImages(context));
      if (result.isError) throw new ToolError(content.map((part) => (part.type === 'text' ? part.text : '')).join('\n'));
      return content;
    },
    toResult: (content) => content,
  });
  const info: McpToolInfo = {
    server: server.name,
    tool: definition.name,
    readOnlyHint,
    requiresUserInteraction,
  };
  return { tool: Object.assign(tool, { mcp: info }), problem: problem && `${name}: its input schema cannot be used (${problem}); any object is accepted` };
}

function notConnected(server: string): string {
  return `The MCP server "${server}" is not connected right now; it will be retried. Try again later, or do without it.`;
}

/** The MCP facts of a tool, when it is one. */
export function mcpToolInfo(tool: AnyTool): McpToolInfo | undefined {
  return (tool as Partial<McpTool>).mcp;
}
