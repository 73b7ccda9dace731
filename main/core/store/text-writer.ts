import { appendPart, appendPartText } from './parts.ts';
import type { Store } from './store.ts';

export interface TextWriter {
  /** Queues streamed text; it reaches the database with the next batch. */
  append(delta: string): void;
  /** Writes what is queued now. */
  flush(): void;
  /** Flushes and stops the timer; later appends are refused. */
  close(): void;
  /** The part the text goes to, once the first batch created it. */
  readonly partId: string | undefined;
}

export interface TextWriterOptions {
  sessionId: string;
  messageId: string;
  kind?: 'text' | 'reasoning';
  /** How long deltas wait to be written together; a crash loses at most this much text. */
  batchMs?: number;
  /** Set on the part when it is created, e.g. that its message is still streaming. */
  note?: string;
}

export const defaultBatchMs = 100;

/** Streams the text of one part to the database in batches, so a token stream costs one write per batch. */
export function createTextWriter(store: Store, options: TextWriterOptions): TextWriter {
  const batchMs = options.batchMs ?? defaultBatchMs;
  let queued = '';
  let partId: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queued === '') return;
    if (partId) appendPartText(store, partId, queued);
    else partId = appendPart(store, options.sessionId, options.messageId, options.kind ?? 'text', { text: queued, note: options.note });
    queued = '';
  };

  return {
    append(delta) {
      if (closed) throw new Error('This text writer is closed.');
      queued += delta;
      timer ??= setTimeout(flush, batchMs);
    },
    flush,
    close() {
      flush();
      closed = true;
    },
    get partId() {
      return partId;
    },
  };
}
