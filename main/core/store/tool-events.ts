import type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';
import { appendPart, updatePart } from './parts.ts';
import type { Store } from './store.ts';

/** How much of a command's terminal output a part keeps: its last characters, from a line's start. */
export const keptTerminalCharacters = 100_000;

/** A progress event's terminal characters (`{stream: 'pty', data}`: text, or bytes the redaction left whole characters of). */
function terminalChunk(data: unknown): string | undefined {
  const chunk = data as { stream?: unknown; data?: unknown } | null;
  if (chunk?.stream !== 'pty') return undefined;
  if (typeof chunk.data === 'string') return chunk.data;
  return Buffer.isBuffer(chunk.data) ? chunk.data.toString('utf8') : undefined;
}

/** The end of `text` within the kept size, started at a line so no escape sequence is cut in two. */
export function terminalTail(text: string): string {
  if (text.length <= keptTerminalCharacters) return text;
  const tail = text.slice(-keptTerminalCharacters);
  const lineStart = tail.indexOf('\n');
  return lineStart === -1 ? tail : tail.slice(lineStart + 1);
}

/**
 * A listener for the executor's events that keeps one part per tool call of the message, written
 * on every transition: `started` → pending, `running` → running, `finished` → the outcome's status
 * (which also clears a recovery note, should another process's start have marked the call cancelled),
 * with the end of what the call drew in its terminal, whatever the outcome.
 */
export function recordToolEvents(store: Store, sessionId: string, messageId: string): (event: ToolEvent) => void {
  const parts = new Map<string, string>();
  const terminals = new Map<string, string>();

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
      case 'progress': {
        const chunk = terminalChunk(event.data);
        if (chunk === undefined) return;
        const drawn = (terminals.get(event.toolCallId) ?? '') + chunk;
        terminals.set(event.toolCallId, drawn.length > 2 * keptTerminalCharacters ? terminalTail(drawn) : drawn);
        return;
      }
      case 'finished': {
        const { outcome } = event;
        const terminal = terminals.get(outcome.toolCallId);
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
          terminal: terminal === undefined ? null : terminalTail(terminal),
          note: null,
        });
        parts.delete(outcome.toolCallId);
        terminals.delete(outcome.toolCallId);
        return;
      }
      default:
        return;
    }
  };
}
