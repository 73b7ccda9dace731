/**
 * A terminal's output as the text a program wrote, as it comes: escape sequences (colours, cursor
 * moves, titles) taken out and the terminal's CRLF line ends made LF again. Carriage returns on their
 * own (progress redrawn in place) stay: the text is the whole output, not a screen.
 *
 * Plain lines go through one loop over their bytes; output with escapes passes as a latin1 string
 * (one character a byte) through the native string functions. Either way every other byte comes
 * out exactly as it went in.
 */
export interface PlainTextFilter {
  push(chunk: Buffer): Buffer;
  /** What is held back at the end: an unfinished escape sequence is dropped, a lone CR kept. */
  flush(): Buffer;
}

/** CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`), and the two-byte escapes (`ESC 7`, `ESC M`, …). */
// eslint-disable-next-line no-control-regex -- a terminal's escape sequences are made of control characters
const escapeSequence = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\^_])/g;
// eslint-disable-next-line no-control-regex -- the same, anchored where the search is
const completeAtStart = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\^_])/y;
/** An escape sequence cut by the end of a chunk is held for the next, up to this long (longer ones go out as they are). */
const longestHeld = 4096;

export function createPlainTextFilter(): PlainTextFilter {
  let held = Buffer.alloc(0);
  return {
    push(chunk) {
      const bytes = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      held = Buffer.alloc(0);
      if (bytes.indexOf(0x1b) === -1) {
        // The common case, plain lines: CRLF made LF in one pass over the bytes; a CR last waits for what follows it.
        const end = bytes.at(-1) === 0x0d ? bytes.length - 1 : bytes.length;
        held = Buffer.from(bytes.subarray(end));
        return withoutCrBeforeLf(bytes, end);
      }
      let text = bytes.toString('latin1');
      const unfinished = unfinishedEscape(text);
      if (unfinished !== -1) {
        held = Buffer.from(text.slice(unfinished), 'latin1');
        text = text.slice(0, unfinished);
      } else if (text.endsWith('\r')) {
        held = Buffer.from('\r');
        text = text.slice(0, -1);
      }
      return Buffer.from(plain(text), 'latin1');
    },
    flush() {
      const rest = held[0] === 0x1b ? Buffer.alloc(0) : held;
      held = Buffer.alloc(0);
      return rest;
    },
  };
}

/** The first `end` bytes without the CR of each CRLF: every byte is copied, and an LF lands on the CR copied just before it. */
function withoutCrBeforeLf(bytes: Buffer, end: number): Buffer {
  const out = Buffer.allocUnsafe(end);
  let length = 0;
  let previous = 0;
  for (let at = 0; at < end; at++) {
    const byte = bytes[at];
    if (byte === 0x0a && previous === 0x0d) length--;
    out[length++] = byte;
    previous = byte;
  }
  return out.subarray(0, length);
}

/** Where a sequence begins that the end of the text cut short (near the end only), or -1. */
function unfinishedEscape(text: string): number {
  for (let at = text.indexOf('\x1b', Math.max(0, text.length - longestHeld)); at !== -1; ) {
    completeAtStart.lastIndex = at;
    if (!completeAtStart.test(text)) return at;
    at = text.indexOf('\x1b', completeAtStart.lastIndex);
  }
  return -1;
}

function plain(text: string): string {
  const withoutEscapes = text.includes('\x1b') ? text.replace(escapeSequence, '') : text;
  return withoutEscapes.includes('\r\n') ? withoutEscapes.replaceAll('\r\n', '\n') : withoutEscapes;
}
