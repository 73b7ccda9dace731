import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { McpScope } from '../../../shared/ipc/domains/extensions.ts';

/** Which of a server's tools are offered: `include` (when given) keeps only those, then `exclude` removes. */
export interface McpToolFilter {
  includeTools?: readonly string[];
  excludeTools?: readonly string[];
}

/** A server the manager has connected: its SDK client, for the tool, resource and prompt adapters. */
export interface ConnectedMcpServer {
  name: string;
  scope: McpScope;
  client: Client;
  filter: McpToolFilter;
  /** Per tool call, in ms. */
  toolTimeoutMs: number;
}

/** The live set of connected servers, as the adapters see it. */
export interface McpConnections {
  connected(): readonly ConnectedMcpServer[];
  get(name: string): ConnectedMcpServer | undefined;
  /** Called after a server connects, reconnects or goes away; returns its own unsubscribe. */
  onChange(listener: (name: string) => void): () => void;
}
