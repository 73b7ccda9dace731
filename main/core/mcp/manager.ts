import type { Confinement } from '../common/process/confine.ts';
import type { LoadedSettings, SettingsProblem } from '../settings/types.ts';
import { loadMcpConfig, type McpConfig } from './config/load-mcp-config.ts';
import { mcpPolicyVerdict } from './config/policy.ts';
import { recordProjectServerChoice, type ApprovalChoice } from './config/record-approval.ts';
import type { McpServerEntry } from './config/types.ts';
import type { BackoffOptions } from './connection/backoff.ts';
import { openTokenStore } from './oauth/token-store.ts';
import { connect, disconnect } from './server-connection.ts';
import { connectedServer, initialServerState, serverInfos, serverNamed, setStatus, type McpServerInfo, type McpState } from './server-state.ts';
import type { McpConnections } from './types.ts';

export interface McpManagerOptions {
  projectDir: string;
  /** Deft's data folder: user settings and `mcp-auth.json`. */
  dataDir: string;
  settings: LoadedSettings;
  /** For `~/.claude.json`; the real home by default. */
  home?: string;
  /** The process environment (for `${VAR}`, the servers' environment, `MCP_TIMEOUT`); `process.env` by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where stdio servers run: the session's sandbox when its settings put MCP servers in it, else `noConfinement`. */
  confinement: Confinement;
  pluginServers?: readonly McpServerEntry[];
  /** The configuration when the caller has just loaded it from the same settings and environment; read again otherwise. */
  config?: McpConfig;
  /** The session's working directories, answered to `roots/list`. */
  workingDirectories: () => readonly string[];
  /** Opens a sign-in page in the person's browser. */
  openUrl: (url: string) => void | Promise<void>;
  /** Restarts after a crash; 1 s doubling to 30 s, five attempts by default, counted afresh after 30 s connected. */
  backoff?: BackoffOptions;
  clientInfo?: { name: string; version: string };
}

export interface McpManager extends McpConnections {
  /** Problems of the MCP configuration files, each naming file and field. */
  readonly problems: readonly SettingsProblem[];
  /** Connects every server that may start; settles when each has connected or failed. */
  start(): Promise<void>;
  status(): McpServerInfo[];
  onStatus(listener: (servers: McpServerInfo[]) => void): () => void;
  /** Records the person's answer for a project server, then starts or stops it. */
  approve(name: string, choice: ApprovalChoice): Promise<void>;
  restart(name: string): Promise<void>;
  /** Runs the browser sign-in for a remote server, then connects it. */
  authenticate(name: string, signal?: AbortSignal): Promise<void>;
  /** What a stdio server wrote to stderr lately. */
  stderr(name: string): string;
  /** Tells the connected servers that the working directories changed. */
  rootsChanged(): void;
  /** Disconnects every server and ends every server process. */
  close(): Promise<void>;
}

export function createMcpManager(options: McpManagerOptions): McpManager {
  const env = { ...(options.env ?? process.env), ...options.settings.env };
  const config = options.config ?? loadMcpConfig({ ...options, env, pluginServers: options.pluginServers });
  const state: McpState = {
    projectDir: options.projectDir,
    env,
    confinement: options.confinement,
    tokens: openTokenStore(options.dataDir),
    roots: options.workingDirectories,
    backoff: options.backoff,
    clientInfo: options.clientInfo,
    servers: new Map(config.servers.map((entry) => [entry.name, initialServerState(entry, options.settings)])),
    changeListeners: new Set(),
    statusListeners: new Set(),
    closed: false,
  };
  return {
    problems: config.problems,
    connected: () => [...state.servers.values()].filter((server) => server.client).map((server) => connectedServer(state, server)),
    get(name) {
      const server = state.servers.get(name);
      return server?.client ? connectedServer(state, server) : undefined;
    },
    onChange: (listener) => listen(state.changeListeners, listener),
    start: () => start(state),
    status: () => serverInfos(state),
    onStatus: (listener) => listen(state.statusListeners, listener),
    approve: (name, choice) => approve(state, options.settings, name, choice),
    restart: (name) => restart(state, name),
    authenticate: (name, signal) => authenticate(state, options.openUrl, name, signal),
    stderr: (name) => serverNamed(state, name).log.text(),
    rootsChanged() {
      for (const server of state.servers.values()) void server.client?.sendRootsListChanged().catch(() => undefined);
    },
    close: () => close(state),
  };
}

function listen<Listener>(listeners: Set<Listener>, listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function start(state: McpState): Promise<void> {
  await Promise.all([...state.servers.values()].filter((server) => server.status === 'connecting').map((server) => connect(state, server)));
}

async function approve(state: McpState, settings: LoadedSettings, name: string, choice: ApprovalChoice): Promise<void> {
  const server = serverNamed(state, name);
  const verdict = mcpPolicyVerdict(settings, server.entry);
  if (!verdict.allowed) throw new Error(verdict.reason);
  const written = recordProjectServerChoice(state.projectDir, name, choice);
  if (!written.ok) throw new Error(written.error);
  if (choice === 'refuse') {
    await disconnect(server);
    return setStatus(state, server, 'disabled');
  }
  if (server.status === 'pending-approval' || server.status === 'disabled') await connect(state, server);
}

async function restart(state: McpState, name: string): Promise<void> {
  const server = serverNamed(state, name);
  if (server.status === 'pending-approval' || server.status === 'disabled') return;
  await disconnect(server);
  server.attempt = 0;
  await connect(state, server);
}

async function authenticate(state: McpState, openUrl: McpManagerOptions['openUrl'], name: string, signal?: AbortSignal): Promise<void> {
  const server = serverNamed(state, name);
  const { config } = server.entry;
  if (config.type === 'stdio') throw new Error(`${name} is a local (stdio) server; only remote servers sign in`);
  const { signIn } = await import('./oauth/sign-in.ts');
  await signIn({ serverUrl: config.url, store: state.tokens, oauth: config.oauth, openUrl, signal });
  await disconnect(server);
  await connect(state, server);
}

async function close(state: McpState): Promise<void> {
  state.closed = true;
  await Promise.all([...state.servers.values()].map(disconnect));
}
