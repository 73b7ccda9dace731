import type { Confinement } from '../common/process/confine.ts';
import { loadSettings } from '../settings/load.ts';
import type { LoadedSettings, SettingsProblem } from '../settings/types.ts';
import { loadMcpConfig, type McpConfig } from './config/load-mcp-config.ts';
import { mcpPolicyVerdict } from './config/policy.ts';
import { recordProjectServerChoice, type ApprovalChoice } from './config/record-approval.ts';
import { recordServerSwitch } from './config/server-switch.ts';
import type { McpServerEntry } from './config/types.ts';
import type { BackoffOptions } from './connection/backoff.ts';
import { openTokenStore } from './oauth/token-store.ts';
import { connect, disconnect, toolSummaries } from './server-connection.ts';
import { connectedServer, initialServerState, initialStatus, serverInfos, serverNamed, setStatus, type McpServerInfo, type McpState, type ServerState } from './server-state.ts';
import type { McpConnections } from './types.ts';

export interface McpManagerOptions {
  projectDir: string;
  /** Deft's data folder: user settings and `mcp-auth.json`. */
  dataDir: string;
  settings: LoadedSettings;
  /** The settings as the files hold them now, for `reload`; read without command-line flags by default. */
  settingsNow?: () => LoadedSettings;
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
  /**
   * Switches a server on or off for this project and remembers it: a project (`.mcp.json`) server as
   * its approval, any other in `disabledMcpServers` of `.deft/settings.local.json`.
   */
  setEnabled(name: string, enabled: boolean): Promise<void>;
  /**
   * Takes the configuration again from the settings given (read afresh from the files): servers
   * removed are stopped, new ones start, changed ones restart, and the unchanged keep their
   * connection (and tools) unless the settings now switch them off or on.
   */
  reload(settings?: LoadedSettings): Promise<void>;
  restart(name: string): Promise<void>;
  /** Lists a connected server's tools again (after it said its list changed) and tells the status listeners. */
  refreshTools(name: string): Promise<void>;
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
  const configOf = (settings: LoadedSettings) => loadMcpConfig({ ...options, settings, env, pluginServers: options.pluginServers });
  let config = options.config ?? configOf(options.settings);
  let reloading: Promise<void> = Promise.resolve();
  const state: McpState = {
    projectDir: options.projectDir,
    env,
    confinement: options.confinement,
    tokens: openTokenStore(options.dataDir),
    roots: options.workingDirectories,
    backoff: options.backoff,
    clientInfo: options.clientInfo,
    settings: options.settings,
    servers: new Map(config.servers.map((entry) => [entry.name, initialServerState(entry, options.settings)])),
    changeListeners: new Set(),
    statusListeners: new Set(),
    closed: false,
  };
  return {
    get problems() {
      return config.problems;
    },
    connected: () => [...state.servers.values()].filter((server) => server.client).map((server) => connectedServer(state, server)),
    get(name) {
      const server = state.servers.get(name);
      return server?.client ? connectedServer(state, server) : undefined;
    },
    onChange: (listener) => listen(state.changeListeners, listener),
    start: () => start(state),
    status: () => serverInfos(state),
    onStatus: (listener) => listen(state.statusListeners, listener),
    approve: (name, choice) => approve(state, name, choice),
    setEnabled: (name, enabled) => setEnabled(state, name, enabled),
    reload(settings) {
      // One reload at a time: each compares with what the one before it left.
      const next = reloading.then(async () => {
        const current = settings ?? options.settingsNow?.() ?? loadSettings({ projectDir: options.projectDir, dataDir: options.dataDir, home: options.home });
        config = configOf(current);
        await reload(state, current, config.servers);
      });
      reloading = next.catch(() => undefined);
      return next;
    },
    restart: (name) => restart(state, name),
    async refreshTools(name) {
      const server = serverNamed(state, name);
      const client = server.client;
      if (!client) return;
      const tools = await toolSummaries(client);
      if (server.client !== client) return;
      server.tools = tools;
      const servers = serverInfos(state);
      state.statusListeners.forEach((listener) => listener(servers));
    },
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

async function approve(state: McpState, name: string, choice: ApprovalChoice): Promise<void> {
  const server = serverNamed(state, name);
  const verdict = mcpPolicyVerdict(state.settings, server.entry);
  if (!verdict.allowed) throw new Error(verdict.reason);
  const written = recordProjectServerChoice(state.projectDir, name, choice);
  if (!written.ok) throw new Error(written.error);
  await switchTo(state, server, choice === 'approve');
}

async function setEnabled(state: McpState, name: string, enabled: boolean): Promise<void> {
  const server = serverNamed(state, name);
  if (server.entry.scope === 'project') return approve(state, name, enabled ? 'approve' : 'refuse');
  if (server.blocked) throw new Error(server.blocked);
  const written = recordServerSwitch(state.projectDir, name, enabled);
  if (!written.ok) throw new Error(written.error);
  await switchTo(state, server, enabled);
}

/** Stops a server switched off; starts one switched on that was not running. */
async function switchTo(state: McpState, server: ServerState, enabled: boolean): Promise<void> {
  if (!enabled) {
    await disconnect(server);
    return setStatus(state, server, 'disabled');
  }
  if (server.status === 'pending-approval' || server.status === 'disabled') await connect(state, server);
}

async function reload(state: McpState, settings: LoadedSettings, entries: readonly McpServerEntry[]): Promise<void> {
  state.settings = settings;
  const wanted = new Map(entries.map((entry) => [entry.name, entry]));
  const starting: Array<Promise<void>> = [];
  for (const [name, server] of state.servers) {
    if (wanted.has(name)) continue;
    await disconnect(server);
    state.servers.delete(name);
    if (server.status === 'connected') state.changeListeners.forEach((listener) => listener(name));
  }
  for (const entry of entries) {
    const known = state.servers.get(entry.name);
    const next = initialStatus(entry, settings);
    if (known && sameServer(known.entry, entry)) {
      known.blocked = next.blocked;
      const runs = known.status !== 'disabled' && known.status !== 'pending-approval';
      if (runs && next.status !== 'connecting') {
        await disconnect(known);
        setStatus(state, known, next.status, next.error);
      } else if (!runs && next.status === 'connecting') {
        starting.push(connect(state, known));
      } else if (!runs && (next.status !== known.status || next.error !== known.error)) {
        setStatus(state, known, next.status, next.error);
      }
      continue;
    }
    if (known) await disconnect(known);
    const server = initialServerState(entry, settings);
    state.servers.set(entry.name, server);
    if (known?.status === 'connected') state.changeListeners.forEach((listener) => listener(entry.name));
    if (server.status === 'connecting') starting.push(connect(state, server));
  }
  // The entries come sorted by name; the status lists follow them.
  const ordered = entries.map((entry) => serverNamed(state, entry.name));
  state.servers.clear();
  for (const server of ordered) state.servers.set(server.entry.name, server);
  const servers = serverInfos(state);
  state.statusListeners.forEach((listener) => listener(servers));
  await Promise.all(starting);
}

/** The same server in the same place, configured the same way. */
function sameServer(a: McpServerEntry, b: McpServerEntry): boolean {
  return a.scope === b.scope && a.file === b.file && JSON.stringify(a.config) === JSON.stringify(b.config);
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
