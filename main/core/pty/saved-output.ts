import { startRequestWorker, type RequestWorker } from '../common/workers/requests.ts';
import type { OpenSpillFile } from '../tools/output/for-model.ts';
import savingWorkerPath from './saving-worker.ts?modulePath';

/** What the saving thread is asked, for one stream (one command's output) at a time; a write's answer gives the piece's memory back for the next. */
export type SaveRequest =
  | { kind: 'open'; stream: number; fd: number; secrets: readonly string[] }
  | { kind: 'write'; stream: number; piece: ArrayBuffer; length: number }
  | { kind: 'end'; stream: number; note: string };

/** The worker thread that turns terminal output into plain text without the keys and writes it (`saving-worker.ts`). */
export type SavingThread = RequestWorker<SaveRequest, ArrayBuffer | undefined>;

export const startSavingThread = (): SavingThread => startRequestWorker(savingWorkerPath);

export interface Valve {
  pause(): void;
  resume(): void;
}

export interface SavedOutputOptions {
  /** Opens the file; called once the output has passed `startAfterBytes`, so that short outputs make none. */
  open(): OpenSpillFile;
  /** Values kept out of the file, besides the key shapes every redaction takes out (`common/redact.ts`). */
  secrets: readonly string[];
  startAfterBytes: number;
  /** Terminal bytes saved at most; what comes after is counted only, and the file says so at its end. */
  maxBytes: number;
  /** Started on first use; shared by the outputs of one PTY manager. */
  savingThread(): SavingThread;
  /** Holds the command while the saving thread is behind, so its output does not pile up in memory. */
  valve: Valve;
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
  /** Once everything is written, closes the file; undefined when the output stayed short (or the file could not be written). */
  end(): Promise<SavedOutputFile | undefined>;
}

/**
 * A PTY hands out a few KB at a time: they are gathered into pieces of this size, each moved (not
 * copied) to the saving thread, which is woken once a piece.
 */
export const pieceBytes = 1024 * 1024;
/** Pieces sent and not yet written past which the command is held, and at which it goes on again. */
const holdAtPieces = 6;
const goOnAtPieces = 2;

let streams = 0;

/**
 * A command's output streamed to a file, whole, as plain text (escapes out, CRLF made LF:
 * `plain-text.ts`) and without the keys (`common/redact.ts`, a key cut between two pieces caught
 * whole), bounded by `maxBytes`. That work is the saving thread's: this thread only gathers the
 * PTY's reads into pieces and hands them on.
 */
export function createSavedOutput(options: SavedOutputOptions): SavedOutput {
  const { startAfterBytes, maxBytes, valve } = options;
  const stream = streams++;
  let early: Buffer[] = [];
  let totalBytes = 0;
  let savedBytes = 0;
  let file: OpenSpillFile | undefined;
  let thread: SavingThread | undefined;
  let failed = false;
  let piece = Buffer.allocUnsafeSlow(pieceBytes);
  let pieceLength = 0;
  /** Pieces written and given back, used again rather than new memory taken for each. */
  const spare: ArrayBuffer[] = [];
  let sent = 0;
  let held = false;
  const writes = new Set<Promise<void>>();

  const fail = () => {
    failed = true;
    early = [];
  };
  const request = (body: SaveRequest, transfer: ArrayBuffer[] = []) => {
    const answer = thread!.request(body, transfer).catch(() => void fail());
    const settled = answer.then(() => void writes.delete(settled));
    writes.add(settled);
    return answer;
  };
  const sendPiece = () => {
    if (pieceLength === 0 || failed) return;
    const full = piece;
    request({ kind: 'write', stream, piece: full.buffer as ArrayBuffer, length: pieceLength }, [full.buffer as ArrayBuffer]).then((givenBack) => {
      if (givenBack) spare.push(givenBack);
      sent--;
      if (held && sent <= goOnAtPieces) {
        held = false;
        valve.resume();
      }
    });
    sent++;
    const reused = spare.pop();
    piece = reused ? Buffer.from(reused) : Buffer.allocUnsafeSlow(pieceBytes);
    pieceLength = 0;
    if (!held && sent >= holdAtPieces) {
      held = true;
      valve.pause();
    }
  };
  const save = (chunk: Buffer) => {
    const room = Math.max(0, maxBytes - savedBytes);
    let rest = chunk.length <= room ? chunk : chunk.subarray(0, room);
    savedBytes += rest.length;
    while (rest.length > 0) {
      const taken = Math.min(rest.length, pieceBytes - pieceLength);
      piece.set(taken === rest.length ? rest : rest.subarray(0, taken), pieceLength);
      pieceLength += taken;
      rest = rest.subarray(taken);
      if (pieceLength === pieceBytes) sendPiece();
    }
  };

  return {
    push(chunk) {
      totalBytes += chunk.length;
      if (failed) return;
      if (file) return save(chunk);
      early.push(chunk);
      if (totalBytes <= startAfterBytes) return;
      try {
        file = options.open();
        thread = options.savingThread();
      } catch {
        return fail();
      }
      void request({ kind: 'open', stream, fd: file.fd, secrets: options.secrets });
      for (const part of early) save(part);
      early = [];
    },
    async end() {
      if (!file) return undefined;
      sendPiece();
      const note =
        savedBytes < totalBytes ? `\n[… the output went on for ${totalBytes - savedBytes} more bytes, not saved: the limit is ${maxBytes} bytes (setting bashOutput.maxSavedBytes) …]\n` : '';
      if (!failed) void request({ kind: 'end', stream, note });
      await Promise.all(writes);
      if (held) valve.resume();
      try {
        file.close();
      } catch {
        fail();
      }
      return failed ? undefined : { path: file.path, totalBytes, savedBytes };
    },
  };
}
