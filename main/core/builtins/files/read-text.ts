import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { looksBinary } from '../../common/text/binary.ts';
import { UNHASHED, recordRead, type FileStateTracker } from './file-state.ts';
import type { LineIndexCache } from './line-index.ts';
import { MAX_LINE_CHARS, readLineWindow, type LineWindow } from './line-window.ts';
import { numberLines } from './number-lines.ts';
import { count, formatBytes } from './sizes.ts';
import { describeEncoding, detectEncoding } from './text-encoding.ts';

export const DEFAULT_LINES = 2_000;
export const MAX_OUTPUT_CHARS = 50_000;
/** Larger files are not hashed (that would read them whole); Edit and Write then compare mtime and size only. */
export const HASH_LIMIT_BYTES = 64 * 1024 * 1024;

export interface TextRequest {
  /** 1-based. */
  offset: number;
  limit: number;
}

/** A text file as numbered lines from `offset`, with notes on what was left out and how to read on. */
export async function readText(
  handle: FileHandle,
  absolutePath: string,
  stat: Stats,
  head: Buffer,
  request: TextRequest,
  context: ToolContext,
  fileState: FileStateTracker,
  lineIndexes: LineIndexCache,
  /** The editor's copy of the file, unsaved changes included: shown instead of the disk's (which still sets what Edit checks against). */
  buffer?: string,
): Promise<string> {
  const encoding = detectEncoding(head);
  if (encoding.label === 'utf-8' && looksBinary(head.subarray(encoding.bomLength))) {
    throw new ToolError(
      `${absolutePath} is a binary file (${formatBytes(stat.size)}), not text, so Read does not show it. ` +
        'Inspect it with Bash instead (for example `file`, `xxd | head` or `strings`).',
    );
  }
  const hash = stat.size <= HASH_LIMIT_BYTES ? createHash('sha256') : undefined;
  const disk = await readLineWindow(handle, {
    encoding,
    firstLine: request.offset - 1,
    maxLines: request.limit,
    maxChars: MAX_OUTPUT_CHARS,
    hash,
    // A file small enough to hash is read whole anyway; a larger one is found its place in by the lines learnt before.
    lineStarts: hash ? undefined : lineIndexes.of(absolutePath, stat, encoding.label, encoding.bomLength),
    signal: context.signal,
  });
  recordRead(fileState, context.sessionId, absolutePath, stat, hash ? hash.digest('hex') : UNHASHED);
  const window = buffer === undefined ? disk : bufferWindow(buffer, request);

  if (window.totalLines === 0) return `(${absolutePath} exists but is empty.)`;
  if (window.lines.length === 0) {
    return `(${absolutePath} has ${count(window.totalLines ?? 0)} lines; offset ${count(request.offset)} is past its end. Use a smaller offset.)`;
  }
  const notes = [rangeNote(window, request.offset), encodingNote(encoding, window), cutNote(window)].filter(Boolean);
  const body = numberLines(window.lines, request.offset);
  return notes.length > 0 ? `${body}\n\n${notes.map((note) => `(${note})`).join('\n')}` : body;
}

/** The same window over the editor's text: lines from `offset`, each cut at MAX_LINE_CHARS, within the output cap. */
function bufferWindow(text: string, request: TextRequest): LineWindow {
  const all = text.split('\n');
  if (all.at(-1) === '') all.pop();
  const window: LineWindow = { lines: [], stoppedBy: 'end', totalLines: all.length, crlf: text.includes('\r\n'), replaced: false };
  let chars = 0;
  for (const raw of all.slice(request.offset - 1)) {
    if (window.lines.length >= request.limit) return { ...window, stoppedBy: 'lines' };
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const shown = line.length > MAX_LINE_CHARS ? { text: line.slice(0, MAX_LINE_CHARS), cutFromBytes: Buffer.byteLength(line) } : { text: line };
    if (chars + shown.text.length > MAX_OUTPUT_CHARS && window.lines.length > 0) return { ...window, stoppedBy: 'chars' };
    chars += shown.text.length;
    window.lines.push(shown);
  }
  return window;
}

function rangeNote(window: LineWindow, offset: number): string | undefined {
  const last = offset + window.lines.length - 1;
  const shown = `Showed lines ${count(offset)}–${count(last)}`;
  const of = window.totalLines === undefined ? '' : ` of ${count(window.totalLines)}`;
  const more = window.totalLines === undefined ? 'The file goes on' : `${count(window.totalLines - last)} more lines follow`;
  if (window.stoppedBy === 'chars') {
    return `${shown}${of}: the output reached ${count(MAX_OUTPUT_CHARS)} characters. ${more}; continue with offset=${last + 1}.`;
  }
  if (window.totalLines !== undefined && last >= window.totalLines) return offset > 1 ? `${shown} of ${count(window.totalLines)}.` : undefined;
  return `${shown}${of}. ${more}; continue with offset=${last + 1}.`;
}

function encodingNote(encoding: ReturnType<typeof detectEncoding>, window: LineWindow): string | undefined {
  const parts: string[] = [];
  const name = describeEncoding(encoding);
  if (name) parts.push(`Encoding: ${name}`);
  if (window.replaced) parts.push(`the file is not valid ${encoding.label.toUpperCase()}: undecodable bytes are shown as �`);
  if (window.crlf) parts.push('line endings: CRLF (shown without the CR)');
  if (parts.length === 0) return undefined;
  const text = parts.join('; ');
  return text[0].toUpperCase() + text.slice(1) + '.';
}

function cutNote(window: LineWindow): string | undefined {
  const cut = window.lines.filter((line) => line.cutFromBytes !== undefined).length;
  if (cut === 0) return undefined;
  return `${count(cut)} line${cut === 1 ? ' was' : 's were'} longer than ${count(MAX_LINE_CHARS)} characters and cut; use Grep or Bash to see their ends.`;
}

/** Text kept under Read's output cap; when cut, a note says so and how to see the rest. */
export function capText(text: string, howToSeeMore: string): string {
  if (text.length <= MAX_OUTPUT_CHARS) return text;
  return `${text.slice(0, MAX_OUTPUT_CHARS)}\n\n(Cut at ${count(MAX_OUTPUT_CHARS)} of ${count(text.length)} characters; ${howToSeeMore}.)`;
}
