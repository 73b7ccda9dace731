import type { AgentEvent } from '../../../../shared/vocabulary/agent-events.ts';
import type { StoredMessage } from '../../../../shared/ipc/domains/sessions.ts';
import type { TurnFailure } from '../../../../shared/vocabulary/turn-failure.ts';
import { storedTerminal } from '../terminal/pty-stream.ts';

export type ToolState = 'pending' | 'running' | 'success' | 'error' | 'denied' | 'cancelled' | 'timed_out';

export interface TextPart {
  kind: 'text' | 'reasoning';
  id: string;
  text: string;
  /** Set on text added to a prompt by a hook rather than typed by the person. */
  fromHook?: true;
}

export interface ToolPart {
  kind: 'tool';
  id: string;
  toolCallId: string;
  toolName: string;
  state: ToolState;
  input: unknown;
  /** The result's content blocks once finished. */
  output?: unknown;
  activity?: string;
  progress?: unknown;
  metadata?: Record<string, unknown>;
  durationMs?: number;
  decision?: { behavior: 'allow' | 'deny'; source: { kind: string; detail: string } };
}

export type ChatPart = TextPart | ToolPart;

/** An image given with a prompt; `data` is base64. */
export interface ChatImage {
  mediaType: string;
  data: string;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant' | 'system';
  parts: ChatPart[];
  images?: ChatImage[];
}

/** A prompt as the person sent it. */
export interface SentPrompt {
  text: string;
  images: ChatImage[];
}

type Usage = Extract<AgentEvent, { type: 'usage' }>['usage'];

export interface RunStatus {
  phase: 'requesting' | 'streaming' | 'tools' | 'retrying' | 'compacting';
  detail?: string;
  attempt?: number;
  delayMs?: number;
}

export interface Conversation {
  messages: ChatMessage[];
  /** The message holding each tool call, by call id. */
  toolMessages: Record<string, string>;
  model: string | null;
  running: boolean;
  status: RunStatus | null;
  usage: { usage: Usage; contextTokens: number; contextLimit: number } | null;
  notices: Array<{ level: 'info' | 'warning'; message: string }>;
  /** How the last turn ended, when it did not end well. */
  failure: TurnFailure | null;
  /** The prompt sent and not yet echoed by its user message. */
  pendingPrompt: SentPrompt | null;
}

export const emptyConversation: Conversation = {
  messages: [],
  toolMessages: {},
  model: null,
  running: false,
  status: null,
  usage: null,
  notices: [],
  failure: null,
  pendingPrompt: null,
};

function partFromStored(part: StoredMessage['parts'][number]): ChatPart {
  if (part.kind !== 'tool') return { kind: part.kind, id: part.id, text: part.text ?? '', ...(part.metadata?.context === 'hook' && { fromHook: true as const }) };
  return {
    kind: 'tool',
    id: part.id,
    toolCallId: part.toolCallId ?? part.id,
    toolName: part.toolName ?? '',
    state: part.state ?? 'pending',
    input: part.input,
    output: part.output,
    ...(part.durationMs !== null && { durationMs: part.durationMs }),
    ...(part.decision && { decision: part.decision }),
    ...(part.metadata && { metadata: part.metadata }),
    // What the command drew, as its live card had it: the terminal shows it the same.
    ...(part.terminal !== null && { progress: storedTerminal(part.terminal) }),
  };
}

export function messagesFromStored(stored: StoredMessage[]): ChatMessage[] {
  return stored.map((message) => ({
    id: message.id,
    role: message.role,
    parts: message.parts.map(partFromStored),
    ...(message.images && { images: message.images }),
  }));
}

export function toolMessagesOf(messages: ChatMessage[], into: Record<string, string> = {}): Record<string, string> {
  for (const message of messages) {
    for (const part of message.parts) if (part.kind === 'tool') into[part.toolCallId] = message.id;
  }
  return into;
}
