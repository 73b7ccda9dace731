import type { HookEventName } from './events.ts';

/** Which hook said something: its command line and the settings file it came from. */
export interface HookSource {
  command: string;
  file: string;
}

/**
 * How one hook ended. `blocked`: it stopped the event's action (or denied the call, or stopped the
 * session); `feedback`: exit 2 or `decision: "block"` on an event that cannot block, so its message
 * went to the model; `non_blocking_error`: it failed and the action went ahead; `crashed`: it could
 * not start, was not found (126, 127) or died of a signal; `skipped`: its `if` rule did not match.
 */
export type HookOutcome =
  | 'success'
  | 'blocked'
  | 'feedback'
  | 'non_blocking_error'
  | 'timed_out'
  | 'crashed'
  | 'cancelled'
  | 'skipped';

export interface HookReport extends HookSource {
  event: HookEventName;
  outcome: HookOutcome;
  /** Absent when the process did not exit by itself. */
  exitCode?: number;
  durationMs: number;
  /** Ran in the background; it decided nothing. */
  async: boolean;
  statusMessage?: string;
  /** One line for a person: why it blocked or what went wrong. */
  message?: string;
  /** What was ignored or overridden in its output. */
  notes: string[];
}

export type PermissionBehavior = 'allow' | 'deny' | 'ask' | 'defer';

/** What all hooks of one event said together. */
export interface HookRunResult {
  /**
   * The event's action must not go ahead: the tool call (PreToolUse, PermissionRequest: mirrors a
   * `deny`), the prompt (UserPromptSubmit), stopping (Stop, SubagentStop: `reason` is what the model
   * should do next), the compaction (PreCompact).
   */
  blocked?: { reason: string; source: HookSource };
  /** PreToolUse `permissionDecision` (deny > defer > ask > allow), or PermissionRequest's decision. */
  permission?: { decision: PermissionBehavior; reason?: string; source: HookSource };
  /** Replaces the whole tool input; the last hook in configuration order wins. */
  updatedInput?: { value: Record<string, unknown>; source: HookSource };
  /** Text for the model's context, in configuration order. */
  additionalContext: string[];
  /** Messages for the model from hooks that cannot block (PostToolUse, PostToolUseFailure). */
  feedback: Array<{ text: string; source: HookSource }>;
  /** Warnings for the person. */
  systemMessages: string[];
  /** `continue: false`: stop the whole session; `reason` is for the person, not the model. */
  stop?: { reason?: string; source: HookSource };
  /** One per matching hook, in configuration order; background (`async`) hooks report only through `onReport`. */
  reports: HookReport[];
}

export const emptyRunResult = (): HookRunResult => ({ additionalContext: [], feedback: [], systemMessages: [], reports: [] });
