export interface Pointer {
  line: number;
  column: number;
  /** Two lines: the text around the spot, kept on one line, and a caret under the spot. */
  excerpt: string;
}

const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Where `offset` is in `text` (1-based line and column), with up to `radius` characters either side. */
export function pointAt(text: string, offset: number, radius = 40): Pointer {
  let line = 1;
  for (let newline = text.indexOf('\n'); newline !== -1 && newline < offset; newline = text.indexOf('\n', newline + 1)) line++;
  const lineStart = offset === 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
  let start = Math.max(0, offset - radius);
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++;
  let end = Math.min(text.length, offset + radius);
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end++;
  const before = (start > 0 ? '…' : '') + visible(text.slice(start, offset));
  const after = visible(text.slice(offset, end)) + (end < text.length ? '…' : '');
  const caretIndent = ' '.repeat(Array.from(before).length);
  return { line, column: offset - lineStart + 1, excerpt: `  ${before}${after}\n  ${caretIndent}^` };
}

/** Shows line breaks, control characters and lone surrogates as escapes, so the excerpt stays one line. */
function visible(text: string): string {
  let shown = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    shown += ESCAPES[character] ?? (isInvisible(code) ? `\\u${code.toString(16).padStart(4, '0')}` : character);
  }
  return shown;
}

function isInvisible(code: number): boolean {
  const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
  const separatorOrMark = code === 0x2028 || code === 0x2029 || code === 0xfeff;
  const surrogate = code >= 0xd800 && code <= 0xdfff;
  return control || separatorOrMark || surrogate;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
