import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ToolRegistry } from '../../tools/registry.ts';
import type { McpConnections } from '../types.ts';
import { applyMcpDeferral } from './deferral.ts';
import { watchListChanges, type McpListKind } from './list-changed.ts';
import { mcpTools } from './list-tools.ts';
import type { McpTool, McpToolOptions } from './mcp-tool.ts';
import { errorMessage } from '../../common/errors.ts';

export interface McpSyncChange {
  server: string;
  /** `disconnected` when the server went away; a list kind when the server said that list changed. */
  kind: 'connected' | 'disconnected' | McpListKind;
  /** What went wrong while taking this server's tools in: schemas that fell back, name clashes, a failed listing. */
  problems: string[];
}

export interface McpToolSyncOptions extends Omit<McpToolOptions, 'connections'> {
  /** The model's context window, to decide whether the MCP tools are large enough to defer. */
  contextWindowTokens?: number;
}

export interface McpToolSync {
  /** Settles once the servers connected at the start have their tools registered. */
  ready: Promise<void>;
  /** Unregisters every MCP tool and stops following the servers. */
  stop(): void;
}

interface ServerState {
  client: Client;
  tools: McpTool[];
}

/**
 * Keeps the registry's MCP tools in step with the connected servers: registered as a server
 * connects, replaced when it says its tool list changed, removed when it goes away.
 */
export function syncMcpTools(
  connections: McpConnections,
  registry: ToolRegistry,
  onChange: (change: McpSyncChange) => void,
  options: McpToolSyncOptions = {},
): McpToolSync {
  const servers = new Map<string, ServerState>();
  const queues = new Map<string, Promise<void>>();
  let stopped = false;

  const enqueue = (name: string, kind: McpSyncChange['kind']) => {
    const next = (queues.get(name) ?? Promise.resolve()).then(() => refresh(name, kind));
    queues.set(name, next);
    return next;
  };

  async function refresh(name: string, kind: McpSyncChange['kind']): Promise<void> {
    if (stopped) return;
    const server = connections.get(name);
    const previous = servers.get(name);
    if (!server) {
      if (previous) removeTools(previous.tools);
      servers.delete(name);
      deferWhenLarge();
      onChange({ server: name, kind: 'disconnected', problems: [] });
      return;
    }
    if (previous?.client !== server.client) {
      await watchListChanges(server.client, (list) => {
        if (list === 'tools') void enqueue(name, list);
        else if (!stopped) onChange({ server: name, kind: list, problems: [] });
      });
      kind = 'connected';
    }
    const problems: string[] = [];
    let tools: McpTool[] = [];
    try {
      const listed = await mcpTools(server, { ...options, connections });
      tools = listed.tools;
      problems.push(...listed.problems);
    } catch (error) {
      problems.push(`${name}: its tools could not be listed: ${errorMessage(error)}`);
    }
    if (stopped) return;
    if (previous) removeTools(previous.tools);
    const registered: McpTool[] = [];
    for (const tool of tools) {
      const result = registry.register(tool, { kind: 'mcp', origin: name });
      if (result.ok) registered.push(tool);
      else problems.push(`${tool.name} is not offered: the name is taken by a ${result.error.kept.kind} tool`);
    }
    servers.set(name, { client: server.client, tools: registered });
    deferWhenLarge();
    onChange({ server: name, kind, problems });
  }

  function deferWhenLarge() {
    applyMcpDeferral([...servers.values()].flatMap((state) => state.tools), options.contextWindowTokens);
  }

  function removeTools(tools: readonly McpTool[]) {
    for (const tool of tools) registry.unregister(tool.name);
  }

  const unsubscribe = connections.onChange((name) => void enqueue(name, 'connected'));
  const ready = Promise.all(connections.connected().map((server) => enqueue(server.name, 'connected'))).then(() => undefined);

  return {
    ready,
    stop() {
      stopped = true;
      unsubscribe();
      for (const state of servers.values()) removeTools(state.tools);
      servers.clear();
    },
  };
}
