import { errorMessage } from '../common/errors.ts';
import { coreMessageOf, englishOf, outcomeMessageKey, type CoreMessage } from '../../../shared/vocabulary/core-messages.ts';
import type { childController } from './abort.ts';
import { CallTimeout } from './abort.ts';
import { ToolError } from './define.ts';
import type { createFileLocks } from './file-locks.ts';
import type { ToolHooks } from './hooks.ts';
import type { ResultContent, ToolEvent, ToolOutcome, ToolStatus } from '../../../shared/vocabulary/tool-calls.ts';
import type { Approvals, PermissionService } from './permission.ts';
import type { ToolCallRequest, TurnContext } from './tool-call.ts';
import type { AnyTool } from './tool.ts';

/** What every call of one executor works with: its options, defaults filled in. */
export interface ExecutorContext {
  permissions: PermissionService;
  approvals: Approvals;
  hooks: ToolHooks;
  spill: { write(id: string, text: string): Promise<string> };
  emit(event: ToolEvent): void;
  log(message: string, error: unknown): void;
  withLocks: ReturnType<typeof createFileLocks>;
  defaultTimeoutMs: number;
  abortGraceMs: number;
}

/** One call on its way through the executor: what it is, and what the outcome will say about it. */
export interface CallInProgress {
  call: ToolCallRequest;
  turn: TurnContext;
  /** The call's own signal: the turn's, its time limit once armed. */
  control: ReturnType<typeof childController>;
  started: number;
  /** The canonical name once looked up; the model's name before. */
  toolName: string;
  input?: unknown;
  decision?: ToolOutcome['decision'];
  spillPath?: string;
  metadata: Record<string, unknown>;
}

/** How a call ended, before the executor adds its id, name and duration. */
export type Stop = Omit<ToolOutcome, 'toolCallId' | 'toolName' | 'durationMs'>;

/** A result of one text block. */
export const text = (value: string): ResultContent[] => [{ type: 'text', text: value }];

export const stop = (status: ToolStatus, message: string): Stop => ({ status, content: text(message) });

/** A stop whose words have a code: the English for the model, the code in the metadata for the UI. */
export const stopSaying = (status: ToolStatus, message: CoreMessage): Stop => ({ status, content: text(englishOf(message)), metadata: { [outcomeMessageKey]: message } });

/** The outcome of a call that threw: timed out, cancelled, a tool's own error, or a crash (logged with its stack). */
export function failure(error: unknown, executor: ExecutorContext, state: CallInProgress): Stop {
  const { signal } = state.control;
  if (signal.aborted && signal.reason instanceof CallTimeout) {
    return stop('timed_out', `The call ${signal.reason.message} and was stopped.`);
  }
  if (signal.aborted) return stopSaying('cancelled', coreMessageOf('call.cancelled'));
  if (error instanceof ToolError) return stop('error', error.message);
  executor.log(`Tool ${state.toolName} failed`, error);
  return stop('error', `${state.toolName} failed: ${errorMessage(error)}`);
}

export function hookEvent(state: CallInProgress, tool: AnyTool, input: unknown) {
  return { sessionId: state.turn.sessionId, toolCallId: state.call.id, toolName: tool.name, input, cwd: state.turn.cwd };
}

/** What the call does, in a few words, for the UI and the approval dialog. */
export function activity(tool: AnyTool, input: unknown): string {
  try {
    return tool.activity?.(input) ?? tool.userFacingName?.(input) ?? tool.name;
  } catch {
    return tool.name;
  }
}
