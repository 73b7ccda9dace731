import type { SpillSink } from '../tools/output/for-model.ts';
import { createPlainTextFilter } from './plain-text.ts';

export interface SavedOutputOptions {
  /** Opens the file; called once the output has passed `startAfterBytes`, so that short outputs make none. */
  open(): SpillSink;
  startAfterBytes: number;
  /** Terminal bytes saved at most; what comes after is counted only, and the file says so at its end. */
  maxBytes: number;
}

/** Where a command's whole output was saved, as plain text. */
export interface SavedOutputFile {
  path: string;
  /** Terminal bytes the command wrote, and how many of them the file holds (fewer once `maxBytes` was reached). */
  totalBytes: number;
  savedBytes: number;
}

export interface SavedOutput {
  push(chunk: Buffer): void;
  /** Closes the file; undefined when the output stayed short (or the file could not be written). */
  end(): SavedOutputFile | undefined;
}

/** A PTY hands out a few KB at a time: they are gathered to about this much, so the filter, the file's sink and the write see few, large pieces. */
const writeBytes = 256 * 1024;

/**
 * A command's output streamed to a file, whole, as plain text (`plain-text.ts`), bounded by `maxBytes`.
 * Writes are synchronous: the PTY is not read on while a gathered piece is being saved, so no more
 * than one piece piles up.
 */
export function createSavedOutput({ open, startAfterBytes, maxBytes }: SavedOutputOptions): SavedOutput {
  const filter = createPlainTextFilter();
  let early: Buffer[] = [];
  let totalBytes = 0;
  let savedBytes = 0;
  let sink: SpillSink | undefined;
  let failed = false;
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;

  const write = () => {
    if (gatheredBytes === 0 || !sink) return;
    const piece = gathered.length === 1 ? gathered[0] : Buffer.concat(gathered, gatheredBytes);
    gathered = [];
    gatheredBytes = 0;
    sink.write(filter.push(piece));
  };
  const save = (chunk: Buffer) => {
    const room = maxBytes - savedBytes;
    if (room <= 0 || !sink) return;
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    savedBytes += part.length;
    gathered.push(part);
    gatheredBytes += part.length;
    if (gatheredBytes >= writeBytes) write();
  };
  const fail = () => {
    failed = true;
    early = [];
    gathered = [];
    try {
      sink?.close();
    } catch {
      // Closing a file that could not be written is all that is left to try.
    }
    sink = undefined;
  };

  return {
    push(chunk) {
      totalBytes += chunk.length;
      if (failed) return;
      try {
        if (sink) return save(chunk);
        early.push(chunk);
        if (totalBytes <= startAfterBytes) return;
        sink = open();
        for (const piece of early) save(piece);
        early = [];
      } catch {
        fail();
      }
    },
    end() {
      if (!sink) return undefined;
      try {
        write();
        sink.write(filter.flush());
        if (savedBytes < totalBytes) sink.write(`\n[… the output went on for ${totalBytes - savedBytes} more bytes, not saved: the limit is ${maxBytes} bytes (setting bashOutput.maxSavedBytes) …]\n`);
        sink.close();
      } catch {
        fail();
        return undefined;
      }
      return { path: sink.path, totalBytes, savedBytes };
    },
  };
}
