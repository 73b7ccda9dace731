import type { Terminal } from '@xterm/headless';
import type { CapturedOutput } from './capture.ts';

export interface ScreenSize {
  cols: number;
  rows: number;
}

export const defaultScreen: ScreenSize = { cols: 120, rows: 40 };

const maxPieceBytes = 64 * 1024;
const maxPieceLineFeeds = 1500;
const scrollback = 4000;
/** Lines above the screen are moved out of the terminal once there are more than this. */
const flushAbove = 1000;

/**
 * The text a terminal would show after receiving `data`: carriage returns, cursor moves and screen
 * clears applied, colours and other escape sequences gone, wrapped lines joined, trailing spaces
 * and trailing blank lines removed. Memory stays bounded whatever the size of `data`.
 */
export async function renderTerminal(data: Uint8Array, size: ScreenSize = defaultScreen): Promise<string> {
  if (isPlainText(data)) return withoutTrailingBlanks(Buffer.from(data).toString('utf8').split('\r\n').join('\n').split('\n').map((line) => line.trimEnd()));
  const xterm = (await import('@xterm/headless')).default;
  const terminal = new xterm.Terminal({ cols: size.cols, rows: size.rows, scrollback, allowProposedApi: true, logLevel: 'off' });
  const lines: string[] = [];
  try {
    for (const piece of pieces(data)) {
      await new Promise<void>((resolve) => terminal.write(piece, resolve));
      const buffer = terminal.buffer.active;
      if (buffer.type === 'normal' && buffer.baseY > flushAbove) {
        appendLines(terminal, buffer.baseY + buffer.cursorY, lines);
        terminal.clear();
      }
    }
    appendLines(terminal, terminal.buffer.active.length, lines);
  } finally {
    terminal.dispose();
  }
  return withoutTrailingBlanks(lines);
}

export interface RenderedOutput {
  text: string;
  /** Raw bytes in the middle that were not kept and so are not in `text`. */
  droppedBytes: number;
}

/** Renders a captured part of the output; when its middle was dropped, head and tail each on their own. */
export async function renderCaptured(captured: CapturedOutput, screen?: ScreenSize): Promise<RenderedOutput> {
  if (captured.droppedBytes === 0) {
    return { text: await renderTerminal(Buffer.concat([captured.head, captured.tail]), screen), droppedBytes: 0 };
  }
  const head = await renderTerminal(captured.head, screen);
  const tail = await renderTerminal(captured.tail, screen);
  const marker = `[… ${formatBytes(captured.droppedBytes)} of output in the middle were not kept …]`;
  return { text: [head, marker, tail].filter(Boolean).join('\n'), droppedBytes: captured.droppedBytes };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function withoutTrailingBlanks(lines: string[]): string {
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** Text a terminal would show as it is: no control characters but tabs and CRLF line breaks (a fast path). */
function isPlainText(data: Uint8Array): boolean {
  for (let at = 0; at < data.length; at++) {
    const byte = data[at];
    if (byte >= 0x20 && byte !== 0x7f) continue;
    if (byte === 0x0a || byte === 0x09) continue;
    // A CR last may be the half of a CRLF the kept head was cut in: the line's end is trimmed anyway.
    if (byte === 0x0d && (data[at + 1] === 0x0a || at === data.length - 1)) continue;
    return false;
  }
  return true;
}

function appendLines(terminal: Terminal, end: number, lines: string[]): void {
  const buffer = terminal.buffer.active;
  for (let y = 0; y < end; y++) {
    const line = buffer.getLine(y);
    if (!line) continue;
    const text = line.translateToString(!buffer.getLine(y + 1)?.isWrapped);
    if (line.isWrapped && lines.length > 0) lines[lines.length - 1] += text;
    else lines.push(text);
  }
}

/** Cuts `data` so that no piece scrolls more lines than the scrollback holds. */
function* pieces(data: Uint8Array): Generator<Uint8Array> {
  let start = 0;
  while (start < data.length) {
    let end = Math.min(data.length, start + maxPieceBytes);
    let lineFeeds = 0;
    for (let at = start; at < end; at++) {
      const byte = data[at];
      if ((byte === 0x0a || byte === 0x0b || byte === 0x0c) && ++lineFeeds === maxPieceLineFeeds) {
        end = at + 1;
        break;
      }
    }
    yield data.subarray(start, end);
    start = end;
  }
}
