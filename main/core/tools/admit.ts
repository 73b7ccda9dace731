import { randomUUID } from 'node:crypto';
import type { Result } from '../common/result.ts';
import { raceAbort } from './abort.ts';
import { activity, hookEvent, stop, stopSaying, type CallInProgress, type ExecutorContext, type Stop } from './call-state.ts';
import { loadTool } from './descriptor.ts';
import { toolInput } from './input/tool-input.ts';
import { lookupTool } from './lookup.ts';
import type { HookVerdict, PermissionDecision, PermissionRequest } from './permission.ts';
import type { ApprovalRequest } from '../../../shared/vocabulary/approvals.ts';
import { coreMessageOf } from '../../../shared/vocabulary/core-messages.ts';
import type { AnyTool, PermissionTarget, ToolContext } from './tool.ts';

/** A call that may run: its tool, its final input, the context it runs with, and what it touches. */
export interface AdmittedCall {
  tool: AnyTool;
  input: unknown;
  context: ToolContext;
  target: PermissionTarget;
  /** What PreToolUse hooks added for the model, shown after the result. */
  hookContext?: readonly string[];
}

export type Admission = Result<AdmittedCall, Stop>;

type Ask = PermissionDecision & { behavior: 'ask' };

/**
 * Whether a call may run, in this order: cancelled already? → lookup → the tool's code loaded (a
 * described tool's, at its first call) → input → the tool's own checks → PreToolUse hooks →
 * permission, and when it asks, a PermissionRequest hook or the person. Nothing of the tool runs
 * here but its `validate`, `permission` and `preview`.
 */
export async function admit(executor: ExecutorContext, state: CallInProgress): Promise<Admission> {
  const { call, turn } = state;
  const { signal } = state.control;
  if (signal.aborted) return refused(stopSaying('cancelled', coreMessageOf('call.cancelled-before-start')));

  const found = lookupTool(call.name, turn.tools, turn.allTools);
  if (!found.ok) return refused(stop('error', found.error));
  state.toolName = found.value.name;
  const tool = await raceAbort(loadTool(found.value), signal);

  let input = toolInput(tool, call.input);
  if (!input.ok) return refused(stop('error', input.error));
  state.input = input.value;
  const context = toolContext(executor, state, tool);

  const invalid = await validate(tool, input.value, context);
  if (invalid) return refused(stop('error', invalid));

  const pre = await raceAbort(executor.hooks.preToolUse(hookEvent(state, tool, input.value), signal), signal);
  const hookSource = pre.source ?? { kind: 'hook', detail: 'PreToolUse' };
  if (pre.decision === 'deny') {
    state.decision = { behavior: 'deny', source: hookSource };
    return refused(stopSaying('denied', coreMessageOf('call.hook-blocked', { reason: pre.reason ?? coreMessageOf('call.no-reason-given') })));
  }
  if (pre.updatedInput !== undefined) {
    input = toolInput(tool, pre.updatedInput);
    if (!input.ok) return refused(stop('error', `A PreToolUse hook rewrote the input into an invalid one.\n${input.error}`));
    state.input = input.value;
    const stillInvalid = await validate(tool, input.value, context);
    if (stillInvalid) return refused(stop('error', stillInvalid));
  }
  const hook: HookVerdict | undefined =
    pre.decision === 'allow' || pre.decision === 'ask' ? { decision: pre.decision, reason: pre.reason, source: hookSource } : undefined;

  const target = tool.permission?.(input.value, context) ?? {};
  const request: PermissionRequest = { tool, input: input.value, target, sessionId: turn.sessionId, agent: turn.agent, cwd: turn.cwd, hook };
  const decision = await raceAbort(executor.permissions.decide(request), signal);
  if (decision.behavior === 'deny') {
    state.decision = { behavior: 'deny', source: decision.source };
    return refused(stopSaying('denied', coreMessageOf('call.permission-denied', { reason: decision.reasonMessage ?? decision.message })));
  }
  let finalInput = input.value;
  if (decision.behavior === 'allow') {
    state.decision = { behavior: 'allow', source: decision.source };
  } else {
    const answered = await answerAsk(executor, state, tool, request, decision, context);
    if (!answered.ok) return answered;
    finalInput = answered.value;
  }
  return { ok: true, value: { tool, input: finalInput, context, target, hookContext: pre.additionalContext } };
}

const refused = (ended: Stop) => ({ ok: false as const, error: ended });

function toolContext(executor: ExecutorContext, state: CallInProgress, tool: AnyTool): ToolContext {
  const { call, turn } = state;
  const { signal } = state.control;
  return {
    sessionId: turn.sessionId,
    messageId: turn.messageId,
    toolCallId: call.id,
    agent: turn.agent,
    cwd: turn.cwd,
    signal,
    messages: turn.messages,
    deferredTools: turn.deferredTools,
    ...(turn.modelCapabilities && { modelCapabilities: turn.modelCapabilities }),
    progress: (data) => executor.emit({ type: 'progress', toolCallId: call.id, data }),
    metadata: (data) => {
      Object.assign(state.metadata, data);
      executor.emit({ type: 'metadata', toolCallId: call.id, data });
    },
    ask: (question) =>
      raceAbort(
        executor.approvals.request(
          { ...question, id: randomUUID(), sessionId: turn.sessionId, agent: turn.agent.name, toolCallId: call.id, toolName: tool.name, input: state.input },
          signal,
        ),
        signal,
      ),
  };
}

async function validate(tool: AnyTool, input: unknown, context: ToolContext): Promise<string | undefined> {
  if (!tool.validate) return undefined;
  const result = await raceAbort(tool.validate(input, context), context.signal);
  return result.ok ? undefined : result.message;
}

/** Who answers an ask: a PermissionRequest hook if one decides, else the person (whose grant is kept). */
async function answerAsk(
  executor: ExecutorContext,
  state: CallInProgress,
  tool: AnyTool,
  request: PermissionRequest,
  decision: Ask,
  context: ToolContext,
): Promise<Result<unknown, Stop>> {
  const { signal } = context;
  const { hooks } = executor;
  const byHook = hooks.permissionRequest
    ? await raceAbort(hooks.permissionRequest({ ...hookEvent(state, tool, request.input), suggestions: decision.suggestions ?? [] }, signal), signal)
    : {};
  if (byHook.decision) {
    state.decision = { behavior: byHook.decision, source: byHook.source ?? { kind: 'hook', detail: 'PermissionRequest' } };
    if (byHook.decision === 'deny') {
      return refused(stopSaying('denied', coreMessageOf('call.permission-hook-denied', { reason: byHook.message ?? coreMessageOf('call.no-reason-given') })));
    }
    if (byHook.updatedInput === undefined) return { ok: true, value: request.input };
    const rewritten = toolInput(tool, byHook.updatedInput);
    if (!rewritten.ok) {
      return refused(stop('error', `A PermissionRequest hook rewrote the input into an invalid one.\n${rewritten.error}`));
    }
    state.input = rewritten.value;
    return { ok: true, value: rewritten.value };
  }
  const answer = await askPerson(executor, state, tool, request.input, decision, context);
  if (answer.decision === 'deny') {
    state.decision = { behavior: 'deny', source: answer.source ?? { kind: 'person', detail: 'deny' } };
    if (answer.source) return refused(stopSaying('denied', coreMessageOf('call.permission-denied', { reason: answer.message ?? answer.source.detail })));
    return refused(stopSaying('denied', answer.message ? coreMessageOf('call.person-denied-saying', { message: answer.message }) : coreMessageOf('call.person-denied')));
  }
  state.decision = { behavior: 'allow', source: { kind: 'person', detail: `allow ${answer.scope}` } };
  if (answer.scope !== 'once') {
    try {
      await executor.permissions.remember?.(request, answer, answer.rules ?? decision.suggestions ?? []);
    } catch (error) {
      executor.log(`Keeping the grant for ${tool.name} failed`, error);
    }
  }
  return { ok: true, value: request.input };
}

async function askPerson(executor: ExecutorContext, state: CallInProgress, tool: AnyTool, input: unknown, decision: Ask, context: ToolContext) {
  const { call, turn } = state;
  const { signal } = context;
  const preview = tool.preview ? await raceAbort(tool.preview(input, context), signal) : undefined;
  const request: ApprovalRequest = {
    id: randomUUID(),
    kind: 'permission',
    title: activity(tool, input),
    detail: decision.reason,
    ...(decision.reasonMessage && { detailMessage: decision.reasonMessage }),
    suggestions: decision.suggestions,
    parts: decision.parts,
    ...(preview?.diff !== undefined && { diff: preview.diff }),
    sessionId: turn.sessionId,
    agent: turn.agent.name,
    toolCallId: call.id,
    toolName: tool.name,
    input,
  };
  executor.emit({ type: 'permission_asked', toolCallId: call.id, request });
  try {
    const answer = await raceAbort(executor.approvals.request(request, signal), signal);
    executor.emit({ type: 'permission_answered', toolCallId: call.id, answer });
    return answer;
  } catch (error) {
    if (signal.aborted) executor.emit({ type: 'permission_answered', toolCallId: call.id, answer: 'withdrawn' });
    throw error;
  }
}
