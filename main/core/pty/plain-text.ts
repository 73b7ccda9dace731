/**
 * A terminal's output as the text a program wrote, as it comes: escape sequences (colours, cursor
 * moves, titles) taken out and the terminal's CRLF line ends made LF again. Carriage returns on their
 * own (progress redrawn in place) stay: the text is the whole output, not a screen.
 *
 * Bytes pass as latin1 strings, one character a byte, so the native string functions do the work
 * and every other byte comes out exactly as it went in.
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
  let held = '';
  return {
    push(chunk) {
      let text = held + chunk.toString('latin1');
      held = '';
      const unfinished = unfinishedEscape(text);
      if (unfinished !== -1) {
        held = text.slice(unfinished);
        text = text.slice(0, unfinished);
      }
      if (held === '' && text.endsWith('\r')) {
        held = '\r';
        text = text.slice(0, -1);
      }
      return Buffer.from(plain(text), 'latin1');
    },
    flush() {
      const rest = held.startsWith('\x1b') ? '' : held;
      held = '';
      return Buffer.from(rest, 'latin1');
    },
  };
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
