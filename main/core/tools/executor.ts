import { createRedactor, type Redactor } from '../common/redact.ts';
import { childController } from './abort.ts';
import { failure, type CallInProgress, type ExecutorContext, type Stop } from './call-state.ts';
import { createFileLocks } from './file-locks.ts';
import { noHooks, type ToolHooks } from './hooks.ts';
import type { ToolEvent, ToolOutcome } from '../../../shared/vocabulary/tool-calls.ts';
import { nobodyToAsk, type Approvals, type PermissionService } from './permission.ts';
import { redactingEvents } from './redacting-events.ts';
import { runScheduled } from './schedule.ts';
import type { ToolCallRequest, TurnContext } from './tool-call.ts';

export interface ExecutorOptions {
  /** Decides every call; there is no executor without one (one created without it anyway refuses every call). */
  permissions: PermissionService;
  approvals?: Approvals;
  hooks?: ToolHooks;
  spill: { write(id: string, text: string): Promise<string> };
  onEvent?: (event: ToolEvent) => void;
  /**
   * Takes the keys Deft holds out of every result (before the model, the store or a listener sees
   * it), every event and every spilled output. Default: keys of the published shapes only.
   */
  redactor?: Redactor;
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

/** Stands in for a missing permission service: nothing runs that nobody decided on. */
const refuseEverything: PermissionService = {
  decide: () => ({
    behavior: 'deny',
    message: 'this executor has no permission service, so it refuses every call.',
    source: { kind: 'policy', detail: 'no permission service' },
  }),
};

export function createToolExecutor(options: ExecutorOptions): ToolExecutor {
  const redactor = options.redactor ?? createRedactor([]);
  const executor: ExecutorContext = {
    permissions: (options.permissions as PermissionService | undefined) ?? refuseEverything,
    approvals: options.approvals ?? nobodyToAsk,
    hooks: options.hooks ?? noHooks,
    spill: { write: (id, text) => options.spill.write(id, redactor.text(text)) },
    emit: redactingEvents(redactor, options.onEvent ?? (() => {})),
    log: options.log ?? ((message, error) => console.error(message, error)),
    withLocks: createFileLocks(),
    defaultTimeoutMs: options.defaultTimeoutMs ?? 600_000,
    abortGraceMs: options.abortGraceMs ?? 3000,
  };
  const run = (call: ToolCallRequest, turn: TurnContext) => runCall(executor, redactor, call, turn);
  return {
    run,
    runTurn: (calls, turn) => runScheduled(calls, turn, run, options.maxParallel ?? 8),
  };
}

/** The stages a call goes through, loaded with the first call (a run that calls no tool never needs their code). */
const callStages = () => Promise.all([import('./admit.ts'), import('./perform.ts')]);

/** One call: `started`, admit, perform, then `finished` with the outcome. */
async function runCall(executor: ExecutorContext, redactor: Redactor, call: ToolCallRequest, turn: TurnContext): Promise<ToolOutcome> {
  const started = performance.now();
  executor.emit({ type: 'started', toolCallId: call.id, toolName: call.name, input: call.input });
  const state: CallInProgress = { call, turn, control: childController(turn.signal), started, toolName: call.name, metadata: {} };
  let result: Stop;
  try {
    const [{ admit }, { perform }] = await callStages();
    const admission = await admit(executor, state);
    result = admission.ok ? await perform(executor, state, admission.value) : admission.error;
  } catch (error) {
    result = failure(error, executor, state);
  } finally {
    state.control.dispose();
  }
  const outcome: ToolOutcome = redactor.value({
    toolCallId: call.id,
    toolName: state.toolName,
    durationMs: Math.round((performance.now() - started) * 1000) / 1000,
    ...(state.input !== undefined && { input: state.input }),
    ...(state.decision && { decision: state.decision }),
    ...(state.spillPath && { spillPath: state.spillPath }),
    ...result,
    ...((Object.keys(state.metadata).length > 0 || result.metadata) && { metadata: { ...state.metadata, ...result.metadata } }),
  });
  executor.emit({ type: 'finished', outcome });
  return outcome;
}
