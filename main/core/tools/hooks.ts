import type { DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import type { ResultContent } from '../../../shared/vocabulary/tool-calls.ts';

export interface ToolHookEvent {
  sessionId: string;
  toolCallId: string;
  toolName: string;
  input: unknown;
  cwd: string;
}

export interface PreToolUseResult {
  /** `deny` blocks the call; `allow` and `ask` are weighed by the permission service. */
  decision?: 'allow' | 'deny' | 'ask';
  reason?: string;
  /** Replaces the whole input; it is validated again. */
  updatedInput?: unknown;
  /** Which hook decided or rewrote. */
  source?: DecisionSource;
  /** Text added to what the model sees with the result. */
  additionalContext?: readonly string[];
}

export interface PostToolUseResult {
  /** Text added to the result the model sees (hook context, or a blocking hook's feedback). */
  additionalContext?: readonly string[];
}

/** A PermissionRequest hook's answer in place of the person's. */
export interface PermissionRequestResult {
  decision?: 'allow' | 'deny';
  message?: string;
  /** Replaces the whole input of an allowed call; it is validated again. */
  updatedInput?: unknown;
  source?: DecisionSource;
}

export interface ToolFailureEvent extends ToolHookEvent {
  error: string;
  isInterrupt?: boolean;
  durationMs?: number;
}

/** PreToolUse, PostToolUse and PostToolUseFailure hooks (Claude Code compatible command hooks implement this). */
export interface ToolHooks {
  preToolUse(event: ToolHookEvent, signal: AbortSignal): Promise<PreToolUseResult>;
  postToolUse(
    event: ToolHookEvent & { content: readonly ResultContent[]; durationMs: number },
    signal: AbortSignal,
  ): Promise<PostToolUseResult>;
  /** Before the person is asked: a hook may answer instead. */
  permissionRequest?(event: ToolHookEvent & { suggestions: readonly string[] }, signal: AbortSignal): Promise<PermissionRequestResult>;
  /** After a tool failed: may add context to the error the model sees. */
  postToolUseFailure?(event: ToolFailureEvent, signal: AbortSignal): Promise<PostToolUseResult>;
}

export const noHooks: ToolHooks = {
  preToolUse: async () => ({}),
  postToolUse: async () => ({}),
};
