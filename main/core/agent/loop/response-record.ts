import { addMessage, appendPart, updatePart } from '../../store/parts.ts';
import type { Store } from '../../store/store.ts';
import { createTextWriter, type TextWriter } from '../../store/text-writer.ts';

/** Marks the parts of an assistant message whose response has not finished streaming. */
export const streamingNote = 'streaming';

export interface ResponseRecord {
  readonly messageId: string;
  text(delta: string): void;
  reasoning(delta: string): void;
  reasoningEnd(providerMetadata: Record<string, unknown> | undefined): void;
  /** The response is whole: its parts stop being marked as streaming. */
  finish(): void;
  /** The response failed: its message and parts are removed, so no half response stays in the store. */
  discard(): void;
  /** Cancelled: what was streamed stays, marked as interrupted. */
  interrupt(): void;
}

/** Writes one streamed assistant response to the store as it arrives, in batches. */
export function recordResponse(store: Store, sessionId: string, model: string, batchMs?: number): ResponseRecord {
  const message = addMessage(store, sessionId, 'assistant', model);
  let writer: TextWriter | undefined;
  let writerKind: 'text' | 'reasoning' | undefined;

  const writerFor = (kind: 'text' | 'reasoning') => {
    if (writer && writerKind === kind) return writer;
    writer?.close();
    writer = createTextWriter(store, { sessionId, messageId: message.id, kind, batchMs, note: streamingNote });
    writerKind = kind;
    return writer;
  };
  const closeWriter = () => {
    writer?.close();
    const partId = writer?.partId;
    writer = undefined;
    writerKind = undefined;
    return partId;
  };
  const setNote = (note: string | null) =>
    store.statement('UPDATE parts SET note = ? WHERE message_id = ? AND note IS ?').run(note, message.id, streamingNote);

  return {
    messageId: message.id,
    text: (delta) => writerFor('text').append(delta),
    reasoning: (delta) => writerFor('reasoning').append(delta),
    reasoningEnd(providerMetadata) {
      const wasReasoning = writerKind === 'reasoning';
      const partId = wasReasoning ? closeWriter() : undefined;
      if (!providerMetadata) return;
      if (partId) updatePart(store, partId, { metadata: { providerMetadata } });
      else appendPart(store, sessionId, message.id, 'reasoning', { text: '', metadata: { providerMetadata }, note: streamingNote });
    },
    finish() {
      closeWriter();
      setNote(null);
    },
    discard() {
      closeWriter();
      store.statement('DELETE FROM messages WHERE id = ?').run(message.id);
    },
    interrupt() {
      closeWriter();
      setNote('interrupted');
    },
  };
}
