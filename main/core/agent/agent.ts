import type { CommonHookInput } from '../hooks/input.ts';
import type { ProjectSession } from '../project/open-project.ts';
import { addImages } from '../store/images.ts';
import { addMessage, appendPart } from '../store/parts.ts';
import type { Store } from '../store/store.ts';
import type { MessageImage } from '../store/types.ts';
import { createDeferredToolIndex } from '../tools/deferred-index.ts';
import { describeTool } from '../tools/describe.ts';
import type { ToolExecutor } from '../tools/executor.ts';
import { lookupTool } from '../tools/lookup.ts';
import type { ToolEvent, ToolOutcome, ResultContent } from '../../../shared/vocabulary/tool-calls.ts';
import type { Approvals } from '../tools/permission.ts';
import { selectTools } from '../tools/select.ts';
import type { AgentInfo, AnyTool, Capability, ToolServices } from '../tools/tool.ts';
import { jsonSchemaOf } from '../tools/tool-schema.ts';
import { recordToolEvents } from '../store/tool-events.ts';
import type { AgentEvent, AgentOrigin, RunStatus, Usage } from '../../../shared/vocabulary/agent-events.ts';
import { formatMemory } from './prompt/memory/format-memory.ts';
import type { MemoryFile } from './prompt/memory/types.ts';
import type { ConversationMessage, ModelClient, ModelRequest } from './model/types.ts';
import { callInput, imageContent, summaryMessage, type ConversationEntry } from './loop/conversation.ts';
import { contextTokens, firstKeptIndex, needsCompaction, summarize, type ContextLimits } from './loop/compaction.ts';
import { createLoopGuard } from './loop/loop-guard.ts';
import { respond, type AgentEventBody } from './loop/respond.ts';
import { defaultRetryPolicy, type RetryPolicy } from './loop/retry.ts';
import { addUsage, noUsage } from './usage.ts';

/** Finds project memory files the first time the model touches a folder that has one. */
export interface NestedMemorySource {
  discover(paths: readonly string[]): Promise<readonly MemoryFile[]>;
}

export interface AgentOptions {
  store: Store;
  sessionId: string;
  cwd: string;
  project: ProjectSession;
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
  /** Tools beyond the project's (the Task tool), and services beyond its own. */
  extraTools?: readonly AnyTool[];
  services?: Partial<ToolServices>;
  capabilities?: ReadonlySet<Capability>;
  maxTurns?: number;
  retry?: RetryPolicy;
  thinking?: ModelRequest['thinking'];
  textBatchMs?: number;
  nestedMemory?: NestedMemorySource;
}

export interface TurnResult {
  status: RunStatus;
  /** The final answer: the last response's text, or what AttemptCompletion said. */
  text: string;
  /** Model responses in this turn. */
  turns: number;
  usage: Usage;
  error?: string;
}

export interface Agent {
  readonly sessionId: string;
  /** Answers one prompt of the person (with the images they gave): model responses and tool calls until the model is done. */
  send(prompt: string, signal: AbortSignal, images?: readonly MessageImage[]): Promise<TurnResult>;
  /** Replaces the older conversation by a summary; `focus` is what the person wants it to keep. */
  compact(focus: string | undefined, signal: AbortSignal): Promise<{ ok: true } | { ok: false; message: string }>;
  readonly usage: Usage;
}

const completionTool = 'AttemptCompletion';

export function createAgent(options: AgentOptions): Agent {
  const { store, sessionId, project, client } = options;
  const emit = (event: AgentEventBody) => options.onEvent({ ...event, sessionId, ...(options.subagent && { subagent: options.subagent }) } as AgentEvent);
  const entries: ConversationEntry[] = [...(options.history ?? [])];
  const discovered = new Set<string>();
  const retry = options.retry ?? defaultRetryPolicy;
  let total = noUsage();
  let turnUsage = noUsage();
  const countUsage = (usage: Usage) => {
    total = addUsage(total, usage);
    turnUsage = addUsage(turnUsage, usage);
  };
  let lastContextTokens = 0;
  let recordCall: ((event: ToolEvent) => void) | undefined;
  const executor: ToolExecutor = project.executorFor(sessionId, (event) => {
    recordCall?.(event);
    emit({ type: 'tool', event });
  });

  const hookInput = (): CommonHookInput => ({
    session_id: sessionId,
    cwd: options.cwd,
    permission_mode: project.permissions.mode(sessionId),
    ...(options.subagent && { agent_id: sessionId, agent_type: options.agent.name }),
  });

  const offeredTools = () => {
    const all = [...project.registry.all().map((entry) => entry.tool), ...(options.extraTools ?? [])];
    const selection = selectTools(all, {
      cwd: options.cwd,
      agent: options.agent,
      disabledTools: project.settings.disabledTools,
      isToolDenied: project.permissions.isToolDenied,
      modelId: client.model,
      capabilities: options.capabilities,
      discovered,
    });
    const describe = (tool: AnyTool) => describeTool(tool, { agent: options.agent, modelId: client.model });
    return { all, ...selection, describe };
  };

  async function compact(trigger: 'auto' | 'manual', focus: string | undefined, signal: AbortSignal) {
    const hooks = await project.hooks.run('PreCompact', { ...hookInput(), trigger, custom_instructions: focus ?? '' }, signal);
    if (hooks.blocked) return { ok: false as const, message: `A PreCompact hook stopped the compaction: ${hooks.blocked.reason}` };
    const keptFrom = firstKeptIndex(entries, options.limits);
    if (keptFrom === 0) return { ok: false as const, message: 'There is nothing old enough to compact yet.' };
    emit({ type: 'status', status: 'compacting' });
    const todos = project.services.todos?.get(sessionId) ?? [];
    const older = entries.slice(0, keptFrom).map((entry) => entry.message);
    const { summary, usage } = await summarize(client, older, { focus, todos, limits: options.limits, signal });
    countUsage(usage);
    const firstKept = entries[keptFrom]?.messageId ?? null;
    const message = addMessage(store, sessionId, 'system', client.model);
    appendPart(store, sessionId, message.id, 'text', { text: summary, metadata: { compaction: { firstKept, trigger } } });
    entries.splice(0, keptFrom, { messageId: message.id, message: summaryMessage(summary) });
    lastContextTokens = 0;
    emit({ type: 'notice', level: 'info', message: `The conversation was compacted (${trigger}); ${entries.length - 1} recent messages were kept.` });
    return { ok: true as const };
  }

  async function send(prompt: string, signal: AbortSignal, images: readonly MessageImage[] = []): Promise<TurnResult> {
    turnUsage = noUsage();
    const result = (status: RunStatus, text: string, turns: number, error?: string): TurnResult => ({
      status,
      text,
      turns,
      usage: turnUsage,
      ...(error !== undefined && { error }),
    });

    const submitted = await project.hooks.run('UserPromptSubmit', { ...hookInput(), prompt }, signal);
    if (submitted.blocked) return result('error', '', 0, `A UserPromptSubmit hook blocked the prompt: ${submitted.blocked.reason}`);
    if (submitted.stop) return result('error', '', 0, `A UserPromptSubmit hook ended the session${submitted.stop.reason ? `: ${submitted.stop.reason}` : '.'}`);

    const userMessage = addUserMessage(prompt, submitted.additionalContext, images);
    // The turn's snapshot is taken before the first call that may change files: a turn that only
    // reads and talks costs no snapshot, and nothing can have changed files before that call.
    let snapshot: Promise<void> | undefined;
    const snapshotOnce = () =>
      (snapshot ??= project.checkpoints?.beginTurn(sessionId, userMessage).catch((error: unknown) => {
        emit({ type: 'notice', level: 'warning', message: `This turn cannot be rewound: ${error instanceof Error ? error.message : String(error)}` });
      }));

    let turns = 0;
    let lastText = '';
    let stopHookActive = false;
    // A new prompt may ask for the same thing again; only repetition within one answer counts.
    const loopGuard = createLoopGuard();
    for (;;) {
      if (signal.aborted) return result('cancelled', lastText, turns);
      if (options.maxTurns !== undefined && turns >= options.maxTurns) return result('max_turns', lastText, turns);
      if (needsCompaction(lastContextTokens, options.limits)) {
        const compacted = await compact('auto', undefined, signal).catch((error: unknown) => ({ ok: false as const, message: String(error) }));
        if (!compacted.ok) emit({ type: 'notice', level: 'warning', message: compacted.message });
      }

      const tools = offeredTools();
      const request: ModelRequest = {
        model: client.model,
        system: options.system,
        messages: entries.map((entry) => entry.message),
        tools: tools.offered.map((tool) => ({ name: tool.name, description: tools.describe(tool), inputSchema: jsonSchemaOf(tool) })),
        maxOutputTokens: options.limits.maxOutputTokens,
        ...(options.thinking && { thinking: options.thinking }),
      };
      const responded = await respond(request, signal, { client, store, sessionId, retry, textBatchMs: options.textBatchMs, emit });
      if (!responded.ok) return result(responded.status, lastText, turns, responded.status === 'error' ? responded.error.message : undefined);
      turns++;
      const { response, record } = responded;
      countUsage(response.usage);
      lastContextTokens = contextTokens(response.usage);
      emit({ type: 'usage', usage: response.usage, contextTokens: lastContextTokens, contextLimit: options.limits.contextWindow });
      const text = response.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
      if (text.trim() !== '') lastText = text;
      const assistant: ConversationMessage = {
        role: 'assistant',
        content: response.parts.map((part) => (part.type === 'tool-call' ? { ...part, input: callInput(part.input) } : part)),
      };
      if (assistant.content.length > 0) entries.push({ messageId: record.messageId, message: assistant });

      if (response.toolCalls.length === 0) {
        if (response.finishReason === 'length') emit({ type: 'notice', level: 'warning', message: 'The response was cut off at the output token limit.' });
        const stopped = await runStopHook(stopHookActive, lastText, signal);
        if (stopped.blocked && !signal.aborted) {
          stopHookActive = true;
          addUserMessage(`A Stop hook asks you to continue: ${stopped.blocked.reason}`, []);
          continue;
        }
        return result('done', lastText, turns);
      }

      emit({ type: 'status', status: 'tools' });
      if (response.toolCalls.some((call) => mayChangeFiles(call.name, tools.all))) await snapshotOnce();
      recordCall = recordToolEvents(store, sessionId, record.messageId);
      const turnServices: ToolServices = {
        ...project.services,
        ...options.services,
        deferredTools: createDeferredToolIndex(tools.deferred, discovered, tools.describe),
      };
      const outcomes = await executor.runTurn(
        response.toolCalls.map((call) => ({ id: call.id, name: call.name, input: call.input })),
        {
          sessionId,
          messageId: userMessage,
          agent: options.agent,
          cwd: options.cwd,
          signal,
          messages: entries.map((entry) => entry.message),
          services: turnServices,
          tools: tools.offered,
          allTools: tools.all,
        },
      );
      recordCall = undefined;
      const contents = await Promise.all(outcomes.map(async (outcome) => [...outcome.content, ...(await memoryFor(outcome))]));
      const stuck = signal.aborted ? undefined : loopGuard.observe(response.toolCalls.map((call) => ({ name: call.name, input: callInput(call.input) })));
      if (stuck) contents[contents.length - 1].push(stuckNote(stuck));
      entries.push({
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
      if (signal.aborted) return result('cancelled', lastText, turns);
      const completion = outcomes.find((outcome) => outcome.toolName === completionTool && outcome.status === 'success');
      if (completion) return result('done', completionText(completion) ?? lastText, turns);
      if (stuck && !(await mayGoOn(stuck, outcomes[outcomes.length - 1], signal))) {
        return result('error', lastText, turns, `Stopped: the agent ${stuck}.`);
      }
    }
  }

  function runStopHook(active: boolean, lastMessage: string, signal: AbortSignal) {
    const input = { ...hookInput(), stop_hook_active: active, last_assistant_message: lastMessage };
    return options.subagent
      ? project.hooks.run('SubagentStop', { ...input, agent_id: sessionId, agent_type: options.agent.name }, signal)
      : project.hooks.run('Stop', input, signal);
  }

  function addUserMessage(prompt: string, context: readonly string[], images: readonly MessageImage[] = []): string {
    const message = addMessage(store, sessionId, 'user');
    if (prompt !== '') appendPart(store, sessionId, message.id, 'text', { text: prompt });
    for (const text of context) appendPart(store, sessionId, message.id, 'text', { text, metadata: { context: 'hook' } });
    if (images.length > 0) addImages(store, sessionId, message.id, images);
    const texts = (prompt === '' ? context : [prompt, ...context]).map((text): ResultContent => ({ type: 'text', text }));
    const content = [...texts, ...images.map(imageContent)];
    entries.push({ messageId: message.id, message: { role: 'user', content } });
    emit({ type: 'message', messageId: message.id, role: 'user' });
    return message.id;
  }

  async function memoryFor(outcome: ToolOutcome): Promise<ResultContent[]> {
    if (!options.nestedMemory || outcome.status !== 'success') return [];
    const paths = pathsOf(outcome.input);
    const found = paths.length > 0 ? await options.nestedMemory.discover(paths) : [];
    return found.length > 0 ? [{ type: 'text', text: formatMemory(found) }] : [];
  }

  async function mayGoOn(stuck: string, last: ToolOutcome, signal: AbortSignal): Promise<boolean> {
    try {
      const answer = await options.approvals.request(
        {
          id: `loop-${last.toolCallId}`,
          kind: 'permission',
          title: `The agent ${stuck}. Let it go on?`,
          detail: 'It has been told it seems stuck. Allow to let it continue, deny to stop this turn.',
          sessionId,
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

  return {
    sessionId,
    send,
    compact: (focus, signal) =>
      compact('manual', focus, signal).catch((error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) })),
    get usage() {
      return total;
    },
  };
}

/** Found as the executor will find it; unknown names count as changing files (the executor refuses them anyway). */
function mayChangeFiles(name: string, tools: readonly AnyTool[]): boolean {
  const found = lookupTool(name, tools);
  return !found.ok || !found.tool.readOnly;
}

const stuckNote = (stuck: string): ResultContent => ({
  type: 'text',
  text: `Note from Deft: you have ${stuck}. Repeating it will not give a different result. Change your approach, or stop and tell the person what blocks you.`,
});

function completionText(outcome: ToolOutcome): string | undefined {
  const completion = outcome.metadata?.completion as { result?: string } | undefined;
  return completion?.result;
}

/** The file paths a call's input names, for nested memory. */
function pathsOf(input: unknown): string[] {
  const fields = callInput(input);
  return ['file_path', 'path', 'notebook_path'].flatMap((key) => (typeof fields[key] === 'string' ? [fields[key] as string] : []));
}
