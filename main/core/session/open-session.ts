import { homedir } from 'node:os';
import { createCheckpoints } from '../checkpoints/checkpoints.ts';
import type { SettingsFlags } from '../settings/flags.ts';
import { loadSettings } from '../settings/load.ts';
import type { Secrets } from '../settings/secrets.ts';
import { createSession, getSession, listSessions, setSessionMode } from '../store/sessions.ts';
import type { Store } from '../store/store.ts';
import type { MessageImage, Session } from '../store/types.ts';
import { getTodos, setTodos } from '../store/todos.ts';
import type { Approvals } from '../tools/permission.ts';
import type { Capability } from '../tools/tool.ts';
import type { SpillStore } from '../tools/output/spill.ts';
import { attachExtensions, prepareExtensions, type PreparedExtensions } from '../extensions/session-extensions.ts';
import { listCommands } from '../extensions/commands/command-catalog.ts';
import type { McpManager } from '../mcp/manager.ts';
import type { SlashCommand } from '../../../shared/ipc/domains/extensions.ts';
import { createAgent, type Agent, type TurnResult } from '../agent/agent.ts';
import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import { conversationFromStore } from '../agent/loop/conversation.ts';
import type { RetryPolicy } from '../agent/loop/retry.ts';
import { imagesRefusal, lookupModel } from '../agent/model/catalogue.ts';
import { createModelClient } from '../agent/model/client.ts';
import type { ProviderConfig } from '../agent/model/provider-config.ts';
import type { Permissions } from '../permissions/service.ts';
import type { Result } from '../common/result.ts';
import type { PtyManager } from '../pty/manager.ts';
import { anthropicModelAliases, resolveProvider, type ProviderFlags } from '../agent/model/resolve-provider.ts';
import type { ModelClient } from '../agent/model/types.ts';
import { buildSubagentPrompt } from '../agent/prompt/build-subagent-prompt.ts';
import { buildSystemPrompt } from '../agent/prompt/build-system-prompt.ts';
import { collectEnvironment } from '../agent/prompt/environment/collect-environment.ts';
import { loadMemory } from '../agent/prompt/memory/load-memory.ts';
import { createNestedMemory } from '../agent/prompt/memory/nested-memory.ts';
import { loadAgentDefinitions } from '../agent/subagents/definitions/load-agent-definitions.ts';
import { createSubagentRunner } from '../agent/subagents/subagent-runner.ts';
import { createTaskTool } from '../agent/subagents/task-tool.ts';
import { noUsage } from '../agent/usage.ts';
import { openSessionTools, type SessionTools } from './session-tools.ts';

export interface SessionOptions {
  store: Store;
  /** The process's spill files, built once by its host. */
  spill: SpillStore;
  projectDir: string;
  dataDir: string;
  home?: string;
  env: NodeJS.ProcessEnv;
  secrets: Secrets;
  provider: ProviderFlags;
  flags?: SettingsFlags;
  /** Output of the session's background commands as it comes (the desktop shows it in their terminals). */
  onTerminalOutput?: (event: { sessionId: string; shellId: string; data: Buffer }) => void;
  /** Opens an MCP server's sign-in page; without it the address is given as a notice. */
  openUrl?: (url: string) => void | Promise<void>;
  /** A new session when absent. */
  session?: { continue: true } | { resumeId: string };
  approvals: Approvals;
  onEvent(event: AgentEvent): void;
  maxTurns?: number;
  retry?: RetryPolicy;
  now?: Date;
  log?: (message: string, error?: unknown) => void;
}

export interface AgentSession {
  session: Session;
  resumed: boolean;
  agent: Agent;
  /** Problems with settings, memory files and agent definitions, each naming its file. */
  problems: readonly string[];
  /** The terminals of the session's Bash calls, for a terminal view to type into, list and kill. */
  terminals?: PtyManager;
  /** The session's permission service: its rules, mode and the grants the person gave it. */
  permissions: Permissions;
  /** The session's MCP servers (status, approval, sign-in); absent when none is configured. */
  mcp?: McpManager;
  /** What the person may type after `/`: built-ins, skills, commands and the MCP servers' prompts. */
  commands(): Promise<SlashCommand[]>;
  /** The permission mode from the next decision on, kept with the session; refused when the settings forbid it. */
  setMode(mode: string): Result<void>;
  /** Answers a prompt and the images given with it; `/compact [focus]` compacts the conversation instead. */
  send(prompt: string, signal: AbortSignal, images?: readonly MessageImage[]): Promise<TurnResult>;
  close(): Promise<void>;
}

export type OpenedSession = { ok: true; session: AgentSession } | { ok: false; message: string };

/**
 * The one place a session is assembled, for the desktop, the CLI and the tests: its settings, model,
 * store session, tools (built-ins, command tools, project tools, plugins, MCP), permissions, hooks
 * (plugins' too), skills, commands and agents, checkpoints, prompt and agent; ready to take prompts.
 */
export async function openSession(options: SessionOptions): Promise<OpenedSession> {
  const home = options.home ?? homedir();
  const { store, projectDir, dataDir } = options;
  const settings = loadSettings({ projectDir, dataDir, home, flags: options.flags });
  const resolved = resolveProvider({ flags: options.provider, env: { ...options.env, ...settings.env }, settingsModel: settings.model?.value, secrets: options.secrets });
  if (!resolved.ok) return resolved;
  const config = resolved.config;
  const client = createModelClient(config);
  client.prepare?.();

  const found = findSession(store, projectDir, options.session);
  if (!found.ok) return found;
  const resumed = found.session !== undefined;
  const session = found.session ?? createSession(store, { cwd: projectDir, model: client.model, provider: config.provider, mode: options.flags?.permissionMode });

  const extensions = await prepareExtensions(settings, { projectDir, dataDir, home });
  const tools = openSessionTools({
    projectDir,
    dataDir,
    home,
    spill: options.spill,
    approvals: options.approvals,
    flags: options.flags,
    settings,
    checkpoints: createCheckpoints(store),
    secrets: options.secrets,
    onTodos: (sessionId, todos) => setTodos(store, sessionId, todos),
    extraHooks: extensions.hooks,
    onTerminalOutput: options.onTerminalOutput,
    turnRules: extensions.turnRuleBooks,
    log: options.log,
  });
  try {
    return { ok: true, session: await startSession({ ...options, home, config, client, session, resumed, tools, extensions }) };
  } catch (error) {
    await tools.close();
    throw error;
  }
}

interface StartOptions extends Omit<SessionOptions, 'session'> {
  home: string;
  config: ProviderConfig;
  client: ModelClient;
  session: Session;
  resumed: boolean;
  tools: SessionTools;
  extensions: PreparedExtensions;
}

async function startSession(options: StartOptions): Promise<AgentSession> {
  const { store, tools, session, client, home, projectDir, dataDir } = options;
  const cwd = session.cwd;
  const problems = [...tools.problems];
  const notify = (found: readonly string[]) => {
    for (const problem of found) options.onEvent({ type: 'notice', sessionId: session.id, level: 'warning', message: problem });
  };
  const [memory, environment, definitions, extensions] = await Promise.all([
    loadMemory({ projectDir, cwd, home, dataDir }),
    collectEnvironment({ cwd, projectDir, now: options.now ?? new Date(), env: options.env }),
    loadAgentDefinitions({ projectDir, home, dataDir, plugins: options.extensions.plugins.plugins.map((plugin) => ({ name: plugin.name, paths: plugin.agentPaths })) }),
    attachExtensions(options.extensions, tools, {
      projectDir,
      dataDir,
      home,
      approvals: options.approvals,
      env: { ...options.env, ...tools.settings.env },
      spillDir: options.spill.dir,
      contextWindowTokens: lookupModel(client.model).contextWindow,
      openUrl: (url) => (options.openUrl ? options.openUrl(url) : notify([`Open this address to sign in to the MCP server: ${url}`])),
      onProblems: notify,
    }),
  ]);
  problems.push(...memory.problems, ...definitions.problems, ...extensions.problems);
  const nestedMemory = createNestedMemory({ projectDir, home, dataDir, alreadyLoaded: memory.files, onProblem: (problem) => problems.push(problem) });

  const limitsFor = (model: ModelClient) => {
    const info = lookupModel(model.model);
    return { contextWindow: info.contextWindow, maxOutputTokens: info.maxOutputTokens };
  };
  const capabilitiesOf = (model: ModelClient): Set<Capability> => {
    const { capabilities } = lookupModel(model.model);
    return new Set([...(capabilities.images ? ['images' as const] : []), ...(capabilities.pdf ? ['pdf' as const] : [])]);
  };
  const toolNames = tools.registry.all().map((entry) => entry.tool.name);
  const runner = createSubagentRunner({
    store,
    tools,
    definitions: definitions.agents,
    approvals: options.approvals,
    onEvent: options.onEvent,
    clientFor: (model) => clientForAgent(options.config, client, model),
    limitsFor,
    systemFor: (definition) =>
      buildSubagentPrompt({ definition, toolNames: definition.tools ?? toolNames, memory: memory.files, environment }),
    maxTurns: options.maxTurns,
    retry: options.retry,
    nestedMemory,
  });
  const taskTool = createTaskTool(runner);

  const started = await tools.hooks.run(
    'SessionStart',
    { session_id: session.id, cwd, permission_mode: tools.permissions.mode(session.id), source: options.resumed ? 'resume' : 'startup', model: client.model },
    new AbortController().signal,
  );
  const extraTools = [taskTool, extensions.skillTool];
  const offered = [...toolNames, ...extraTools.map((tool) => tool.name)];
  const skills = extensions.skillListing(limitsFor(client).contextWindow);
  const system = [...buildSystemPrompt({ toolNames: offered, memory: memory.files, environment, instructions: [skills] }), ...started.additionalContext];

  if (options.resumed && session.mode && !options.flags?.permissionMode) tools.permissions.setMode(session.id, session.mode);
  const remembered = getTodos(store, session.id);
  if (remembered.length > 0) tools.services.todos?.set(session.id, remembered);

  const agent = createAgent({
    store,
    sessionId: session.id,
    cwd,
    tools,
    client,
    limits: limitsFor(client),
    thinking: thinkingFor(client, { ...options.env, ...tools.settings.env }),
    system,
    agent: { name: 'main' },
    onEvent: options.onEvent,
    approvals: options.approvals,
    history: options.resumed ? conversationFromStore(store, session.id) : [],
    extraTools,
    capabilities: capabilitiesOf(client),
    maxTurns: options.maxTurns,
    retry: options.retry,
    nestedMemory,
  });
  options.onEvent({
    type: 'session',
    sessionId: session.id,
    cwd,
    provider: client.provider,
    model: client.model,
    tools: [...offered].sort(),
    resumed: options.resumed,
  });
  notify(problems);

  return {
    session,
    resumed: options.resumed,
    agent,
    problems,
    terminals: tools.services.pty,
    permissions: tools.permissions,
    ...(extensions.mcp && { mcp: extensions.mcp.manager }),
    setMode(mode) {
      const set = tools.permissions.setMode(session.id, mode);
      if (set.ok) setSessionMode(store, session.id, mode);
      return set;
    },
    commands: async () => [
      { name: 'compact', description: 'Summarise the conversation so far to free the context window', argumentHint: '[focus]', kind: 'builtin' as const },
      ...listCommands(await extensions.catalog()).map(({ source: _source, ...command }) => command),
      ...((await extensions.mcp?.commands()) ?? []).map((command) => ({ ...command, kind: 'mcp' as const })),
    ],
    async send(prompt, signal, images = []) {
      const compact = /^\/compact(?:\s+([\s\S]*))?$/.exec(prompt.trim());
      const refusal = images.length > 0 ? imagesRefusal(client.model) : undefined;
      if (refusal) return { status: 'error', text: '', turns: 0, usage: noUsage(), error: refusal };
      if (!compact) {
        const result = await extensions.runPrompt(prompt, session.id, signal, (expanded) => agent.send(expanded, signal, images));
        return 'failed' in result ? { status: 'error', text: '', turns: 0, usage: noUsage(), error: result.failed } : result;
      }
      const done = await agent.compact(compact[1]?.trim() || undefined, signal);
      return done.ok
        ? { status: 'done', text: 'The conversation was compacted.', turns: 0, usage: noUsage() }
        : { status: 'error', text: '', turns: 0, usage: noUsage(), error: done.message };
    },
    async close() {
      await tools.hooks.run('SessionEnd', { session_id: session.id, cwd, permission_mode: tools.permissions.mode(session.id), reason: 'other' }, new AbortController().signal);
      await extensions.close();
      await tools.close();
    },
  };
}

function findSession(store: Store, projectDir: string, wanted: SessionOptions['session']): { ok: true; session?: Session } | { ok: false; message: string } {
  if (!wanted) return { ok: true };
  if ('resumeId' in wanted) {
    const session = getSession(store, wanted.resumeId);
    return session ? { ok: true, session } : { ok: false, message: `There is no session ${wanted.resumeId}.` };
  }
  const [latest] = listSessions(store, { projectPath: projectDir, limit: 1 });
  return latest ? { ok: true, session: latest } : { ok: false, message: `There is no earlier session in ${projectDir} to continue.` };
}

/** A sub-agent's own model when its definition names one this provider serves; else the parent's. */
function clientForAgent(config: ProviderConfig, parent: ModelClient, model: string | undefined): ModelClient {
  if (!model || model === 'inherit') return parent;
  const alias = anthropicModelAliases[model];
  if (alias) return config.provider === 'anthropic' ? createModelClient({ ...config, model: alias }) : parent;
  return createModelClient({ ...config, model });
}

/** Extended thinking as Claude Code turns it on: `MAX_THINKING_TOKENS`, for models that can think. */
function thinkingFor(client: ModelClient, env: NodeJS.ProcessEnv): { budgetTokens: number } | undefined {
  const budget = Number(env.MAX_THINKING_TOKENS);
  if (!Number.isInteger(budget) || budget <= 0 || !lookupModel(client.model).capabilities.reasoning) return undefined;
  return { budgetTokens: budget };
}
