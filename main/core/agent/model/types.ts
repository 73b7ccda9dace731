import type { Usage } from '../../../../shared/vocabulary/agent-events.ts';
import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import type { ModelErrorKind } from '../../../../shared/vocabulary/model-errors.ts';
import { englishOf, type CoreMessage } from '../../../../shared/vocabulary/core-messages.ts';

/** Provider-neutral conversation, as Deft keeps it and every provider adapter translates it. */
export type ConversationMessage = UserMessage | AssistantMessage | ToolResultsMessage;

export interface UserMessage {
  role: 'user';
  content: ResultContent[];
}

export interface AssistantMessage {
  role: 'assistant';
  content: AssistantPart[];
}

export type AssistantPart =
  | { type: 'text'; text: string }
  /** `providerMetadata` carries what the provider needs back (Anthropic's thinking signature). */
  | { type: 'reasoning'; text: string; providerMetadata?: Record<string, Record<string, unknown>> }
  | { type: 'tool-call'; id: string; name: string; input: unknown };

export interface ToolResultsMessage {
  role: 'tool';
  content: ToolResultPart[];
}

export interface ToolResultPart {
  type: 'tool-result';
  toolCallId: string;
  toolName: string;
  content: ResultContent[];
  isError: boolean;
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface ModelRequest {
  /** Model id as the provider names it. */
  model: string;
  /** System prompt blocks, most stable first; a cache breakpoint goes after the last one. */
  system: readonly string[];
  messages: readonly ConversationMessage[];
  tools: readonly ToolDefinition[];
  maxOutputTokens?: number;
  /** Extended thinking / reasoning effort, where the model has it. */
  thinking?: { budgetTokens: number };
  temperature?: number;
}


export type FinishReason = 'stop' | 'tool-calls' | 'length' | 'content-filter' | 'other';

/** What one streamed model response yields, in order. Errors are thrown as `ModelError`. */
export type ModelEvent =
  | { type: 'text-delta'; delta: string }
  | { type: 'reasoning-delta'; delta: string }
  | { type: 'reasoning-end'; providerMetadata?: Record<string, Record<string, unknown>> }
  /** A tool call began streaming (for the UI); its input follows as a whole in `tool-call`. */
  | { type: 'tool-call-start'; id: string; name: string }
  /** `input` is the JSON text the model wrote, not yet parsed (it may be malformed). */
  | { type: 'tool-call'; id: string; name: string; input: string }
  | { type: 'finish'; reason: FinishReason; usage: Usage };

/** One provider and model endpoint, able to stream a response. */
export interface ModelClient {
  readonly provider: ProviderId;
  readonly model: string;
  stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<ModelEvent>;
  /** Starts loading what the first `stream()` needs, so that overlaps with other start-up work. */
  prepare?(): void;
}

export type ProviderId = 'anthropic' | 'openai' | 'openai-compatible' | 'ollama';

export type { ModelErrorKind };

/** A failed model call, classified so the loop knows whether to retry and when. */
export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  readonly status?: number;
  /** From `Retry-After` (seconds or a date) or the provider's own hint. */
  readonly retryAfterMs?: number;
  /** The message by code and parameters, for the UI's language, when it has one. */
  readonly coreMessage?: CoreMessage;

  constructor(kind: ModelErrorKind, message: string | CoreMessage, options: { status?: number; retryAfterMs?: number; cause?: unknown } = {}) {
    super(typeof message === 'string' ? message : englishOf(message), { cause: options.cause });
    this.name = 'ModelError';
    this.kind = kind;
    if (typeof message !== 'string') this.coreMessage = message;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }

  get retryable(): boolean {
    return ['rate_limited', 'overloaded', 'server', 'network', 'interrupted'].includes(this.kind);
  }
}
