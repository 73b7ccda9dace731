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

/**
 * A command's output streamed to a file, whole, as plain text (`plain-text.ts`), bounded by `maxBytes`.
 * Writes are synchronous: the PTY is not read on while its last chunk is being saved, so nothing piles up.
 */
export function createSavedOutput({ open, startAfterBytes, maxBytes }: SavedOutputOptions): SavedOutput {
  const filter = createPlainTextFilter();
  let early: Buffer[] = [];
  let totalBytes = 0;
  let savedBytes = 0;
  let sink: SpillSink | undefined;
  let failed = false;

  const save = (chunk: Buffer) => {
    const room = maxBytes - savedBytes;
    if (room <= 0 || !sink) return;
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    savedBytes += part.length;
    sink.write(filter.push(part));
  };
  const fail = () => {
    failed = true;
    early = [];
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
