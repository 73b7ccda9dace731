import type { AgentEvent, RunStatus, Usage } from '../../../shared/vocabulary/agent-events.ts';
import { parsedInput } from './tool-call.ts';
import type { RunEnd } from './run-output.ts';

/** Claude Code's result subtypes where it has one; `cancelled` (and `error_loop`, for an `error` the loop guard ended) are Deft's own. */
const subtypes: Record<RunStatus, string> = {
  done: 'success',
  max_turns: 'error_max_turns',
  error: 'error_during_execution',
  cancelled: 'cancelled',
};

interface PermissionDenial {
  tool_name: string;
  tool_use_id: string;
  tool_input: unknown;
}

/** Follows a run's events for what its final result object reports beyond the run's own result. */
export function createResultCollector() {
  const denials: PermissionDenial[] = [];
  return {
    see(event: AgentEvent): void {
      if (event.type === 'tool' && event.event.type === 'finished' && event.event.outcome.status === 'denied') {
        const { outcome } = event.event;
        denials.push({ tool_name: outcome.toolName, tool_use_id: outcome.toolCallId, tool_input: parsedInput(outcome.input) ?? null });
      }
    },
    /** The final object of `json` and `stream-json`, with Claude Code's field names. */
    result(end: RunEnd): Record<string, unknown> {
      return {
        type: 'result',
        subtype: end.errorKind === 'loop' ? 'error_loop' : subtypes[end.status],
        is_error: end.status !== 'done',
        status: end.status,
        result: end.text,
        session_id: end.sessionId || null,
        num_turns: end.turns,
        duration_ms: Math.round(end.durationMs),
        usage: usageJson(end.usage),
        permission_denials: denials,
        ...(end.error !== undefined && { error: end.error }),
      };
    },
  };
}

/** Token counts with the Anthropic API's field names. */
export function usageJson(usage: Usage): Record<string, number> {
  return {
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    ...(usage.cacheReadTokens !== undefined && { cache_read_input_tokens: usage.cacheReadTokens }),
    ...(usage.cacheWriteTokens !== undefined && { cache_creation_input_tokens: usage.cacheWriteTokens }),
    ...(usage.reasoningTokens !== undefined && { reasoning_tokens: usage.reasoningTokens }),
  };
}
