import { isAbsolute } from 'node:path';
import { statSync } from 'node:fs';
import { agent, RequestError, type AgentApp, type AgentContext, type ClientCapabilities, type SessionConfigOption, type StopReason } from '@agentclientprotocol/sdk';
import { errorMessage } from '../../core/common/errors.ts';
import { defaultModels, anthropicModelAliases } from '../../core/agent/model/resolve-provider.ts';
import type { TurnResult } from '../../core/agent/agent.ts';
import { authMethods, hasKey } from './auth-methods.ts';
import { initializeResponse } from './initialize.ts';
import { modeIds, modelOption, modelOptionId, modeState } from './modes.ts';
import { promptInput } from './prompt-content.ts';
import { worktreeWishOf } from './session-meta.ts';
import type { HostedSession, HostOptions, OpenRequest, SessionHost } from './session-host.ts';

/** A session the editor has open: Deft's, and the prompt running in it. */
interface LiveSession {
  hosted: HostedSession;
  running?: AbortController;
}

/** What the agent keeps for one connection. */
interface Connection {
  options: HostOptions;
  capabilities: ClientCapabilities;
  host?: Promise<SessionHost>;
  sessions: Map<string, LiveSession>;
}

/**
 * Deft as an ACP agent: `initialize` answered from what is loaded already, the session host (the
 * store and `openSession()`) loaded with the first session; every handler's failure a JSON-RPC
 * error with a message a person can act on.
 */
export function createAcpAgent(options: HostOptions): { app: AgentApp; close(): Promise<void> } {
  const connection: Connection = { options, capabilities: {}, sessions: new Map() };
  const app = agent({ name: 'deft' })
    .onRequest('initialize', ({ params }) => {
      connection.capabilities = params.clientCapabilities ?? {};
      return initializeResponse;
    })
    .onRequest('authenticate', ({ params }) => {
      const found = hasKey(params.methodId, options.env, options.provider.apiKey);
      if (found === undefined) throw RequestError.invalidParams(undefined, `Unknown authentication method "${params.methodId}".`);
      if (!found) throw RequestError.authRequired(undefined, authMethods.find((method) => method.id === params.methodId)?.description ?? '');
      return {};
    })
    .onRequest('session/new', async ({ params, client }) => {
      const worktree = worktreeWishOf(params._meta);
      if (!worktree.ok) throw RequestError.invalidParams(undefined, worktree.error);
      const live = await open(connection, { client, capabilities: connection.capabilities, cwd: projectFolder(params.cwd), mcpServers: params.mcpServers, worktree: worktree.value });
      setImmediate(() => void announceCommands(client, live));
      const { worktree: made } = live.hosted.agent;
      return { sessionId: live.hosted.id, modes: modeState(currentMode(live)), configOptions: configOptions(live), ...(made && { _meta: { deft: { worktree: made } } }) };
    })
    .onRequest('session/load', async ({ params, client }) => {
      const cwd = projectFolder(params.cwd);
      const live = connection.sessions.get(params.sessionId) ?? (await open(connection, { client, capabilities: connection.capabilities, cwd, mcpServers: params.mcpServers, resumeId: params.sessionId }));
      const host = await hostOf(connection);
      for (const update of host.replay(live.hosted.id, live.hosted.cwd)) await client.notify('session/update', { sessionId: live.hosted.id, update });
      setImmediate(() => void announceCommands(client, live));
      return { modes: modeState(currentMode(live)), configOptions: configOptions(live) };
    })
    .onRequest('session/list', async ({ params }) => {
      if (params.cwd != null && !isAbsolute(params.cwd)) throw RequestError.invalidParams(undefined, `cwd must be an absolute path, not "${params.cwd}".`);
      return (await hostOf(connection)).list(params.cwd ?? undefined, params.cursor ?? undefined);
    })
    .onRequest('session/set_mode', async ({ params, client }) => {
      const live = sessionOf(connection, params.sessionId);
      if (!modeIds.includes(params.modeId)) throw RequestError.invalidParams(undefined, `Unknown mode "${params.modeId}": Deft offers ${modeIds.join(', ')}.`);
      const set = live.hosted.agent.setMode(params.modeId);
      if (!set.ok) throw RequestError.invalidParams(undefined, set.error);
      await client.notify('session/update', { sessionId: live.hosted.id, update: { sessionUpdate: 'current_mode_update', currentModeId: params.modeId } });
      return {};
    })
    .onRequest('session/set_config_option', async ({ params, client }) => {
      const live = sessionOf(connection, params.sessionId);
      if (params.configId !== modelOptionId || typeof params.value !== 'string') throw RequestError.invalidParams(undefined, `Deft has one option, "${modelOptionId}", a model name.`);
      if (live.running) throw RequestError.invalidParams(undefined, 'The model cannot change while a prompt runs; cancel it or wait for it to end.');
      if (params.value !== live.hosted.model) await reopen(connection, live, client, params.value);
      return { configOptions: configOptions(live) };
    })
    .onRequest('session/prompt', async ({ params }) => {
      const live = sessionOf(connection, params.sessionId);
      if (live.running) throw RequestError.invalidRequest(undefined, 'A prompt is already running in this session; cancel it (session/cancel) or wait for it to end.');
      const input = promptInput(params.prompt);
      if (!input.ok) throw RequestError.invalidParams(undefined, input.error);
      const running = new AbortController();
      live.running = running;
      try {
        const result = await live.hosted.agent.send(input.value.text, running.signal, input.value.images);
        return { stopReason: stopReason(result, running.signal) };
      } finally {
        live.running = undefined;
      }
    })
    .onNotification('session/cancel', ({ params }) => {
      connection.sessions.get(params.sessionId)?.running?.abort();
    })
    .onRequest('session/close', async ({ params }) => {
      const live = sessionOf(connection, params.sessionId);
      live.running?.abort();
      connection.sessions.delete(params.sessionId);
      await live.hosted.agent.close();
      return {};
    });
  return {
    app,
    async close() {
      const live = [...connection.sessions.values()];
      connection.sessions.clear();
      for (const session of live) session.running?.abort();
      await Promise.allSettled(live.map((session) => session.hosted.agent.close()));
      if (connection.host) (await connection.host).close();
    },
  };
}

function hostOf(connection: Connection): Promise<SessionHost> {
  connection.host ??= import('./session-host.ts').then(({ createSessionHost }) => createSessionHost(connection.options));
  return connection.host;
}

async function open(connection: Connection, request: OpenRequest): Promise<LiveSession> {
  const host = await hostOf(connection);
  let opened;
  try {
    opened = await host.open(request);
  } catch (error) {
    throw RequestError.internalError(undefined, `Deft could not open the session: ${errorMessage(error)}`);
  }
  if (!opened.ok) throw openFailure(opened.error);
  const live: LiveSession = { hosted: opened.session };
  connection.sessions.set(live.hosted.id, live);
  return live;
}

/** The same stored session opened again with another model. */
async function reopen(connection: Connection, live: LiveSession, client: AgentContext, model: string): Promise<void> {
  const host = await hostOf(connection);
  const opened = await host.open({ client, capabilities: connection.capabilities, cwd: live.hosted.cwd, mcpServers: [], resumeId: live.hosted.id, model });
  if (!opened.ok) throw openFailure(opened.error);
  await live.hosted.agent.close();
  live.hosted = opened.session;
}

function openFailure(message: string): RequestError {
  return /^No API key/.test(message) ? RequestError.authRequired(undefined, message) : RequestError.invalidParams(undefined, message);
}

function sessionOf(connection: Connection, sessionId: string): LiveSession {
  const live = connection.sessions.get(sessionId);
  if (!live) throw RequestError.sessionNotFound(sessionId);
  return live;
}

function projectFolder(cwd: string): string {
  if (!isAbsolute(cwd)) throw RequestError.invalidParams(undefined, `cwd must be an absolute path, not "${cwd}".`);
  if (!statSync(cwd, { throwIfNoEntry: false })?.isDirectory()) throw RequestError.invalidParams(undefined, `cwd is not a folder: ${cwd}`);
  return cwd;
}

function currentMode(live: LiveSession): string {
  return live.hosted.agent.permissions.mode(live.hosted.id);
}

function configOptions(live: LiveSession): SessionConfigOption[] {
  const { provider, model } = live.hosted;
  const others = provider === 'anthropic' ? Object.values(anthropicModelAliases) : [defaultModels[provider as keyof typeof defaultModels] ?? ''];
  return [modelOption(model, others)];
}

/** The slash commands, skills and MCP prompts, for the editor's `/` menu. */
async function announceCommands(client: AgentContext, live: LiveSession): Promise<void> {
  try {
    const commands = await live.hosted.agent.commands();
    const availableCommands = commands.map((command) => ({ name: command.name, description: command.description, ...(command.argumentHint && { input: { hint: command.argumentHint } }) }));
    await client.notify('session/update', { sessionId: live.hosted.id, update: { sessionUpdate: 'available_commands_update', availableCommands } });
  } catch {
    // The connection closed before the commands were listed.
  }
}

function stopReason(result: TurnResult, signal: AbortSignal): StopReason {
  if (result.status === 'cancelled' || signal.aborted) return 'cancelled';
  if (result.status === 'max_turns') return 'max_turn_requests';
  if (result.status === 'error') throw RequestError.internalError(undefined, result.error ?? 'The turn failed.');
  if (result.cutShort === 'length') return 'max_tokens';
  return result.cutShort === 'content-filter' ? 'refusal' : 'end_turn';
}
