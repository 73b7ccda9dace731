import type { Redactor, StreamRedactor } from '../common/redact.ts';
import type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';

/** The streamed piece of a progress event: a terminal's bytes (`{stream: 'pty', data}`) or a program's text (`{output}`). */
type StreamedField = 'data' | 'output';

interface CallStream {
  field: StreamedField;
  /** The first event's other fields (the streamed piece left out): what the held-back end goes out with. */
  shape: Record<string, unknown>;
  redactor: StreamRedactor;
}

function streamedField(data: unknown): StreamedField | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (record.stream === 'pty' && (Buffer.isBuffer(record.data) || typeof record.data === 'string')) return 'data';
  if (typeof record.output === 'string') return 'output';
  return undefined;
}

/**
 * The executor's events with every key Deft holds taken out: each event as a whole, and a call's
 * streamed output (terminal bytes become text) through a stream redactor of its own, so a key cut
 * in two by the terminal is caught; what a stream holds back goes out before the call's `finished`.
 */
export function redactingEvents(redactor: Redactor, emit: (event: ToolEvent) => void): (event: ToolEvent) => void {
  const streams = new Map<string, CallStream>();
  const streamOf = (toolCallId: string, field: StreamedField, shape: Record<string, unknown>): CallStream => {
    let stream = streams.get(toolCallId);
    if (!stream) {
      stream = { field, shape: withoutPiece(shape, field), redactor: redactor.stream() };
      streams.set(toolCallId, stream);
    }
    return stream;
  };
  return (event) => {
    if (event.type === 'progress') {
      const field = streamedField(event.data);
      if (field) {
        const shape = event.data as Record<string, unknown>;
        const stream = streamOf(event.toolCallId, field, shape);
        const piece = shape[field];
        const out = Buffer.isBuffer(piece) ? stream.redactor.pushBytes(piece) : stream.redactor.push(String(piece));
        // The piece itself went through the stream's redactor alone: its other fields are redacted without it.
        if (out.length > 0) emit({ ...event, data: { ...redactor.value(withoutPiece(shape, field)), [field]: out } });
        return;
      }
    }
    if (event.type === 'finished') {
      const stream = streams.get(event.outcome.toolCallId);
      streams.delete(event.outcome.toolCallId);
      const rest = stream?.redactor.flush();
      if (stream && rest) emit({ type: 'progress', toolCallId: event.outcome.toolCallId, data: { ...redactor.value(stream.shape), [stream.field]: rest } });
    }
    emit(redactor.value(event));
  };
}

function withoutPiece(shape: Record<string, unknown>, field: StreamedField): Record<string, unknown> {
  const { [field]: _piece, ...rest } = shape;
  return rest;
}
