import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { LoadedSettings, SettingsProblem } from '../settings/types.ts';
import { projectServerApproval } from './config/approval.ts';
import { loadMcpConfig, type McpConfig } from './config/load-mcp-config.ts';
import { mcpPolicyVerdict } from './config/policy.ts';
import { recordProjectServerChoice, type ApprovalChoice } from './config/record-approval.ts';
import type { McpServerEntry, McpTransportKind } from './config/types.ts';
import { restartDelay, wasStable, type BackoffOptions } from './connection/backoff.ts';
import { McpConnectError } from './connection/connect-error.ts';
import { connectServer } from './connection/connect-server.ts';
import { createStderrLog, type StderrLog } from './connection/stderr-log.ts';
import { startupTimeoutMs, toolTimeoutMs } from './connection/timeouts.ts';
import { createOAuthProvider } from './oauth/provider.ts';
import { openTokenStore } from './oauth/token-store.ts';
import type { ConnectedMcpServer, McpConnections, McpScope, McpServerStatus } from './types.ts';

/** What the UI shows of a server: never a header or environment value. */
export interface McpServerInfo {
  name: string;
  scope: McpScope;
  transport: McpTransportKind;
  status: McpServerStatus;
  error?: string;
  toolCount?: number;
}

export interface McpManagerOptions {
  projectDir: string;
  /** Deft's data folder: user settings and `mcp-auth.json`. */
  dataDir: string;
  settings: LoadedSettings;
  /** For `~/.claude.json`; the real home by default. */
  home?: string;
  /** The process environment (for `${VAR}`, the servers' environment, `MCP_TIMEOUT`); `process.env` by default. */
  env?: Readonly<Record<string, string | undefined>>;
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

interface ServerState {
  entry: McpServerEntry;
  status: McpServerStatus;
  error?: string;
  client?: Client;
  toolCount?: number;
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

export function createMcpManager(options: McpManagerOptions): McpManager {
  const env = { ...(options.env ?? process.env), ...options.settings.env };
  const config = options.config ?? loadMcpConfig({ ...options, env, pluginServers: options.pluginServers });
  const store = openTokenStore(options.dataDir);
  const states = new Map<string, ServerState>(
    config.servers.map((entry) => [entry.name, { entry, ...initialStatus(entry, options.settings), log: createStderrLog(), attempt: 0, generation: 0 }]),
  );
  const changeListeners = new Set<(name: string) => void>();
  const statusListeners = new Set<(servers: McpServerInfo[]) => void>();
  let closed = false;

  const status = (): McpServerInfo[] =>
    [...states.values()].map(({ entry, status: current, error, toolCount }) => ({
      name: entry.name,
      scope: entry.scope,
      transport: entry.config.type,
      status: current,
      ...(error !== undefined && { error }),
      ...(toolCount !== undefined && { toolCount }),
    }));
  const emit = (name: string, connectionChanged: boolean) => {
    const servers = status();
    statusListeners.forEach((listener) => listener(servers));
    if (connectionChanged) changeListeners.forEach((listener) => listener(name));
  };
  const setStatus = (state: ServerState, next: McpServerStatus, error?: string) => {
    const wasConnected = state.status === 'connected';
    state.status = next;
    state.error = error;
    emit(state.entry.name, wasConnected || next === 'connected');
  };

  const disconnect = async (state: ServerState) => {
    state.generation++;
    clearTimeout(state.timer);
    state.timer = undefined;
    const { client, starting } = state;
    state.client = undefined;
    state.toolCount = undefined;
    starting?.abort.abort();
    await Promise.all([client?.close().catch(() => undefined), starting?.done]);
  };

  const connect = (state: ServerState): Promise<void> => {
    const abort = new AbortController();
    const done = attemptConnect(state, abort.signal).finally(() => {
      if (state.starting?.abort === abort) state.starting = undefined;
    });
    state.starting = { done, abort };
    return done;
  };

  const attemptConnect = async (state: ServerState, signal: AbortSignal): Promise<void> => {
    const generation = ++state.generation;
    setStatus(state, 'connecting');
    const { entry } = state;
    const remoteUrl = entry.config.type === 'stdio' ? undefined : entry.config.url;
    const authProvider =
      remoteUrl && store.get(remoteUrl).tokens && entry.config.type !== 'stdio'
        ? createOAuthProvider({ store, serverUrl: remoteUrl, oauth: entry.config.oauth })
        : undefined;
    try {
      const client = await connectServer(entry, {
        projectDir: options.projectDir,
        env,
        log: state.log,
        startupTimeoutMs: startupTimeoutMs(env),
        roots: options.workingDirectories,
        authProvider,
        clientInfo: options.clientInfo,
        signal,
      });
      if (closed || generation !== state.generation) return void (await client.close());
      state.client = client;
      state.connectedAt = Date.now();
      state.toolCount = client.getServerCapabilities()?.tools ? await client.listTools().then((listed) => listed.tools.length, () => undefined) : undefined;
      client.onclose = () => onClosed(state, generation);
      setStatus(state, 'connected');
    } catch (error) {
      if (closed || generation !== state.generation) return;
      if (error instanceof McpConnectError && error.needsAuth) return setStatus(state, 'needs-auth', error.message);
      // A restart that fails is tried again; a first start that fails waits for restart().
      if (state.attempt > 0) return failAndRestart(state, (error as Error).message);
      setStatus(state, 'failed', (error as Error).message);
    }
  };

  const onClosed = (state: ServerState, generation: number) => {
    if (closed || generation !== state.generation) return;
    state.client = undefined;
    state.toolCount = undefined;
    // A server that dies right after every start must run out of restarts, not loop at the first delay.
    if (wasStable(Date.now() - (state.connectedAt ?? 0), options.backoff)) state.attempt = 0;
    const detail = state.log.lastLine();
    failAndRestart(state, `${state.entry.name}: the server closed the connection${detail ? ` (its stderr: ${detail})` : ''}`);
  };

  const failAndRestart = (state: ServerState, reason: string) => {
    const delay = restartDelay(state.attempt, options.backoff);
    setStatus(state, 'failed', delay === undefined ? `${reason}; gave up after ${state.attempt} restarts` : reason);
    if (delay === undefined) return;
    state.attempt++;
    state.timer = setTimeout(() => void connect(state), delay);
  };

  const stateOf = (name: string): ServerState => {
    const state = states.get(name);
    if (!state) throw new Error(`no MCP server named "${name}"`);
    return state;
  };

  return {
    problems: config.problems,
    connected: () => [...states.values()].filter((state) => state.client).map((state) => connectedServer(state, env)),
    get(name) {
      const state = states.get(name);
      return state?.client ? connectedServer(state, env) : undefined;
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async start() {
      await Promise.all([...states.values()].filter((state) => state.status === 'connecting').map(connect));
    },
    status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    async approve(name, choice) {
      const state = stateOf(name);
      const verdict = mcpPolicyVerdict(options.settings, state.entry);
      if (!verdict.allowed) throw new Error(verdict.reason);
      const written = recordProjectServerChoice(options.projectDir, name, choice);
      if (!written.ok) throw new Error(written.message);
      if (choice === 'refuse') {
        await disconnect(state);
        return setStatus(state, 'disabled');
      }
      if (state.status === 'pending-approval' || state.status === 'disabled') await connect(state);
    },
    async restart(name) {
      const state = stateOf(name);
      if (state.status === 'pending-approval' || state.status === 'disabled') return;
      await disconnect(state);
      state.attempt = 0;
      await connect(state);
    },
    async authenticate(name, signal) {
      const state = stateOf(name);
      const { config: server } = state.entry;
      if (server.type === 'stdio') throw new Error(`${name} is a local (stdio) server; only remote servers sign in`);
      const { signIn } = await import('./oauth/sign-in.ts');
      await signIn({ serverUrl: server.url, store, oauth: server.oauth, openUrl: options.openUrl, signal });
      await disconnect(state);
      await connect(state);
    },
    stderr: (name) => stateOf(name).log.text(),
    rootsChanged() {
      for (const state of states.values()) void state.client?.sendRootsListChanged().catch(() => undefined);
    },
    async close() {
      closed = true;
      await Promise.all([...states.values()].map(disconnect));
    },
  };
}

/** A server the policy blocks is disabled; project servers wait for the person's approval; the others start. */
function initialStatus(entry: McpServerEntry, settings: LoadedSettings): { status: McpServerStatus; error?: string } {
  const verdict = mcpPolicyVerdict(settings, entry);
  if (!verdict.allowed) return { status: 'disabled', error: verdict.reason };
  if (entry.scope !== 'project') return { status: 'connecting' };
  const approval = projectServerApproval(settings, entry.name);
  return { status: approval === 'approved' ? 'connecting' : approval === 'refused' ? 'disabled' : 'pending-approval' };
}

function connectedServer(state: ServerState, env: Readonly<Record<string, string | undefined>>): ConnectedMcpServer {
  const { entry } = state;
  return {
    name: entry.name,
    scope: entry.scope,
    client: state.client!,
    filter: { includeTools: entry.config.includeTools, excludeTools: entry.config.excludeTools },
    toolTimeoutMs: toolTimeoutMs(entry.config, env),
  };
}
