import type { DecisionSource } from './permission.ts';
import type { ResultContent } from './tool.ts';

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
}

export interface PostToolUseResult {
  /** Text added to the result the model sees (hook context, or a blocking hook's feedback). */
  additionalContext?: readonly string[];
}

/** PreToolUse and PostToolUse hooks (Claude Code compatible command hooks implement this). */
export interface ToolHooks {
  preToolUse(event: ToolHookEvent, signal: AbortSignal): Promise<PreToolUseResult>;
  postToolUse(
    event: ToolHookEvent & { content: readonly ResultContent[]; durationMs: number },
    signal: AbortSignal,
  ): Promise<PostToolUseResult>;
}

export const noHooks: ToolHooks = {
  preToolUse: async () => ({}),
  postToolUse: async () => ({}),
};
