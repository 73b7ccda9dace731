import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Confinement } from '../common/process/confine.ts';
import type { LoadedSettings } from '../settings/types.ts';
import { projectServerApproval } from './config/approval.ts';
import { mcpPolicyVerdict } from './config/policy.ts';
import { isSwitchedOff } from './config/server-switch.ts';
import type { McpServerEntry, McpTransportKind } from './config/types.ts';
import type { BackoffOptions } from './connection/backoff.ts';
import { createStderrLog, type StderrLog } from './connection/stderr-log.ts';
import { toolTimeoutMs } from './connection/timeouts.ts';
import type { TokenStore } from './oauth/token-store.ts';
import type { McpScope, McpServerStatus } from '../../../shared/ipc/domains/extensions.ts';
import type { ConnectedMcpServer } from './types.ts';

/** A tool as the server listed it when it connected. */
export interface McpToolSummary {
  name: string;
  description?: string;
}

/** What the UI shows of a server: never a header or environment value. */
export interface McpServerInfo {
  name: string;
  scope: McpScope;
  transport: McpTransportKind;
  status: McpServerStatus;
  /** Whether the person lets it run: false when switched off or refused, or a project server still waiting for approval. */
  enabled: boolean;
  /** Why a policy (`deniedMcpServers`, `allowedMcpServers`) keeps it off; no switch turns it on then. */
  blocked?: string;
  /** The file that declares it. */
  file: string;
  error?: string;
  toolCount?: number;
  tools?: McpToolSummary[];
}

export interface ServerState {
  entry: McpServerEntry;
  status: McpServerStatus;
  error?: string;
  client?: Client;
  /** Listed when it connected; kept until it disconnects. */
  tools?: McpToolSummary[];
  /** Set when a policy keeps the server off. */
  blocked?: string;
  log: StderrLog;
  /** Restarts tried since the server last stayed connected for a while. */
  attempt: number;
  connectedAt?: number;
  timer?: NodeJS.Timeout;
  /** The start-up under way, and how to stop it. */
  starting?: { done: Promise<void>; abort: AbortController };
  /** Bumped on every connect and disconnect, so a late answer of an older one is ignored. */
  generation: number;
}

/** The MCP manager's servers, what their connections need, and who listens to their changes. */
export interface McpState {
  readonly projectDir: string;
  /** The process environment with the settings' `env` over it. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where stdio servers run (the session's sandbox, or `noConfinement`). */
  readonly confinement: Confinement;
  readonly tokens: TokenStore;
  /** The session's working directories, answered to `roots/list`. */
  readonly roots: () => readonly string[];
  readonly backoff?: BackoffOptions;
  readonly clientInfo?: { name: string; version: string };
  /** The settings the servers were last configured from (`reload` replaces them). */
  settings: LoadedSettings;
  readonly servers: Map<string, ServerState>;
  readonly changeListeners: Set<(name: string) => void>;
  readonly statusListeners: Set<(servers: McpServerInfo[]) => void>;
  /** Set by `close()`: nothing connects any more. */
  closed: boolean;
}

/** A server the policy blocks or the person switched off is disabled; project servers wait for the person's approval; the others start. */
export function initialServerState(entry: McpServerEntry, settings: LoadedSettings): ServerState {
  return { entry, ...initialStatus(entry, settings), log: createStderrLog(), attempt: 0, generation: 0 };
}

export function initialStatus(entry: McpServerEntry, settings: LoadedSettings): { status: McpServerStatus; error?: string; blocked?: string } {
  const verdict = mcpPolicyVerdict(settings, entry);
  if (!verdict.allowed) return { status: 'disabled', error: verdict.reason, blocked: verdict.reason };
  if (entry.scope !== 'project') return { status: isSwitchedOff(settings, entry.name) ? 'disabled' : 'connecting' };
  const approval = projectServerApproval(settings, entry.name);
  return { status: approval === 'approved' ? 'connecting' : approval === 'refused' ? 'disabled' : 'pending-approval' };
}

export function serverNamed(state: McpState, name: string): ServerState {
  const server = state.servers.get(name);
  if (!server) throw new Error(`no MCP server named "${name}"`);
  return server;
}

export function serverInfos(state: McpState): McpServerInfo[] {
  return [...state.servers.values()].map(({ entry, status, error, tools, blocked }) => ({
    name: entry.name,
    scope: entry.scope,
    transport: entry.config.type,
    status,
    enabled: status !== 'disabled' && status !== 'pending-approval',
    ...(blocked !== undefined && { blocked }),
    file: entry.file,
    ...(error !== undefined && { error }),
    ...(tools !== undefined && { toolCount: tools.length, tools }),
  }));
}

/** Tells the status listeners, and the change listeners when the server connected or stopped being connected. */
export function setStatus(state: McpState, server: ServerState, next: McpServerStatus, error?: string): void {
  const wasConnected = server.status === 'connected';
  server.status = next;
  server.error = error;
  const servers = serverInfos(state);
  state.statusListeners.forEach((listener) => listener(servers));
  if (wasConnected || next === 'connected') state.changeListeners.forEach((listener) => listener(server.entry.name));
}

export function connectedServer(state: McpState, server: ServerState): ConnectedMcpServer {
  const { entry } = server;
  return {
    name: entry.name,
    scope: entry.scope,
    client: server.client!,
    filter: { includeTools: entry.config.includeTools, excludeTools: entry.config.excludeTools },
    toolTimeoutMs: toolTimeoutMs(entry.config, state.env),
  };
}
