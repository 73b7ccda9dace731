import type { ResultContent, ToolOutcome } from '../../../shared/vocabulary/tool-calls.ts';

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
