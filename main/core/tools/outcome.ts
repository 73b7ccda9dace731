import type { ApprovalAnswer, ApprovalRequest, DecisionSource } from './permission.ts';
import type { ResultContent } from './tool.ts';

export type ToolStatus = 'success' | 'error' | 'denied' | 'cancelled' | 'timed_out';

/** The end of one tool call: exactly one status, what the model receives, and what the store records. */
export interface ToolOutcome {
  toolCallId: string;
  /** The canonical name when the tool was found, else the name the model used. */
  toolName: string;
  status: ToolStatus;
  content: ResultContent[];
  /** The input the tool ran with (after parsing and hooks), when it got that far. */
  input?: unknown;
  durationMs: number;
  decision?: { behavior: 'allow' | 'deny'; source: DecisionSource };
  spillPath?: string;
  metadata?: Record<string, unknown>;
}

/** What the executor reports while a call travels, for the store, the UI and the CLI. */
export type ToolEvent =
  | { type: 'started'; toolCallId: string; toolName: string; input: unknown }
  | { type: 'running'; toolCallId: string; toolName: string; input: unknown; activity?: string }
  | { type: 'progress'; toolCallId: string; data: unknown }
  | { type: 'metadata'; toolCallId: string; data: Record<string, unknown> }
  | { type: 'permission_asked'; toolCallId: string; request: ApprovalRequest }
  | { type: 'permission_answered'; toolCallId: string; answer: ApprovalAnswer | 'withdrawn' }
  | { type: 'finished'; outcome: ToolOutcome };

/** The provider-neutral tool-result block for the conversation. */
export interface ToolResultBlock {
  type: 'tool_result';
  toolCallId: string;
  content: ResultContent[];
  isError: boolean;
}

export function toResultBlock(outcome: ToolOutcome): ToolResultBlock {
  return {
    type: 'tool_result',
    toolCallId: outcome.toolCallId,
    content: outcome.content,
    isError: outcome.status !== 'success',
  };
}

export const text = (value: string): ResultContent[] => [{ type: 'text', text: value }];
