import { homedir } from 'node:os';
import type { Result } from '../common/result.ts';
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
import { attachExtensions, prepareExtensions, type PreparedExtensions, type SessionExtensions } from '../extensions/session-extensions.ts';
import { listCommands } from '../extensions/commands/command-catalog.ts';
import type { EditorFiles } from '../builtins/files/editor-files.ts';
import type { EditorTerminals } from '../builtins/foreground/editor-terminals.ts';
import type { McpServerEntry } from '../mcp/config/types.ts';
import type { McpManager } from '../mcp/manager.ts';
import type { SlashCommand } from '../../../shared/ipc/domains/extensions.ts';
import { createAgent, type Agent, type Steering, type TurnResult } from '../agent/agent.ts';
import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import { conversationFromStore } from '../agent/loop/conversation.ts';
import type { ContextLimits } from '../agent/loop/compaction.ts';
import type { RetryPolicy } from '../agent/loop/retry.ts';
import { imagesRefusal, lookupModel } from '../agent/model/catalogue.ts';
import { createModelClient } from '../agent/model/client.ts';
import type { ProviderConfig } from '../agent/model/provider-config.ts';
import type { Permissions } from '../permissions/service.ts';
import type { PtyManager } from '../pty/manager.ts';
import { anthropicModelAliases, resolveProvider, type ProviderFlags } from '../agent/model/resolve-provider.ts';
import type { ModelClient } from '../agent/model/types.ts';
import { buildSubagentPrompt, buildSystemPrompt } from '../agent/prompt/build-system-prompt.ts';
import { collectEnvironment, type CollectingEnvironment } from '../agent/prompt/environment/collect-environment.ts';
import type { Environment } from '../agent/prompt/environment/types.ts';
import { loadMemory } from '../agent/prompt/memory/load-memory.ts';
import type { MemoryLoad } from '../agent/prompt/memory/types.ts';
import { createNestedMemory, type NestedMemory } from '../agent/prompt/memory/nested-memory.ts';
import { loadAgentDefinitions } from '../agent/subagents/definitions/load-agent-definitions.ts';
import type { AgentDefinitionLoad } from '../agent/subagents/definitions/types.ts';
import { createSubagentRunner } from '../agent/subagents/subagent-runner.ts';
import { createTaskTool, type SubagentRunner } from '../agent/subagents/task-tool.ts';
import { noUsage } from '../agent/usage.ts';
import { loadQueue, saveQueue } from '../store/queue.ts';
import { createMessageQueue, type MessageQueue } from './message-queue.ts';
import { openSessionTools, type SessionTools } from './session-tools.ts';
import { placeSession, type WorktreeWish } from './session-place.ts';
import { recordWorktree } from '../store/worktrees.ts';
import type { SessionWorktree } from '../../../shared/vocabulary/worktrees.ts';

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
  /** MCP servers the host adds to the configured ones (an editor's, given over ACP): the person's own, under the same permission rules. */
  mcpServers?: readonly McpServerEntry[];
  /** The editor hosting the session (ACP), when it offers its buffers: Read and the file-changing tools go through it. */
  editorFiles?: EditorFiles;
  /** The editor hosting the session (ACP), when it offers its terminals: Bash's foreground commands run there. */
  editorTerminals?: EditorTerminals;
  /** A new session when absent. */
  session?: { continue: true } | { resumeId: string };
  /** The environment (git) of the project folder, which the host began collecting before the session was opened; taken when the session works there. */
  environment?: CollectingEnvironment;
  /** A new session works in a new worktree of the project (see `worktrees/`) instead of the project itself. */
  worktree?: WorktreeWish;
  /** The session's message queue is kept in the store, so the messages (and their images) outlive the session being open. */
  keepQueue?: boolean;
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
  /** The worktree the session works in, when it works in one. */
  worktree?: SessionWorktree;
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
  /** Messages sent while a turn runs: its host sends the next when a turn ends; "send now" ones steer the running turn. */
  queue: MessageQueue;
  /** Answers a prompt and the images given with it; `/compact [focus]` compacts the conversation instead. */
  send(prompt: string, signal: AbortSignal, images?: readonly MessageImage[]): Promise<TurnResult>;
  /** Answers the last prompt again after its turn ended without an answer (see `Agent.retry`). */
  retry(signal: AbortSignal): Promise<TurnResult>;
  close(): Promise<void>;
}

export type OpenedSession = Result<AgentSession>;

/**
 * The one place a session is assembled, for the desktop, the CLI and the tests: its settings, model,
 * store session, tools (built-ins, command tools, project tools, plugins, MCP), permissions, hooks
 * (plugins' too), skills, commands and agents, checkpoints, prompt and agent; ready to take prompts.
 */
export async function openSession(options: SessionOptions): Promise<OpenedSession> {
  const home = options.home ?? homedir();
  const { store, dataDir } = options;
  const projectSettings = loadSettings({ projectDir: options.projectDir, dataDir, home, flags: options.flags });
  const resolved = resolveProvider({ flags: options.provider, env: { ...options.env, ...projectSettings.env }, settingsModel: projectSettings.model?.value, secrets: options.secrets });
  if (!resolved.ok) return { ok: false, error: resolved.message };
  const { config } = resolved;
  const client = createModelClient(config);
  client.prepare?.();

  const found = findSession(store, options.projectDir, options.session);
  if (!found.ok) return found;
  const placed = await placeSession({ store, dataDir, projectDir: options.projectDir, settings: projectSettings, wish: options.worktree, found: found.value });
  if (!placed.ok) return placed;
  // From here on the session's project is the folder it works in: a worktree's settings, memory files, permissions and checkpoints are its own.
  const { workDir: projectDir, worktree } = placed.value;
  const settings = projectDir === options.projectDir ? projectSettings : loadSettings({ projectDir, dataDir, home, flags: options.flags });
  const resumed = found.value !== undefined;
  const session =
    found.value ?? createSession(store, { cwd: projectDir, projectPath: options.projectDir, model: client.model, provider: config.provider, mode: options.flags?.permissionMode });
  if (worktree && !resumed) recordWorktree(store, session.id, worktree);
  const prepared = await prepareExtensions(settings, { projectDir, dataDir, home });
  const tools = await openSessionTools({
    projectDir,
    dataDir,
    home,
    spill: options.spill,
    approvals: options.approvals,
    flags: options.flags,
    settings,
    store,
    checkpoints: createCheckpoints(store),
    secrets: options.secrets,
    keys: [options.provider.apiKey, config.apiKey],
    onTodos: (sessionId, todos) => setTodos(store, sessionId, todos),
    extraHooks: prepared.hooks,
    pluginRoots: prepared.plugins.plugins.map((plugin) => plugin.root),
    onTerminalOutput: options.onTerminalOutput,
    turnRules: prepared.turnRuleBooks,
    editorFiles: options.editorFiles,
    editorTerminals: options.editorTerminals,
    worktree,
    log: options.log,
  });
  // git starts once the session's keys are withheld from children (by openSessionTools), unless the host started it before (with them withheld).
  const handed = options.environment?.cwd === session.cwd && session.cwd === projectDir ? options.environment.collected : undefined;
  const environment = handed ?? collectEnvironment({ cwd: session.cwd, projectDir, now: options.now ?? new Date(), env: options.env });
  environment.catch(() => undefined);
  const opening: Opening = { ...options, projectDir, worktree, home, config, client, session, resumed, tools, reportedRuleChanges: new Set() };
  try {
    const context = await loadContext(opening, prepared, environment);
    const extraTools = [createTaskTool(subagentRunner(opening, context)), context.extensions.skillTool];
    const offered = [...toolNamesOf(tools), ...extraTools.map((tool) => tool.name)];
    const system = await systemPrompt(opening, context, offered);
    restoreState(opening);
    const queue = createMessageQueue(options.keepQueue ? { kept: loadQueue(store, session.id), keep: (messages) => saveQueue(store, session.id, messages) } : undefined);
    const agent = createAgent({
      store,
      sessionId: session.id,
      cwd: session.cwd,
      tools,
      client,
      limits: limitsOf(client),
      thinking: thinkingFor(client, { ...options.env, ...tools.settings.env }),
      system,
      agent: { name: 'main' },
      onEvent: options.onEvent,
      approvals: options.approvals,
      history: resumed ? conversationFromStore(store, session.id) : [],
      extraTools,
      capabilities: capabilitiesOf(client),
      maxTurns: options.maxTurns,
      retry: options.retry,
      nestedMemory: context.nestedMemory,
      steering: { take: (signal) => steeringPrompts(opening, context.extensions, queue, signal) },
    });
    options.onEvent({ type: 'session', sessionId: session.id, cwd: session.cwd, provider: client.provider, model: client.model, tools: [...offered].sort(), resumed, ...(worktree && { worktree }) });
    notify(opening, [...placed.value.problems, ...context.problems]);
    return { ok: true, value: agentSession(opening, context.extensions, agent, queue, context.problems) };
  } catch (error) {
    await tools.close();
    throw error;
  }
}

/** What is settled about a session once its tools are open: the options, its model and its row in the store. */
interface Opening extends Omit<SessionOptions, 'session' | 'worktree'> {
  home: string;
  worktree?: SessionWorktree;
  config: ProviderConfig;
  client: ModelClient;
  session: Session;
  resumed: boolean;
  tools: SessionTools;
  /** The rule changes already named to the person, so each is named once. */
  reportedRuleChanges: Set<string>;
}

/** What the session's prompts are made of: memory files, environment, agent definitions and the extensions. */
interface SessionContext {
  memory: MemoryLoad;
  environment: Environment;
  definitions: AgentDefinitionLoad;
  extensions: SessionExtensions;
  nestedMemory: NestedMemory;
  /** Every problem found so far, each naming its file (nested memory files add theirs later). */
  problems: string[];
}

function findSession(store: Store, projectDir: string, wanted: SessionOptions['session']): Result<Session | undefined> {
  if (!wanted) return { ok: true, value: undefined };
  if ('resumeId' in wanted) {
    const session = getSession(store, wanted.resumeId);
    return session ? { ok: true, value: session } : { ok: false, error: `There is no session ${wanted.resumeId}.` };
  }
  const [latest] = listSessions(store, { projectPath: projectDir, limit: 1 });
  return latest ? { ok: true, value: latest } : { ok: false, error: `There is no earlier session in ${projectDir} to continue.` };
}

/** Memory files, agent definitions and the extensions, read at once, with the environment being collected already. */
async function loadContext(opening: Opening, prepared: PreparedExtensions, collecting: Promise<Environment>): Promise<SessionContext> {
  const { tools, client, home, projectDir, dataDir } = opening;
  const cwd = opening.session.cwd;
  const [memory, environment, definitions, extensions] = await Promise.all([
    loadMemory({ projectDir, cwd, home, dataDir }),
    collecting,
    loadAgentDefinitions({ projectDir, home, dataDir, plugins: prepared.plugins.plugins.map((plugin) => ({ name: plugin.name, paths: plugin.agentPaths })) }),
    attachExtensions(prepared, tools, {
      projectDir,
      dataDir,
      home,
      approvals: opening.approvals,
      env: { ...opening.env, ...tools.settings.env },
      spillDir: opening.spill.dir,
      contextWindowTokens: lookupModel(client.model).contextWindow,
      hostMcpServers: opening.mcpServers,
      settingsNow: () => loadSettings({ projectDir, dataDir, home, flags: opening.flags }),
      openUrl: (url) => (opening.openUrl ? opening.openUrl(url) : notify(opening, [`Open this address to sign in to the MCP server: ${url}`])),
      onProblems: (found) => notify(opening, found),
    }),
  ]);
  const problems = [...tools.problems, ...memory.problems, ...definitions.problems, ...extensions.problems];
  const nestedMemory = createNestedMemory({
    projectDir,
    home,
    dataDir,
    alreadyLoaded: memory.files,
    onProblem: (problem) => problems.push(problem),
    redact: (text) => tools.redactor.text(text),
  });
  return { memory, environment, definitions, extensions, nestedMemory, problems };
}

/** Runs the Task tool's sub-agents: the session's definitions, each with its own model when it names one, under the session's tools. */
function subagentRunner(opening: Opening, context: SessionContext): SubagentRunner {
  const toolNames = toolNamesOf(opening.tools);
  return createSubagentRunner({
    store: opening.store,
    tools: opening.tools,
    definitions: context.definitions.agents,
    approvals: opening.approvals,
    onEvent: opening.onEvent,
    clientFor: (model) => clientForAgent(opening.config, opening.client, model),
    limitsFor: limitsOf,
    systemFor: (definition) =>
      buildSubagentPrompt({ definition, toolNames: definition.tools ?? toolNames, memory: context.memory.files, environment: context.environment }),
    maxTurns: opening.maxTurns,
    retry: opening.retry,
    nestedMemory: context.nestedMemory,
  });
}

/** The main agent's system prompt: its blocks with the skills listed, then what the SessionStart hooks added. */
async function systemPrompt(opening: Opening, context: SessionContext, offered: readonly string[]): Promise<string[]> {
  const { session, tools, client } = opening;
  const started = await tools.hooks.run(
    'SessionStart',
    { session_id: session.id, cwd: session.cwd, permission_mode: tools.permissions.mode(session.id), source: opening.resumed ? 'resume' : 'startup', model: client.model },
    new AbortController().signal,
  );
  const skills = context.extensions.skillListing(limitsOf(client).contextWindow);
  return [...buildSystemPrompt({ toolNames: offered, memory: context.memory.files, environment: context.environment, instructions: [skills] }), ...started.additionalContext];
}

/** A resumed session's permission mode (unless a flag sets one) and its todo list, as it left them. */
function restoreState({ store, session, tools, resumed, flags }: Opening) {
  if (resumed && session.mode && !flags?.permissionMode) tools.permissions.setMode(session.id, session.mode);
  const remembered = getTodos(store, session.id);
  if (remembered.length > 0) tools.services.todos?.set(session.id, remembered);
}

function agentSession(opening: Opening, extensions: SessionExtensions, agent: Agent, queue: MessageQueue, problems: readonly string[]): AgentSession {
  const { store, session, tools } = opening;
  return {
    session,
    resumed: opening.resumed,
    ...(opening.worktree && { worktree: opening.worktree }),
    agent,
    queue,
    problems,
    terminals: tools.services.pty,
    permissions: tools.permissions,
    ...(extensions.mcp && { mcp: extensions.mcp.manager }),
    setMode(mode) {
      const set = tools.permissions.setMode(session.id, mode);
      if (set.ok) setSessionMode(store, session.id, mode);
      return set;
    },
    commands: () => slashCommands(extensions),
    send: (prompt, signal, images = []) => sendPrompt(opening, extensions, agent, { prompt, signal, images }),
    retry: async (signal) => {
      const result = await agent.retry(signal);
      reportRuleChanges(opening);
      return result;
    },
    async close() {
      await tools.hooks.run('SessionEnd', { session_id: session.id, cwd: session.cwd, permission_mode: tools.permissions.mode(session.id), reason: 'other' }, new AbortController().signal);
      await extensions.close();
      await tools.close();
    },
  };
}

async function slashCommands(extensions: SessionExtensions): Promise<SlashCommand[]> {
  return [
    { name: 'compact', description: 'Summarise the conversation so far to free the context window', argumentHint: '[focus]', kind: 'builtin' },
    ...listCommands(await extensions.catalog()).map(({ source: _source, ...command }) => command),
    ...((await extensions.mcp?.commands()) ?? []).map((command) => ({ ...command, kind: 'mcp' as const })),
  ];
}

/** A prompt through the extensions (MCP prompts and mentions, skills, commands) to the agent; `/compact [focus]` compacts instead. */
async function sendPrompt(
  opening: Opening,
  extensions: SessionExtensions,
  agent: Agent,
  { prompt, signal, images }: { prompt: string; signal: AbortSignal; images: readonly MessageImage[] },
): Promise<TurnResult> {
  const failed = (error: string): TurnResult => ({ status: 'error', text: '', turns: 0, usage: noUsage(), error });
  const refusal = images.length > 0 ? imagesRefusal(opening.client.model) : undefined;
  if (refusal) return failed(refusal);
  const compact = compactCommand(prompt);
  if (!compact) {
    const result = await extensions.runPrompt(prompt, opening.session.id, signal, (expanded) => agent.send(expanded, signal, images));
    reportRuleChanges(opening);
    return result.ok ? result.value : failed(result.error);
  }
  const done = await agent.compact(compact.focus, signal);
  return done.ok ? { status: 'done', text: 'The conversation was compacted.', turns: 0, usage: noUsage() } : failed(done.error);
}

/** `/compact [focus]`: the built-in command, with the focus the person gave. */
function compactCommand(prompt: string): { focus?: string } | undefined {
  const compact = /^\/compact(?:\s+([\s\S]*))?$/.exec(prompt.trim());
  if (!compact) return undefined;
  const focus = compact[1]?.trim();
  return focus ? { focus } : {};
}

/**
 * The "send now" messages, each as a sent prompt reaches the model (`/command args` expanded, MCP
 * prompts and mentions filled in), and `/compact` as the command; one that cannot be expanded is
 * named in a notice and left out.
 */
async function steeringPrompts(opening: Opening, extensions: SessionExtensions, queue: MessageQueue, signal: AbortSignal) {
  const prompts: Steering[] = [];
  for (const message of queue.takeSteering()) {
    const compact = compactCommand(message.prompt);
    if (compact) {
      prompts.push({ kind: 'compact', ...compact });
      continue;
    }
    const expanded = await extensions.expandPrompt(message.prompt, opening.session.id, signal);
    if (expanded.ok) prompts.push({ kind: 'message', prompt: expanded.value, ...(message.images && { images: message.images }) });
    else notify(opening, [`A message sent during the turn was left out: ${expanded.error}`]);
  }
  return prompts;
}

/** Rules a settings file gained or lost during the session are named once, after the turn; they are not in force until the person confirms. */
function reportRuleChanges(opening: Opening) {
  const changes = opening.tools.permissions.ruleChanges();
  const said = changes.map((change) => `${change.file}: ${change.change === 'added' ? '+' : '−'} ${change.list} ${change.rule}`);
  const fresh = said.filter((line) => !opening.reportedRuleChanges.has(line));
  if (fresh.length === 0) return;
  for (const line of fresh) opening.reportedRuleChanges.add(line);
  notify(opening, [`Permission rules changed during this session and are not in force until you confirm them: ${fresh.join('; ')}`]);
}

function notify(opening: Opening, problems: readonly string[]) {
  for (const problem of problems) opening.onEvent({ type: 'notice', sessionId: opening.session.id, level: 'warning', message: problem });
}

const toolNamesOf = (tools: SessionTools) => tools.registry.all().map((entry) => entry.tool.name);

function limitsOf(model: ModelClient): ContextLimits {
  const info = lookupModel(model.model);
  return { contextWindow: info.contextWindow, maxOutputTokens: info.maxOutputTokens };
}

function capabilitiesOf(model: ModelClient): Set<Capability> {
  const { capabilities } = lookupModel(model.model);
  return new Set([...(capabilities.images ? ['images' as const] : []), ...(capabilities.pdf ? ['pdf' as const] : [])]);
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
