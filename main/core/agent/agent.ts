import type { TurnCheckpoints } from '../checkpoints/recorder.ts';
import { errorMessage } from '../common/errors.ts';
import type { Result } from '../common/result.ts';
import type { CommonHookInput } from '../hooks/input.ts';
import type { HookRunner } from '../hooks/runner.ts';
import type { Permissions } from '../permissions/service.ts';
import type { LoadedSettings } from '../settings/types.ts';
import { addImages } from '../store/images.ts';
import { addMessage, appendPart } from '../store/parts.ts';
import type { Store } from '../store/store.ts';
import type { MessageImage } from '../store/types.ts';
import { createDeferredToolIndex } from '../tools/deferred-index.ts';
import { describeTool } from '../tools/define.ts';
import type { ToolExecutor } from '../tools/executor.ts';
import { lookupTool } from '../tools/lookup.ts';
import type { ToolEvent, ToolOutcome, ResultContent } from '../../../shared/vocabulary/tool-calls.ts';
import type { Approvals } from '../tools/permission.ts';
import { selectTools } from '../tools/select.ts';
import type { TodoStore } from '../builtins/todos/todo-store.ts';
import type { AgentInfo, AnyTool, Capability } from '../tools/tool.ts';
import { jsonSchemaOf, type KnownTool } from '../tools/descriptor.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import type { AgentEvent, AgentOrigin, RunStatus, Usage } from '../../../shared/vocabulary/agent-events.ts';
import { coreMessageOf, englishOf, type CoreMessage } from '../../../shared/vocabulary/core-messages.ts';
import { formatMemory } from './prompt/memory/format-memory.ts';
import type { MemoryFile } from './prompt/memory/types.ts';
import type { ConversationMessage, ModelClient, ModelErrorKind, ModelRequest } from './model/types.ts';
import { callInput, imageContent, summaryMessage, type ConversationEntry } from './loop/conversation.ts';
import { contextTokens, firstKeptIndex, needsCompaction, summarize, type ContextLimits } from './loop/compaction.ts';
import { createLoopGuard, type LoopGuard, type ObservedCall, type Repetition } from './loop/loop-guard.ts';
import { respond, type AgentEventBody, type Responded } from './loop/respond.ts';
import { defaultRetryPolicy, type RetryPolicy } from './loop/retry.ts';
import { addUsage, noUsage } from './usage.ts';

/** Finds project memory files the first time the model touches a folder that has one. */
export interface NestedMemorySource {
  discover(paths: readonly string[]): Promise<readonly MemoryFile[]>;
}

/** What the person sent to the running turn with "send now": a message the model reads, or `/compact [focus]`, run as the command. */
export type Steering = { kind: 'message'; prompt: string; images?: readonly MessageImage[] } | { kind: 'compact'; focus?: string };

/** What the person sent to steer the running turn ("send now"), taken at its next safe point. */
export interface SteeringSource {
  take(signal: AbortSignal): Promise<readonly Steering[]>;
}

/** What an agent and its sub-agents take from their session's tools (the session's `SessionTools` is one). */
export interface AgentTools {
  /** The session's todo list, kept through a compaction. */
  services: { todos: Pick<TodoStore, 'get'> };
  settings: Pick<LoadedSettings, 'disabledTools'>;
  permissions: Pick<Permissions, 'mode' | 'setMode' | 'isToolDenied' | 'workingDirs'>;
  hooks: Pick<HookRunner, 'run'>;
  registry: Pick<ToolRegistry, 'all'>;
  /** The executor of one session, recording its calls on the turn's `recordOn` and reporting them to `onEvent`. */
  executorFor(sessionId: string, onEvent?: (event: ToolEvent) => void): ToolExecutor;
  /** Per-turn checkpoints: a turn's snapshot is begun before its first call that may change files. */
  checkpoints?: Pick<TurnCheckpoints, 'beginTurn'>;
}

export interface AgentOptions {
  store: Store;
  sessionId: string;
  cwd: string;
  tools: AgentTools;
  client: ModelClient;
  limits: ContextLimits;
  /** The system prompt's blocks, most stable first. */
  system: readonly string[];
  agent: AgentInfo;
  /** Set for a sub-agent: who started it. */
  subagent?: AgentOrigin['subagent'];
  onEvent(event: AgentEvent): void;
  /** Who is asked whether a stuck agent may go on. */
  approvals: Approvals;
  /** The conversation so far, when resuming. */
  history?: ConversationEntry[];
  /** Tools beyond the project's (the Task tool). */
  extraTools?: readonly AnyTool[];
  capabilities?: ReadonlySet<Capability>;
  maxTurns?: number;
  retry?: RetryPolicy;
  thinking?: ModelRequest['thinking'];
  textBatchMs?: number;
  nestedMemory?: NestedMemorySource;
  /** The main agent's: messages that steer a running turn. */
  steering?: SteeringSource;
}

export interface TurnResult {
  status: RunStatus;
  /** The final answer: the last response's text, or what AttemptCompletion said. */
  text: string;
  /** Model responses in this turn. */
  turns: number;
  usage: Usage;
  error?: string;
  /** The error by code and parameters, for the UI's language, when it has one. */
  errorMessage?: CoreMessage;
  /** Set when the turn was stopped because the agent kept repeating a call and its result. */
  errorKind?: 'loop';
  /** How the model request that ended the turn failed. */
  modelError?: ModelErrorKind;
  /** Why the last model response stopped, when it was not a plain end: cut at the output limit, or refused by the provider's filter. */
  cutShort?: 'length' | 'content-filter';
}

export interface Agent {
  readonly sessionId: string;
  /** Answers one prompt of the person (with the images they gave): model responses and tool calls until the model is done. */
  send(prompt: string, signal: AbortSignal, images?: readonly MessageImage[]): Promise<TurnResult>;
  /**
   * Answers the person's last prompt again when its turn ended without an answer (a failed or
   * cancelled model request): the conversation as it stands, no new message.
   */
  retry(signal: AbortSignal): Promise<TurnResult>;
  /** Replaces the older conversation by a summary; `focus` is what the person wants it to keep. */
  compact(focus: string | undefined, signal: AbortSignal): Promise<Result<void>>;
  readonly usage: Usage;
}

const completionTool = 'AttemptCompletion';

/** What an agent keeps between prompts: its conversation, the tools it has discovered, its usage. */
interface AgentState {
  options: AgentOptions;
  executor: ToolExecutor;
  entries: ConversationEntry[];
  discovered: Set<string>;
  retry: RetryPolicy;
  total: Usage;
  /** Usage since the current prompt came. */
  turnUsage: Usage;
  /** The context the last response used, for the compaction check. */
  lastContextTokens: number;
}

/** One prompt being answered: every model response and tool call until the model is done. */
interface TurnState {
  signal: AbortSignal;
  /** The user message that started the turn: its checkpoint, and the messageId of its calls. */
  userMessage: string;
  turns: number;
  lastText: string;
  stopHookActive: boolean;
  /** A new prompt may ask for the same thing again; only repetition within one answer counts. */
  loopGuard: LoopGuard;
  snapshot?: Promise<void>;
}

type ModelResponse = Extract<Responded, { ok: true }>;

export function createAgent(options: AgentOptions): Agent {
  const agent: AgentState = {
    options,
    executor: options.tools.executorFor(options.sessionId, (event) => emit(agent, { type: 'tool', event })),
    entries: [...(options.history ?? [])],
    discovered: new Set(),
    retry: options.retry ?? defaultRetryPolicy,
    total: noUsage(),
    turnUsage: noUsage(),
    lastContextTokens: 0,
  };
  return {
    sessionId: options.sessionId,
    send: async (prompt, signal, images = []) => {
      const turn = await prepareTurn(agent, prompt, signal, images);
      return 'userMessage' in turn ? runTurn(agent, turn) : turn;
    },
    retry: (signal) => retryTurn(agent, signal),
    compact: (focus, signal) =>
      compact(agent, 'manual', focus, signal).catch((error: unknown): Result<void> => ({ ok: false, error: errorMessage(error) })),
    get usage() {
      return agent.total;
    },
  };
}

/** The loop: model response and its tool calls until one of them ends the turn. */
async function runTurn(agent: AgentState, turn: TurnState): Promise<TurnResult> {
  for (;;) {
    const ended = endedBeforeResponse(agent, turn);
    if (ended) return ended;
    await takeSteering(agent, turn);
    await compactIfNeeded(agent, turn);
    const offer = offeredTools(agent);
    const responded = await runResponse(agent, turn, offer);
    if (!responded.ok) {
      if (responded.status === 'cancelled') return finish(agent, turn, 'cancelled');
      const { message, kind, coreMessage } = responded.error;
      return { ...finish(agent, turn, 'error', message), modelError: kind, ...(coreMessage && { errorMessage: coreMessage }) };
    }
    const next = responded.response.toolCalls.length === 0 ? await finishAnswer(agent, turn, responded) : await runToolCalls(agent, turn, responded, offer);
    if (next) return next;
  }
}

/** The turn of the last prompt again, when the conversation ends on it or on tool results, as after a failed request. */
function retryTurn(agent: AgentState, signal: AbortSignal): Promise<TurnResult> {
  const last = agent.entries.at(-1);
  const prompt = agent.entries.findLast((entry) => entry.message.role === 'user');
  if (!last || last.message.role === 'assistant' || !prompt) {
    const nothing = coreMessageOf('turn.nothing-to-retry');
    return Promise.resolve({ status: 'error', text: '', turns: 0, usage: noUsage(), error: englishOf(nothing), errorMessage: nothing });
  }
  agent.turnUsage = noUsage();
  return runTurn(agent, { signal, userMessage: prompt.messageId, turns: 0, lastText: '', stopHookActive: false, loopGuard: createLoopGuard() });
}

/** UserPromptSubmit hooks, then the prompt (with what they added) stored and put in the conversation. */
async function prepareTurn(agent: AgentState, prompt: string, signal: AbortSignal, images: readonly MessageImage[]): Promise<TurnState | TurnResult> {
  agent.turnUsage = noUsage();
  const submitted = await agent.options.tools.hooks.run('UserPromptSubmit', { ...hookInput(agent), prompt }, signal);
  const refused = (error: string): TurnResult => ({ status: 'error', text: '', turns: 0, usage: agent.turnUsage, error });
  if (submitted.blocked) return refused(`A UserPromptSubmit hook blocked the prompt: ${submitted.blocked.reason}`);
  if (submitted.stop) return refused(`A UserPromptSubmit hook ended the session${submitted.stop.reason ? `: ${submitted.stop.reason}` : '.'}`);
  const userMessage = addUserMessage(agent, prompt, submitted.additionalContext, images);
  return { signal, userMessage, turns: 0, lastText: '', stopHookActive: false, loopGuard: createLoopGuard() };
}

/**
 * The safe point between a response's tool calls and the next request: messages the person sent to
 * steer the turn join the conversation as user messages, each through the UserPromptSubmit hooks
 * like a prompt; a `/compact` compacts the conversation there. Returns whether any message joined.
 */
async function takeSteering(agent: AgentState, turn: TurnState): Promise<boolean> {
  const steering = (await agent.options.steering?.take(turn.signal)) ?? [];
  let joined = false;
  for (const message of steering) {
    if (message.kind === 'compact') {
      const compacted = await compact(agent, 'manual', message.focus, turn.signal).catch((error: unknown): Result<void> => ({ ok: false, error: errorMessage(error) }));
      if (!compacted.ok) emit(agent, { type: 'notice', level: 'warning', message: `The /compact sent during the turn did not compact: ${compacted.error}` });
      continue;
    }
    const submitted = await agent.options.tools.hooks.run('UserPromptSubmit', { ...hookInput(agent), prompt: message.prompt }, turn.signal);
    const refused = submitted.blocked?.reason ?? (submitted.stop && (submitted.stop.reason ?? 'it ended the session'));
    if (refused !== undefined) {
      emit(agent, { type: 'notice', level: 'warning', message: `A UserPromptSubmit hook refused a message sent during the turn: ${refused}` });
      continue;
    }
    addUserMessage(agent, message.prompt, submitted.additionalContext, message.images);
    joined = true;
  }
  return joined;
}

function endedBeforeResponse(agent: AgentState, turn: TurnState): TurnResult | undefined {
  if (turn.signal.aborted) return finish(agent, turn, 'cancelled');
  const { maxTurns } = agent.options;
  if (maxTurns !== undefined && turn.turns >= maxTurns) return finish(agent, turn, 'max_turns');
  return undefined;
}

async function compactIfNeeded(agent: AgentState, turn: TurnState) {
  if (!needsCompaction(agent.lastContextTokens, agent.options.limits)) return;
  const compacted = await compact(agent, 'auto', undefined, turn.signal).catch((error: unknown): Result<void> => ({ ok: false, error: String(error) }));
  if (!compacted.ok) emit(agent, { type: 'notice', level: 'warning', message: compacted.error });
}

/** One model response with the tools offered now, streamed into the store; its text and calls join the conversation. */
async function runResponse(agent: AgentState, turn: TurnState, offer: OfferedTools): Promise<Responded> {
  const { options } = agent;
  const { client } = options;
  const request: ModelRequest = {
    model: client.model,
    system: options.system,
    messages: agent.entries.map((entry) => entry.message),
    tools: offer.offered.map((tool) => ({ name: tool.name, description: offer.describe(tool), inputSchema: jsonSchemaOf(tool) })),
    maxOutputTokens: options.limits.maxOutputTokens,
    ...(options.thinking && { thinking: options.thinking }),
  };
  const responded = await respond(request, turn.signal, {
    client,
    store: options.store,
    sessionId: options.sessionId,
    retry: agent.retry,
    textBatchMs: options.textBatchMs,
    emit: (event) => emit(agent, event),
  });
  if (!responded.ok) return responded;
  turn.turns++;
  const { response, record } = responded;
  countUsage(agent, response.usage);
  agent.lastContextTokens = contextTokens(response.usage);
  emit(agent, { type: 'usage', usage: response.usage, contextTokens: agent.lastContextTokens, contextLimit: options.limits.contextWindow });
  const text = response.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
  if (text.trim() !== '') turn.lastText = text;
  const assistant: ConversationMessage = {
    role: 'assistant',
    content: response.parts.map((part) => (part.type === 'tool-call' ? { ...part, input: callInput(part.input) } : part)),
  };
  if (assistant.content.length > 0) agent.entries.push({ messageId: record.messageId, message: assistant });
  return responded;
}

/** A response without tool calls ends the turn, unless a Stop hook asks for more (its reason becomes the next prompt). */
async function finishAnswer(agent: AgentState, turn: TurnState, { response }: ModelResponse): Promise<TurnResult | undefined> {
  if (response.finishReason === 'length') emit(agent, { type: 'notice', level: 'warning', message: 'The response was cut off at the output token limit.' });
  if (await takeSteering(agent, turn)) return undefined;
  const stopped = await runStopHook(agent, turn);
  if (stopped.blocked && !turn.signal.aborted) {
    turn.stopHookActive = true;
    addUserMessage(agent, `A Stop hook asks you to continue: ${stopped.blocked.reason}`, []);
    return undefined;
  }
  const done = finish(agent, turn, 'done');
  return response.finishReason === 'length' || response.finishReason === 'content-filter' ? { ...done, cutShort: response.finishReason } : done;
}

/**
 * The response's tool calls through the executor, recorded on its message, their results (with
 * nested memory files met for the first time, and the loop guard's note) put in the conversation.
 * Ends the turn when cancelled, on a successful AttemptCompletion, or when a stuck agent may not go on.
 */
async function runToolCalls(agent: AgentState, turn: TurnState, { response, record }: ModelResponse, offer: OfferedTools): Promise<TurnResult | undefined> {
  const { options } = agent;
  const { signal } = turn;
  emit(agent, { type: 'status', status: 'tools' });
  if (response.toolCalls.some((call) => mayChangeFiles(call.name, offer.all))) await snapshotOnce(agent, turn);
  const outcomes = await agent.executor.runTurn(
    response.toolCalls.map((call) => ({ id: call.id, name: call.name, input: call.input })),
    {
      sessionId: options.sessionId,
      messageId: turn.userMessage,
      recordOn: record.messageId,
      agent: options.agent,
      cwd: options.cwd,
      signal,
      messages: agent.entries.map((entry) => entry.message),
      deferredTools: createDeferredToolIndex(offer.deferred, agent.discovered, offer.describe),
      tools: offer.offered,
      allTools: offer.all,
    },
  );
  const contents = await Promise.all(outcomes.map(async (outcome) => [...outcome.content, ...(await memoryFor(agent, outcome))]));
  const repetition = signal.aborted ? undefined : turn.loopGuard.observe(outcomes.map((outcome, index) => observed(response.toolCalls[index], outcome, offer.all)));
  if (repetition) contents[contents.length - 1].push(repetitionNote(repetition));
  agent.entries.push({
    messageId: record.messageId,
    message: {
      role: 'tool',
      content: outcomes.map((outcome, index) => ({
        type: 'tool-result',
        toolCallId: outcome.toolCallId,
        toolName: outcome.toolName,
        content: contents[index],
        isError: outcome.status !== 'success',
      })),
    },
  });
  if (signal.aborted) return finish(agent, turn, 'cancelled');
  const completion = outcomes.find((outcome) => outcome.toolName === completionTool && outcome.status === 'success');
  if (completion) return finish(agent, turn, 'done', undefined, completionText(completion));
  if (repetition?.level === 'persists') {
    if (!(await mayGoOn(agent, repetition, outcomes[outcomes.length - 1], signal))) {
      return { ...finish(agent, turn, 'error', `Stopped: the agent ${repetition.what}, and went on after being told.`), errorKind: 'loop' };
    }
    turn.loopGuard.forgive();
  }
  return undefined;
}

function finish(agent: AgentState, turn: TurnState, status: RunStatus, error?: string, text = turn.lastText): TurnResult {
  return { status, text, turns: turn.turns, usage: agent.turnUsage, ...(error !== undefined && { error }) };
}

function emit(agent: AgentState, event: AgentEventBody) {
  const { sessionId, subagent } = agent.options;
  agent.options.onEvent({ ...event, sessionId, ...(subagent && { subagent }) } as AgentEvent);
}

function countUsage(agent: AgentState, usage: Usage) {
  agent.total = addUsage(agent.total, usage);
  agent.turnUsage = addUsage(agent.turnUsage, usage);
}

function hookInput(agent: AgentState): CommonHookInput {
  const { sessionId, subagent, tools } = agent.options;
  return {
    session_id: sessionId,
    cwd: agent.options.cwd,
    permission_mode: tools.permissions.mode(sessionId),
    ...(subagent && { agent_id: sessionId, agent_type: agent.options.agent.name }),
  };
}

type OfferedTools = ReturnType<typeof offeredTools>;

function offeredTools(agent: AgentState) {
  const { options } = agent;
  const all = [...options.tools.registry.all().map((entry) => entry.tool), ...(options.extraTools ?? [])];
  const selection = selectTools(all, {
    cwd: options.cwd,
    agent: options.agent,
    disabledTools: options.tools.settings.disabledTools,
    isToolDenied: options.tools.permissions.isToolDenied,
    modelId: options.client.model,
    capabilities: options.capabilities,
    discovered: agent.discovered,
  });
  const describe = (tool: KnownTool) => describeTool(tool, { agent: options.agent, modelId: options.client.model });
  return { all, ...selection, describe };
}

/**
 * The turn's snapshot, taken before the first call that may change files: a turn that only reads
 * and talks costs no snapshot, and nothing can have changed files before that call.
 */
function snapshotOnce(agent: AgentState, turn: TurnState) {
  const { tools, sessionId } = agent.options;
  return (turn.snapshot ??= tools.checkpoints?.beginTurn(sessionId, turn.userMessage).catch((error: unknown) => {
    emit(agent, { type: 'notice', level: 'warning', message: `This turn cannot be rewound: ${errorMessage(error)}` });
  }));
}

async function compact(agent: AgentState, trigger: 'auto' | 'manual', focus: string | undefined, signal: AbortSignal): Promise<Result<void>> {
  const { options, entries } = agent;
  const { store, sessionId, client, tools } = options;
  const hooks = await tools.hooks.run('PreCompact', { ...hookInput(agent), trigger, custom_instructions: focus ?? '' }, signal);
  if (hooks.blocked) return { ok: false, error: `A PreCompact hook stopped the compaction: ${hooks.blocked.reason}` };
  const keptFrom = firstKeptIndex(entries, options.limits);
  if (keptFrom === 0) return { ok: false, error: 'There is nothing old enough to compact yet.' };
  emit(agent, { type: 'status', status: 'compacting' });
  const todos = tools.services.todos.get(sessionId);
  const older = entries.slice(0, keptFrom).map((entry) => entry.message);
  const { summary, usage } = await summarize(client, older, { focus, todos, limits: options.limits, signal });
  countUsage(agent, usage);
  const firstKept = entries[keptFrom]?.messageId ?? null;
  const message = addMessage(store, sessionId, 'system', client.model);
  appendPart(store, sessionId, message.id, 'text', { text: summary, metadata: { compaction: { firstKept, trigger } } });
  entries.splice(0, keptFrom, { messageId: message.id, message: summaryMessage(summary) });
  agent.lastContextTokens = 0;
  emit(agent, { type: 'notice', level: 'info', message: `The conversation was compacted (${trigger}); ${entries.length - 1} recent messages were kept.` });
  return { ok: true, value: undefined };
}

function runStopHook(agent: AgentState, turn: TurnState) {
  const { tools, subagent, sessionId } = agent.options;
  const input = { ...hookInput(agent), stop_hook_active: turn.stopHookActive, last_assistant_message: turn.lastText };
  return subagent
    ? tools.hooks.run('SubagentStop', { ...input, agent_id: sessionId, agent_type: agent.options.agent.name }, turn.signal)
    : tools.hooks.run('Stop', input, turn.signal);
}

function addUserMessage(agent: AgentState, prompt: string, context: readonly string[], images: readonly MessageImage[] = []): string {
  const { store, sessionId } = agent.options;
  const message = addMessage(store, sessionId, 'user');
  if (prompt !== '') appendPart(store, sessionId, message.id, 'text', { text: prompt });
  for (const text of context) appendPart(store, sessionId, message.id, 'text', { text, metadata: { context: 'hook' } });
  if (images.length > 0) addImages(store, sessionId, message.id, images);
  const texts = (prompt === '' ? context : [prompt, ...context]).map((text): ResultContent => ({ type: 'text', text }));
  const content = [...texts, ...images.map(imageContent)];
  agent.entries.push({ messageId: message.id, message: { role: 'user', content } });
  emit(agent, { type: 'message', messageId: message.id, role: 'user', ...(prompt !== '' && { text: prompt }), ...(images.length > 0 && { images: [...images] }) });
  return message.id;
}

async function memoryFor(agent: AgentState, outcome: ToolOutcome): Promise<ResultContent[]> {
  const { nestedMemory } = agent.options;
  if (!nestedMemory || outcome.status !== 'success') return [];
  const paths = pathsOf(outcome.input);
  const found = paths.length > 0 ? await nestedMemory.discover(paths) : [];
  return found.length > 0 ? [{ type: 'text', text: formatMemory(found) }] : [];
}

/** Put to the person once the agent went on repeating itself after being told. */
async function mayGoOn(agent: AgentState, repetition: Repetition, last: ToolOutcome, signal: AbortSignal): Promise<boolean> {
  try {
    const answer = await agent.options.approvals.request(
      {
        id: `loop-${last.toolCallId}`,
        kind: 'permission',
        title: `The agent ${repetition.what}, and went on after being told. Let it go on?`,
        detail: 'It seems stuck. Allow to let it continue (it is told again if it repeats itself), deny to stop this turn.',
        sessionId: agent.options.sessionId,
        toolCallId: last.toolCallId,
        toolName: last.toolName,
        input: last.input,
      },
      signal,
    );
    return answer.decision === 'allow';
  } catch {
    return false;
  }
}

/** Found as the executor will find it; unknown names count as changing files (the executor refuses them anyway). */
function mayChangeFiles(name: string, tools: readonly KnownTool[]): boolean {
  const found = lookupTool(name, tools);
  return !found.ok || !found.value.readOnly;
}

/** The call and result the loop guard compares; a polling tool's repeats never count. */
function observed(call: { name: string; input: unknown }, outcome: ToolOutcome, tools: readonly KnownTool[]): ObservedCall {
  const found = lookupTool(call.name, tools);
  return { name: call.name, input: callInput(call.input), content: outcome.content, isError: outcome.status !== 'success', polls: found.ok && found.value.polls === true };
}

function repetitionNote(repetition: Repetition): ResultContent {
  const text =
    repetition.level === 'told'
      ? `Note from Deft: you have ${repetition.what}. Repeating it will not give a different result. ` +
        'Try something else: read the result again for what it tells you, change the input, look at the state another way, ' +
        'or stop and tell the person what blocks you. If you go on repeating it, the person is asked whether you may continue, and a headless run ends.'
      : `Note from Deft: you were told you are repeating yourself, and you have ${repetition.what} again. The person is asked whether you may continue.`;
  return { type: 'text', text };
}

function completionText(outcome: ToolOutcome): string | undefined {
  const completion = outcome.metadata?.completion as { result?: string } | undefined;
  return completion?.result;
}

/** The file paths a call's input names, for nested memory. */
function pathsOf(input: unknown): string[] {
  const fields = callInput(input);
  return ['file_path', 'path', 'notebook_path'].flatMap((key) => (typeof fields[key] === 'string' ? [fields[key] as string] : []));
}
