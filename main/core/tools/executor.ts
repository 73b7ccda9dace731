import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { CallTimeout, childController, raceAbort } from './abort.ts';
import { ToolError } from './define.ts';
import { createFileLocks } from './file-locks.ts';
import { noHooks, type PostToolUseResult, type ToolHooks } from './hooks.ts';
import { toolInput } from './input/tool-input.ts';
import { lookupTool } from './lookup.ts';
import { text } from './outcome.ts';
import type { ToolEvent, ToolOutcome, ToolStatus, ResultContent } from '../../../shared/vocabulary/tool-calls.ts';
import { defaultLimits, type OutputLimits } from './output/truncate.ts';
import { truncateForModel } from './output/for-model.ts';
import { allowAll, nobodyToAsk, type Approvals, type HookVerdict, type PermissionDecision, type PermissionRequest, type PermissionService } from './permission.ts';
import type { ApprovalRequest } from '../../../shared/vocabulary/approvals.ts';
import { runScheduled } from './schedule.ts';
import type { AgentInfo, AnyTool, ToolContext, ToolServices } from './tool.ts';

export interface ToolCallRequest {
  /** The id the model gave the call. */
  id: string;
  name: string;
  /** An object (Anthropic) or a JSON string (OpenAI). */
  input: unknown;
}

/** Everything the calls of one model turn share. */
export interface TurnContext {
  sessionId: string;
  messageId: string;
  agent: AgentInfo;
  cwd: string;
  /** Aborting it cancels every call of the turn. */
  signal: AbortSignal;
  messages: readonly unknown[];
  services: ToolServices;
  /** The tools offered to the model this turn. */
  tools: readonly AnyTool[];
  /** Every registered tool, to tell "not available here" from "no such tool". */
  allTools?: readonly AnyTool[];
}

export interface ExecutorOptions {
  permissions?: PermissionService;
  approvals?: Approvals;
  hooks?: ToolHooks;
  spill: { write(id: string, text: string): Promise<string> };
  onEvent?: (event: ToolEvent) => void;
  /** Where unexpected failures go with their stack; the model only gets the message. */
  log?: (message: string, error: unknown) => void;
  /** When a tool names no time limit of its own. Default 10 minutes. */
  defaultTimeoutMs?: number;
  /** Concurrency-safe calls run at most this many at once. Default 8. */
  maxParallel?: number;
  /**
   * After a cancel or timeout, how long to wait for the tool's own account of stopping (e.g. which
   * processes it killed) before the call ends without it. Default 3 s.
   */
  abortGraceMs?: number;
}

export interface ToolExecutor {
  /** One call through the whole pipeline. Never throws. */
  run(call: ToolCallRequest, turn: TurnContext): Promise<ToolOutcome>;
  /** The calls of one model turn: consecutive concurrency-safe calls in parallel, the rest in order. */
  runTurn(calls: readonly ToolCallRequest[], turn: TurnContext): Promise<ToolOutcome[]>;
}

type Stop = Omit<ToolOutcome, 'toolCallId' | 'toolName' | 'durationMs'>;

const stop = (status: ToolStatus, message: string): Stop => ({ status, content: text(message) });

export function createToolExecutor(options: ExecutorOptions): ToolExecutor {
  const permissions = options.permissions ?? allowAll;
  const approvals = options.approvals ?? nobodyToAsk;
  const hooks = options.hooks ?? noHooks;
  const emit = options.onEvent ?? (() => {});
  const log = options.log ?? ((message, error) => console.error(message, error));
  const withLocks = createFileLocks();
  const defaultTimeoutMs = options.defaultTimeoutMs ?? 600_000;
  const abortGraceMs = options.abortGraceMs ?? 3000;

  async function run(call: ToolCallRequest, turn: TurnContext): Promise<ToolOutcome> {
    const started = performance.now();
    emit({ type: 'started', toolCallId: call.id, toolName: call.name, input: call.input });
    const state: CallState = { toolName: call.name, metadata: {}, started };
    const control = childController(turn.signal);
    let result: Stop;
    try {
      result = await pipeline(call, turn, state, control);
    } catch (error) {
      result = failure(error, control.signal, state, log);
    } finally {
      control.dispose();
    }
    const outcome: ToolOutcome = {
      toolCallId: call.id,
      toolName: state.toolName,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      ...(state.input !== undefined && { input: state.input }),
      ...(state.decision && { decision: state.decision }),
      ...(state.spillPath && { spillPath: state.spillPath }),
      ...(Object.keys(state.metadata).length > 0 && { metadata: state.metadata }),
      ...result,
    };
    emit({ type: 'finished', outcome });
    return outcome;
  }

  async function pipeline(
    call: ToolCallRequest,
    turn: TurnContext,
    state: CallState,
    control: ReturnType<typeof childController>,
  ): Promise<Stop> {
    const { signal } = control;
    // 1. Cancelled already: nothing runs.
    if (signal.aborted) return stop('cancelled', 'The call was cancelled before it started.');

    // 2. Lookup.
    const found = lookupTool(call.name, turn.tools, turn.allTools);
    if (!found.ok) return stop('error', found.message);
    const tool = found.tool;
    state.toolName = tool.name;

    // 3. Input: arguments, then the schema.
    let input = toolInput(tool, call.input);
    if (!input.ok) return stop('error', input.message);
    state.input = input.value;
    const context = toolContext(call, turn, tool, state, signal);

    // 4. The tool's own checks.
    const invalid = await validate(tool, input.value, context);
    if (invalid) return stop('error', invalid);

    // 5. PreToolUse hooks.
    const pre = await raceAbort(hooks.preToolUse(hookEvent(call, turn, tool, input.value), signal), signal);
    const hookSource = pre.source ?? { kind: 'hook', detail: 'PreToolUse' };
    if (pre.decision === 'deny') {
      state.decision = { behavior: 'deny', source: hookSource };
      return stop('denied', `A PreToolUse hook blocked this call: ${pre.reason ?? 'no reason given'}`);
    }
    if (pre.updatedInput !== undefined) {
      input = toolInput(tool, pre.updatedInput);
      if (!input.ok) return stop('error', `A PreToolUse hook rewrote the input into an invalid one.\n${input.message}`);
      state.input = input.value;
      const stillInvalid = await validate(tool, input.value, context);
      if (stillInvalid) return stop('error', stillInvalid);
    }
    const hookVerdict: HookVerdict | undefined =
      pre.decision === 'allow' || pre.decision === 'ask'
        ? { decision: pre.decision, reason: pre.reason, source: hookSource }
        : undefined;

    // 6. Permission; when it asks, a PermissionRequest hook or else the person answers.
    const target = tool.permission?.(input.value, context) ?? {};
    const permissionRequest = { tool, input: input.value, target, sessionId: turn.sessionId, agent: turn.agent, cwd: turn.cwd, hook: hookVerdict };
    const decision = await raceAbort(permissions.decide(permissionRequest), signal);
    if (decision.behavior === 'deny') {
      state.decision = { behavior: 'deny', source: decision.source };
      return stop('denied', `Permission denied: ${decision.message}`);
    }
    if (decision.behavior === 'allow') {
      state.decision = { behavior: 'allow', source: decision.source };
    } else {
      const answered = await answerAsk(call, turn, permissionRequest, decision, context, state);
      if (!answered.ok) return answered.stop;
      input = { ok: true, value: answered.input };
    }

    // 7. Execute, under its time limit and the locks of the files it writes.
    emit({ type: 'running', toolCallId: call.id, toolName: tool.name, input: input.value, activity: activity(tool, input.value) });
    control.arm(tool.timeoutMs?.(input.value) ?? defaultTimeoutMs);
    const writes = (target.paths ?? []).filter((path) => path.access === 'write').map((path) => resolve(turn.cwd, path.path));
    let output: unknown;
    let executing: Promise<unknown> | undefined;
    try {
      executing = withLocks(writes, async () => tool.execute(input.value, context));
      output = await raceAbort(executing, signal);
      if (tool.output && !tool.output.safeParse(output).success) {
        throw new Error(`${tool.name} produced output that does not match its schema`);
      }
    } catch (error) {
      if (signal.aborted) {
        const ended = failure(error, signal, state, log);
        const account = executing && (await accountOfStopping(executing, abortGraceMs));
        return account ? { ...ended, content: [...ended.content, ...text(account)] } : ended;
      }
      const failed = failure(error, signal, state, log);
      const event = { ...hookEvent(call, turn, tool, input.value), error: textOf(failed.content), durationMs: performance.now() - state.started };
      const post: PostToolUseResult = (await hooks.postToolUseFailure?.(event, signal).catch(() => ({}))) ?? {};
      const content = await truncate(failed.content, tool.limits, call.id, state);
      return { ...failed, content: [...content, ...contextBlocks(post.additionalContext)] };
    }

    // 8. Map to content and truncate.
    const mapped = await truncate(toContent(tool, output, input.value), tool.limits, call.id, state);

    // 9. PostToolUse hooks.
    const post = await raceAbort(
      hooks.postToolUse(
        { ...hookEvent(call, turn, tool, input.value), content: mapped, durationMs: performance.now() - state.started },
        signal,
      ),
      signal,
    );

    // 10. The result.
    return { status: 'success', content: [...mapped, ...contextBlocks(pre.additionalContext), ...contextBlocks(post.additionalContext)] };
  }

  function toolContext(call: ToolCallRequest, turn: TurnContext, tool: AnyTool, state: CallState, signal: AbortSignal): ToolContext {
    return {
      sessionId: turn.sessionId,
      messageId: turn.messageId,
      toolCallId: call.id,
      agent: turn.agent,
      cwd: turn.cwd,
      signal,
      messages: turn.messages,
      services: turn.services,
      progress: (data) => emit({ type: 'progress', toolCallId: call.id, data }),
      metadata: (data) => {
        Object.assign(state.metadata, data);
        emit({ type: 'metadata', toolCallId: call.id, data });
      },
      ask: (question) =>
        raceAbort(
          approvals.request(
            { ...question, id: randomUUID(), sessionId: turn.sessionId, agent: turn.agent.name, toolCallId: call.id, toolName: tool.name, input: state.input },
            signal,
          ),
          signal,
        ),
    };
  }

  /** Who answers an ask: a PermissionRequest hook if one decides, else the person (whose grant is kept). */
  async function answerAsk(
    call: ToolCallRequest,
    turn: TurnContext,
    request: PermissionRequest,
    decision: PermissionDecision & { behavior: 'ask' },
    context: ToolContext,
    state: CallState,
  ): Promise<{ ok: true; input: unknown } | { ok: false; stop: Stop }> {
    const { tool } = request;
    const { signal } = context;
    const byHook = hooks.permissionRequest
      ? await raceAbort(hooks.permissionRequest({ ...hookEvent(call, turn, tool, request.input), suggestions: decision.suggestions ?? [] }, signal), signal)
      : {};
    if (byHook.decision) {
      state.decision = { behavior: byHook.decision, source: byHook.source ?? { kind: 'hook', detail: 'PermissionRequest' } };
      if (byHook.decision === 'deny') {
        return { ok: false, stop: stop('denied', `A PermissionRequest hook denied this call: ${byHook.message ?? 'no reason given'}`) };
      }
      if (byHook.updatedInput === undefined) return { ok: true, input: request.input };
      const rewritten = toolInput(tool, byHook.updatedInput);
      if (!rewritten.ok) {
        return { ok: false, stop: stop('error', `A PermissionRequest hook rewrote the input into an invalid one.\n${rewritten.message}`) };
      }
      state.input = rewritten.value;
      return { ok: true, input: rewritten.value };
    }
    const answer = await askPerson(call, turn, tool, request.input, decision, context);
    if (answer.decision === 'deny') {
      state.decision = { behavior: 'deny', source: answer.source ?? { kind: 'person', detail: 'deny' } };
      if (answer.source) return { ok: false, stop: stop('denied', `Permission denied: ${answer.message ?? answer.source.detail}`) };
      return { ok: false, stop: stop('denied', `The person denied this call${answer.message ? `: ${answer.message}` : '.'}`) };
    }
    state.decision = { behavior: 'allow', source: { kind: 'person', detail: `allow ${answer.scope}` } };
    if (answer.scope !== 'once') {
      try {
        await permissions.remember?.(request, answer, answer.rules ?? decision.suggestions ?? []);
      } catch (error) {
        log(`Keeping the grant for ${tool.name} failed`, error);
      }
    }
    return { ok: true, input: request.input };
  }

  async function askPerson(
    call: ToolCallRequest,
    turn: TurnContext,
    tool: AnyTool,
    input: unknown,
    decision: PermissionDecision & { behavior: 'ask' },
    context: ToolContext,
  ) {
    const { signal } = context;
    const preview = tool.preview ? await raceAbort(tool.preview(input, context), signal) : undefined;
    const request: ApprovalRequest = {
      id: randomUUID(),
      kind: 'permission',
      title: activity(tool, input),
      detail: decision.reason,
      suggestions: decision.suggestions,
      parts: decision.parts,
      ...(preview?.diff !== undefined && { diff: preview.diff }),
      sessionId: turn.sessionId,
      agent: turn.agent.name,
      toolCallId: call.id,
      toolName: tool.name,
      input,
    };
    emit({ type: 'permission_asked', toolCallId: call.id, request });
    try {
      const answer = await raceAbort(approvals.request(request, signal), signal);
      emit({ type: 'permission_answered', toolCallId: call.id, answer });
      return answer;
    } catch (error) {
      if (signal.aborted) emit({ type: 'permission_answered', toolCallId: call.id, answer: 'withdrawn' });
      throw error;
    }
  }

  async function truncate(content: ResultContent[], limits: OutputLimits | false | undefined, id: string, state: CallState) {
    if (limits === false) return content;
    const result: ResultContent[] = [];
    for (const part of content) {
      if (part.type !== 'text') {
        result.push(part);
        continue;
      }
      const cut = await truncateForModel(part.text, limits ?? defaultLimits, options.spill, id);
      if (cut.spillPath) state.spillPath = cut.spillPath;
      result.push({ type: 'text', text: cut.text });
    }
    return result;
  }

  return {
    run,
    runTurn: (calls, turn) => runScheduled(calls, turn, run, options.maxParallel ?? 8),
  };
}

interface CallState {
  toolName: string;
  input?: unknown;
  decision?: ToolOutcome['decision'];
  spillPath?: string;
  metadata: Record<string, unknown>;
  started: number;
}

async function validate(tool: AnyTool, input: unknown, context: ToolContext): Promise<string | undefined> {
  if (!tool.validate) return undefined;
  const result = await raceAbort(tool.validate(input, context), context.signal);
  return result.ok ? undefined : result.message;
}

/** The message of the `ToolError` a stopped tool ends with, if it ends within `ms`; nothing else it says. */
async function accountOfStopping(executing: Promise<unknown>, ms: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  const said = executing.then(
    () => undefined,
    (error: unknown) => (error instanceof ToolError ? error.message : undefined),
  );
  try {
    return await Promise.race([said, late]);
  } finally {
    clearTimeout(timer);
  }
}

function contextBlocks(context: readonly string[] | undefined): ResultContent[] {
  return (context ?? []).map((text) => ({ type: 'text', text }));
}

function textOf(content: readonly ResultContent[]): string {
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

function hookEvent(call: ToolCallRequest, turn: TurnContext, tool: AnyTool, input: unknown) {
  return { sessionId: turn.sessionId, toolCallId: call.id, toolName: tool.name, input, cwd: turn.cwd };
}

function activity(tool: AnyTool, input: unknown): string {
  try {
    return tool.activity?.(input) ?? tool.userFacingName?.(input) ?? tool.name;
  } catch {
    return tool.name;
  }
}

function toContent(tool: AnyTool, output: unknown, input: unknown): ResultContent[] {
  const mapped = tool.toResult ? tool.toResult(output, input) : defaultResult(output);
  return typeof mapped === 'string' ? text(mapped) : mapped;
}

function defaultResult(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined || output === null) return 'Done.';
  return JSON.stringify(output, null, 2);
}

function failure(error: unknown, signal: AbortSignal, state: CallState, log: (message: string, error: unknown) => void): Stop {
  if (signal.aborted && signal.reason instanceof CallTimeout) {
    return stop('timed_out', `The call ${signal.reason.message} and was stopped.`);
  }
  if (signal.aborted) return stop('cancelled', 'The call was cancelled.');
  if (error instanceof ToolError) return stop('error', error.message);
  log(`Tool ${state.toolName} failed`, error);
  const message = error instanceof Error ? error.message : String(error);
  return stop('error', `${state.toolName} failed: ${message}`);
}
