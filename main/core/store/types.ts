import type { PromptImage } from '../../../shared/ipc/domains/chat.ts';
import type { CallDecision, CallState } from '../../../shared/vocabulary/tool-calls.ts';

export type Role = 'user' | 'assistant' | 'system';
export type PartKind = 'text' | 'reasoning' | 'tool';

export interface Session {
  id: string;
  projectId: string | null;
  parentId: string | null;
  title: string;
  model: string | null;
  /** The provider that served it (`anthropic`, `openai`, …); null for sessions from before it was kept. */
  provider: string | null;
  mode: string | null;
  cwd: string;
  createdAt: number;
  updatedAt: number;
}

export interface Message {
  id: string;
  sessionId: string;
  role: Role;
  model: string | null;
  createdAt: number;
}

export interface Part {
  id: string;
  messageId: string;
  kind: PartKind;
  text: string | null;
  toolCallId: string | null;
  toolName: string | null;
  state: CallState | null;
  input: unknown;
  output: unknown;
  spillPath: string | null;
  startedAt: number | null;
  endedAt: number | null;
  durationMs: number | null;
  decision: CallDecision | null;
  metadata: Record<string, unknown> | null;
  /** What a command drew in its terminal, escape sequences kept: the end of it (`keptTerminalCharacters`). */
  terminal: string | null;
  note: string | null;
  createdAt: number;
  updatedAt: number;
}

/** An image the person gave with a prompt; `data` is base64. */
export type MessageImage = PromptImage;

export interface MessageWithParts extends Message {
  parts: Part[];
  /** Present on a user message that carried images. */
  images?: MessageImage[];
}
