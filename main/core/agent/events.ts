import type { ToolEvent } from '../tools/outcome.ts';
import type { Usage } from './model/types.ts';

/** Which agent an event belongs to: the main one, or a sub-agent started by a Task call. */
export interface AgentOrigin {
  sessionId: string;
  /** Set for sub-agents: their name and the parent's Task call. */
  subagent?: { name: string; parentSessionId: string; parentToolCallId: string };
}

export type RunStatus = 'done' | 'error' | 'cancelled' | 'max_turns';

/** What a run reports while it works, for the store's listeners, the UI and the CLI's output. */
export type AgentEvent = AgentOrigin &
  (
    | { type: 'session'; cwd: string; provider: string; model: string; tools: string[]; resumed: boolean }
    | { type: 'message'; messageId: string; role: 'user' | 'assistant' }
    /** A response that failed midway is dropped (it is retried, or the turn ends): forget what it streamed. */
    | { type: 'message_discarded'; messageId: string }
    | { type: 'text'; messageId: string; delta: string }
    | { type: 'reasoning'; messageId: string; delta: string }
    | { type: 'tool'; event: ToolEvent }
    /** What the run is doing now, for a status line: `retrying` carries the attempt and the wait. */
    | { type: 'status'; status: 'requesting' | 'streaming' | 'tools' | 'retrying' | 'compacting'; detail?: string; attempt?: number; delayMs?: number }
    /** After each model response: the tokens used, and how full the context is. */
    | { type: 'usage'; usage: Usage; contextTokens: number; contextLimit: number }
    | { type: 'notice'; level: 'info' | 'warning'; message: string }
    | { type: 'result'; status: RunStatus; text: string; turns: number; usage: Usage; durationMs: number; error?: string }
  );
