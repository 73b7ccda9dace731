import type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';
import { appendPart, updatePart } from './parts.ts';
import type { Store } from './store.ts';

/**
 * A listener for the executor's events that keeps one part per tool call of the message, written
 * on every transition: `started` → pending, `running` → running, `finished` → the outcome's status
 * (which also clears a recovery note, should another process's start have marked the call cancelled).
 */
export function recordToolEvents(store: Store, sessionId: string, messageId: string): (event: ToolEvent) => void {
  const parts = new Map<string, string>();

  const partFor = (toolCallId: string, toolName: string, input: unknown): string => {
    let id = parts.get(toolCallId);
    if (!id) {
      id = appendPart(store, sessionId, messageId, 'tool', { toolCallId, toolName, state: 'pending', input });
      parts.set(toolCallId, id);
    }
    return id;
  };

  return (event) => {
    switch (event.type) {
      case 'started':
        partFor(event.toolCallId, event.toolName, event.input);
        return;
      case 'running':
        updatePart(store, partFor(event.toolCallId, event.toolName, event.input), {
          state: 'running',
          input: event.input,
          startedAt: Date.now(),
        });
        return;
      case 'finished': {
        const { outcome } = event;
        const now = Date.now();
        updatePart(store, partFor(outcome.toolCallId, outcome.toolName, outcome.input), {
          toolName: outcome.toolName,
          state: outcome.status,
          input: outcome.input,
          output: outcome.content,
          spillPath: outcome.spillPath ?? null,
          endedAt: now,
          durationMs: Math.round(outcome.durationMs),
          decision: outcome.decision ?? null,
          metadata: outcome.metadata ?? null,
          note: null,
        });
        parts.delete(outcome.toolCallId);
        return;
      }
      default:
        return;
    }
  };
}
