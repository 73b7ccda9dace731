import type { McpScope } from '../../../../shared/ipc/domains/extensions.ts';
import type { McpToolFilter } from '../types.ts';

export type McpTransportKind = 'stdio' | 'http' | 'sse';

/** `oauth` of a remote server: a pre-registered client, a fixed callback port, the scopes to ask for. */
export interface McpOAuthConfig {
  clientId?: string;
  callbackPort?: number;
  scopes?: string[];
}

interface McpCommonConfig extends McpToolFilter {
  /** Per tool call, in ms; overrides `MCP_TOOL_TIMEOUT`. */
  timeout?: number;
}

export interface McpStdioConfig extends McpCommonConfig {
  type: 'stdio';
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
}

export interface McpRemoteConfig extends McpCommonConfig {
  type: 'http' | 'sse';
  url: string;
  headers: Record<string, string>;
  oauth?: McpOAuthConfig;
}

export type McpServerConfig = McpStdioConfig | McpRemoteConfig;

/** One configured server and where it was written. */
export interface McpServerEntry {
  name: string;
  scope: McpScope;
  /** The file that declared it. */
  file: string;
  config: McpServerConfig;
}
