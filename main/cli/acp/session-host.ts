import type { AgentContext, ClientCapabilities, McpServer, SessionInfo } from '@agentclientprotocol/sdk';
import type { McpServerEntry } from '../../core/mcp/config/types.ts';
import { toolOutputDir } from '../../core/paths.ts';
import { openSession, type AgentSession } from '../../core/session/open-session.ts';
import type { Secrets } from '../../core/settings/secrets.ts';
import type { SettingsFlags } from '../../core/settings/flags.ts';
import { loadSession } from '../../core/store/load.ts';
import { getSession, listSessions } from '../../core/store/sessions.ts';
import { openStore, type Store } from '../../core/store/store.ts';
import { createSpillStore, type SpillStore } from '../../core/tools/output/spill.ts';
import type { ProviderId } from '../../core/agent/model/types.ts';
import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import type { WorktreeWish } from '../../../shared/vocabulary/worktrees.ts';
import { clientFiles } from './client-files.ts';
import { clientTerminals } from './client-terminals.ts';
import { permissionBridge } from './permission-bridge.ts';
import { replayUpdates } from './replay.ts';
import { createUpdateTranslator } from './session-updates.ts';

/** What every session of one `deft acp` process shares: its flags, and the store opened once. */
export interface HostOptions {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  secrets: Secrets;
  provider: { provider?: ProviderId; model?: string; baseUrl?: string; apiKey?: string };
  flags: SettingsFlags;
  home?: string;
  log(message: string): void;
}

export interface OpenRequest {
  client: AgentContext;
  capabilities: ClientCapabilities;
  cwd: string;
  mcpServers: readonly McpServer[];
  /** Continue this stored session instead of starting one. */
  resumeId?: string;
  /** Another model than the flags' (the editor's model selector). */
  model?: string;
  /** A new session works in a new worktree of `cwd` (`_meta.deft.worktree` of `session/new`). */
  worktree?: WorktreeWish;
}

/** One open ACP session: Deft's session, and the session id the editor knows it by (the same). */
export interface HostedSession {
  id: string;
  /** Where the session works: the editor's `cwd`, or its place in the session's worktree. */
  cwd: string;
  agent: AgentSession;
  model: string;
  provider: string;
}

export type SessionHost = ReturnType<typeof createSessionHost>;

const listPageSize = 50;

/**
 * The heavy side of `deft acp`, loaded after `initialize`: the store, and `openSession()` — the
 * one the desktop and `deft run` use — with the editor as the person who approves, its MCP
 * servers, and its files and terminals when it offers them.
 */
export function createSessionHost(options: HostOptions) {
  let opened: { store: Store; spill: SpillStore } | undefined;
  const shared = () => (opened ??= { store: openStore({ dataDir: options.dataDir }), spill: createSpillStore({ dir: toolOutputDir(options.dataDir) }) });

  return {
    async open(request: OpenRequest): Promise<{ ok: true; session: HostedSession } | { ok: false; error: string }> {
      const { store, spill } = shared();
      if (request.resumeId !== undefined && !getSession(store, request.resumeId)) return { ok: false, error: `There is no session ${request.resumeId} in ${options.dataDir}.` };
      let acpSessionId = request.resumeId ?? '';
      let model = '';
      let provider = '';
      let folder = request.cwd;
      const translate = createUpdateTranslator(() => folder);
      const onEvent = (event: AgentEvent) => {
        if (event.type === 'session' && !event.subagent) ({ sessionId: acpSessionId, model, provider, cwd: folder } = event);
        if (event.type === 'notice' && !event.subagent) options.log(`${event.level}: ${event.message}`);
        for (const update of translate(event)) void request.client.notify('session/update', { sessionId: acpSessionId, update }).catch(() => undefined);
      };
      const result = await openSession({
        store,
        spill,
        projectDir: request.cwd,
        dataDir: options.dataDir,
        home: options.home,
        env: options.env,
        secrets: options.secrets,
        provider: request.model ? { ...options.provider, model: request.model } : options.provider,
        flags: options.flags,
        mcpServers: request.mcpServers.map(mcpEntry),
        session: request.resumeId === undefined ? undefined : { resumeId: request.resumeId },
        worktree: request.worktree,
        approvals: permissionBridge({ client: request.client, acpSessionId: () => acpSessionId, folder: () => folder }),
        editorFiles: clientFiles(request.client, request.capabilities, () => acpSessionId),
        editorTerminals: clientTerminals(request.client, request.capabilities, () => acpSessionId),
        onEvent,
        log: (message, error) => options.log(error === undefined ? message : `${message}: ${String(error)}`),
      });
      if (!result.ok) return { ok: false, error: result.error };
      const agent = result.value;
      acpSessionId = agent.session.id;
      return { ok: true, session: { id: agent.session.id, cwd: agent.session.cwd, agent, model, provider } };
    },

    /** The stored conversation, as updates. */
    replay(sessionId: string, cwd: string) {
      const loaded = loadSession(shared().store, sessionId, { limit: 10_000 });
      return loaded ? replayUpdates(loaded.messages, cwd) : [];
    },

    /** The stored sessions, latest first, a page at a time; the cursor is the last one's place. */
    list(cwd: string | undefined, cursor: string | undefined): { sessions: SessionInfo[]; nextCursor?: string } {
      const after = cursor === undefined ? undefined : parseCursor(cursor);
      const page = listSessions(shared().store, { projectPath: cwd, limit: listPageSize + 1, after });
      const sessions = page.slice(0, listPageSize).map((session) => ({
        sessionId: session.id,
        cwd: session.cwd,
        title: session.title || null,
        updatedAt: new Date(session.updatedAt).toISOString(),
      }));
      const last = page[listPageSize - 1];
      return page.length > listPageSize && last ? { sessions, nextCursor: `${last.updatedAt}:${last.id}` } : { sessions };
    },

    close() {
      opened?.store.close();
      opened = undefined;
    },
  };
}

function parseCursor(cursor: string): { updatedAt: number; id: string } | undefined {
  const match = /^(\d+):(\S+)$/.exec(cursor);
  return match ? { updatedAt: Number(match[1]), id: match[2] } : undefined;
}

/** An editor's MCP server as one of the person's own (user scope: no project approval to wait for). */
function mcpEntry(server: McpServer): McpServerEntry {
  const file = 'the editor (ACP session/new)';
  if ('type' in server && (server.type === 'http' || server.type === 'sse')) {
    return { name: server.name, scope: 'user', file, config: { type: server.type, url: server.url, headers: Object.fromEntries(server.headers.map((header) => [header.name, header.value])) } };
  }
  const stdio = server as Extract<McpServer, { command: string }>;
  return { name: stdio.name, scope: 'user', file, config: { type: 'stdio', command: stdio.command, args: stdio.args, env: Object.fromEntries(stdio.env.map((entry) => [entry.name, entry.value])) } };
}
