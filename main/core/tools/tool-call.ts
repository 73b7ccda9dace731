import type { KnownTool } from './descriptor.ts';
import type { AgentInfo, ToolContext } from './tool.ts';

/** One tool call as the model asked for it. */
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
  /** The user message the turn answers (checkpoints and tools name it). */
  messageId: string;
  /** The message the calls are recorded on in the store, the model's response; unrecorded without it. */
  recordOn?: string;
  agent: AgentInfo;
  cwd: string;
  /** Aborting it cancels every call of the turn. */
  signal: AbortSignal;
  messages: readonly unknown[];
  deferredTools: ToolContext['deferredTools'];
  modelCapabilities?: ToolContext['modelCapabilities'];
  /** The tools offered to the model this turn. */
  tools: readonly KnownTool[];
  /** Every registered tool, to tell "not available here" from "no such tool". */
  allTools?: readonly KnownTool[];
}
