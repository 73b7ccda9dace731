import type { Hash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { TextDecoder } from 'node:util';
import type { LineStarts } from './line-index.ts';
import type { TextEncoding } from './text-encoding.ts';

export const MAX_LINE_CHARS = 2_000;
const CHUNK_BYTES = 256 * 1024;
/** Lines before the window are passed over in chunks this large: a read and a run of `indexOf` each, nothing per line. */
const SKIP_CHUNK_BYTES = 1024 * 1024;
/** Enough bytes for MAX_LINE_CHARS characters in any of our encodings (at most 4 bytes each). */
const KEPT_LINE_BYTES = MAX_LINE_CHARS * 4 + 4;

export interface WindowLine {
  text: string;
  /** Set when the line was longer than MAX_LINE_CHARS and cut: its whole length in bytes. */
  cutFromBytes?: number;
}

export interface LineWindowRequest {
  encoding: TextEncoding;
  /** 0-based index of the first line wanted. */
  firstLine: number;
  maxLines: number;
  /** Stop taking lines once their text adds up to this many characters. */
  maxChars: number;
  /** When given, every byte of the file goes into it and the whole file is read (lines are then counted too). */
  hash?: Hash;
  /**
   * Where lines begin, as far as known (without `hash`): the read starts at the last known start before
   * the window, and adds the starts it passes on the way.
   */
  lineStarts?: LineStarts;
  signal: AbortSignal;
}

export interface LineWindow {
  lines: WindowLine[];
  /** Why taking lines stopped: the end of the file, `maxLines`, or `maxChars`. */
  stoppedBy: 'end' | 'lines' | 'chars';
  /** Known when the file was read to its end. */
  totalLines?: number;
  crlf: boolean;
  /** Some bytes were not valid in the encoding and became U+FFFD. */
  replaced: boolean;
}

/**
 * Reads the lines [firstLine, firstLine + maxLines) of a file in fixed-size chunks, keeping at most
 * MAX_LINE_CHARS of each, so memory stays constant however large the file or long its lines.
 * Lines before the window are skipped by looking for newline bytes, without decoding.
 */
export async function readLineWindow(handle: FileHandle, request: LineWindowRequest): Promise<LineWindow> {
  const { encoding, firstLine, maxLines, maxChars, hash, lineStarts, signal } = request;
  const newline = newlineFinder(encoding.label);
  const start = lineStarts && !hash ? await skipLines(handle, firstLine, lineStarts, newline, signal) : { line: 0, position: 0 };
  const decoder = new TextDecoder(encoding.label);
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  const kept = Buffer.allocUnsafe(KEPT_LINE_BYTES);
  const window: LineWindow = { lines: [], stoppedBy: 'end', crlf: false, replaced: false };

  let keptBytes = 0;
  let lineBytes = 0;
  let lineIndex = start.line;
  let chars = 0;
  let taking = maxLines > 0;
  let position = start.position;
  let endsWithNewline = true;

  const finishLine = () => {
    if (taking && lineIndex >= firstLine) {
      const line = decodeLine(kept.subarray(0, keptBytes), lineBytes, decoder, window);
      window.lines.push(line);
      chars += line.text.length + 1;
      const full = window.lines.length >= maxLines ? 'lines' : chars >= maxChars ? 'chars' : undefined;
      if (full) {
        taking = false;
        window.stoppedBy = full;
      }
    }
    lineIndex++;
    keptBytes = 0;
    lineBytes = 0;
  };
  const addToLine = (bytes: Buffer, start: number, end: number) => {
    lineBytes += end - start;
    if (!taking || lineIndex < firstLine || keptBytes >= KEPT_LINE_BYTES) return;
    keptBytes += bytes.copy(kept, keptBytes, start, Math.min(end, start + KEPT_LINE_BYTES - keptBytes));
  };

  for (;;) {
    signal.throwIfAborted();
    const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) break;
    const data = chunk.subarray(0, bytesRead);
    hash?.update(data);
    const text = position === 0 ? data.subarray(encoding.bomLength) : data;
    position += bytesRead;
    let from = 0;
    for (let at = newline.find(text, from); at !== -1; at = newline.find(text, from)) {
      addToLine(text, from, at);
      finishLine();
      from = at + newline.width;
    }
    addToLine(text, from, text.length);
    if (text.length > 0) endsWithNewline = from === text.length;
    if (!taking && !hash) return window;
  }
  if (!endsWithNewline) finishLine();
  window.totalLines = lineIndex;
  return window;
}

/**
 * Finds where the line `target` begins, from the last known line start before it, counting newlines
 * in large chunks (the next one read while this one is scanned); records every `stride`-th line start
 * passed. Stops early at the end of the file, at the start of the last line there is.
 */
async function skipLines(handle: FileHandle, target: number, lineStarts: LineStarts, newline: NewlineFinder, signal: AbortSignal): Promise<{ line: number; position: number }> {
  const { stride, starts } = lineStarts;
  const known = Math.min(starts.length - 1, Math.floor(target / stride));
  let line = known * stride;
  let lineStart = starts[known];
  if (line === target) return { line, position: lineStart };
  const buffers = [Buffer.allocUnsafe(SKIP_CHUNK_BYTES), Buffer.allocUnsafe(SKIP_CHUNK_BYTES)];
  let untilRecord = stride;
  let chunkStart = lineStart;
  let next = handle.read(buffers[0], 0, SKIP_CHUNK_BYTES, chunkStart);
  try {
    for (let turn = 0; ; turn++) {
      const { bytesRead } = await next;
      if (bytesRead === 0) return { line, position: lineStart };
      signal.throwIfAborted();
      // Chunks are of an even size, so a two-byte newline is never cut between two.
      next = handle.read(buffers[(turn + 1) % 2], 0, SKIP_CHUNK_BYTES, chunkStart + bytesRead);
      const data = buffers[turn % 2].subarray(0, bytesRead);
      for (let at = newline.find(data, 0); at !== -1; at = newline.find(data, at + newline.width)) {
        line++;
        lineStart = chunkStart + at + newline.width;
        if (--untilRecord === 0) {
          untilRecord = stride;
          if (line / stride === starts.length) starts.push(lineStart);
        }
        if (line === target) return { line, position: lineStart };
      }
      chunkStart += bytesRead;
    }
  } finally {
    // The read ahead must be over before the buffers are let go and the file closed.
    await next.catch(() => undefined);
  }
}

function decodeLine(bytes: Buffer, lineBytes: number, decoder: TextDecoder, window: LineWindow): WindowLine {
  let text = decoder.decode(bytes);
  if (text.includes('\uFFFD')) window.replaced = true;
  if (lineBytes > bytes.length || text.length > MAX_LINE_CHARS) {
    return { text: text.slice(0, MAX_LINE_CHARS), cutFromBytes: lineBytes };
  }
  if (text.endsWith('\r')) {
    window.crlf = true;
    text = text.slice(0, -1);
  }
  return { text };
}

interface NewlineFinder {
  /** Index of the next newline at or after `from`, or -1. */
  find(bytes: Buffer, from: number): number;
  width: number;
}

function newlineFinder(label: TextEncoding['label']): NewlineFinder {
  if (label === 'utf-8') return { find: (bytes, from) => bytes.indexOf(0x0a, from), width: 1 };
  const unit = Buffer.from(label === 'utf-16le' ? [0x0a, 0x00] : [0x00, 0x0a]);
  return {
    find(bytes, from) {
      let at = bytes.indexOf(unit, from);
      while (at !== -1 && at % 2 !== 0) at = bytes.indexOf(unit, at + 1);
      return at;
    },
    width: 2,
  };
}
