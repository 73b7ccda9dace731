import type { HookEventName } from './events.ts';

/** The stdin fields every hook gets (`hook_event_name` is added by the runner). */
export interface CommonHookInput {
  session_id: string;
  /** The session's JSONL transcript, when there is one. */
  transcript_path?: string;
  cwd: string;
  /** `default`, `plan`, `acceptEdits`, `auto`, `dontAsk` or `bypassPermissions`. */
  permission_mode: string;
  /** Set inside a subagent. */
  agent_id?: string;
  agent_type?: string;
}

export interface ToolFields {
  /** The canonical tool name, never an alias. */
  tool_name: string;
  tool_input: unknown;
}

/** Each event's own stdin fields, named as Claude Code names them (conventions §2.3). */
export interface HookEventInputs {
  PreToolUse: ToolFields & { tool_use_id: string };
  PostToolUse: ToolFields & { tool_use_id: string; tool_response: unknown; duration_ms?: number };
  PostToolUseFailure: ToolFields & { tool_use_id: string; error: string; is_interrupt?: boolean; duration_ms?: number };
  PermissionRequest: ToolFields & { permission_suggestions?: unknown[] };
  UserPromptSubmit: { prompt: string };
  /** `stop_hook_active` is true while the model continues because a Stop hook blocked. */
  Stop: { stop_hook_active: boolean; last_assistant_message?: string };
  SubagentStop: {
    stop_hook_active: boolean;
    last_assistant_message?: string;
    agent_id: string;
    agent_type: string;
    agent_transcript_path?: string;
  };
  SessionStart: { source: 'startup' | 'resume' | 'clear' | 'compact' | 'fork'; model?: string; agent_type?: string; session_title?: string };
  SessionEnd: { reason: 'clear' | 'resume' | 'logout' | 'prompt_input_exit' | 'other' };
  PreCompact: { trigger: 'manual' | 'auto'; custom_instructions: string };
  Notification: { message: string; title?: string; notification_type: string };
}

export type HookInput<E extends HookEventName> = CommonHookInput & HookEventInputs[E];

/** The JSON a hook reads on stdin: the common fields, `hook_event_name`, then the event's own. */
export function stdinJson<E extends HookEventName>(event: E, input: HookInput<E>): string {
  const { session_id, transcript_path, cwd, permission_mode, ...own } = input;
  return JSON.stringify({ session_id, transcript_path, cwd, permission_mode, hook_event_name: event, ...own });
}
