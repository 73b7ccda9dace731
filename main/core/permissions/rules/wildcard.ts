import { rememberLast } from './remember-last.ts';

/** True when the whole text matches. */
export type TextMatcher = (text: string) => boolean;

/**
 * `*` matches any characters, spaces and slashes included, and `\*` is a literal star. A pattern
 * without an unescaped `*` is compared exactly as written, backslashes and all, so that an exact
 * command saved from a prompt matches that command again.
 */
export function wildcardMatcher(pattern: string): TextMatcher {
  return piecesMatcher(wildcardPieces(pattern));
}

/**
 * Command-like patterns (Bash commands, subagent types, skill names with args): runs of
 * whitespace in the pattern and the text count as one space, and a trailing ` *` may also match
 * nothing, so `ls *` matches `ls` and `ls -la` but not `lsof` (which `ls*` matches).
 */
export function commandMatcher(pattern: string): TextMatcher {
  const pieces = wildcardPieces(normalizeWhitespace(pattern));
  const full = piecesMatcher(pieces);
  const last = pieces.length - 1;
  if (last === 0 || pieces[last] !== '' || !pieces[last - 1].endsWith(' ')) {
    return (text) => full(normalizeWhitespace(text));
  }
  const bare = piecesMatcher([...pieces.slice(0, last - 1), pieces[last - 1].slice(0, -1)]);
  return (text) => {
    const normal = normalizeWhitespace(text);
    return full(normal) || bare(normal);
  };
}

/**
 * The first word of every command the pattern matches, when the pattern fixes it (`git push *`,
 * `ls *`, `make`): the literal text before its first star holds a space, or it has no star. Undefined
 * when a star comes within the first word (`npm*`, `*`).
 */
export function commandFirstWord(pattern: string): string | undefined {
  const pieces = wildcardPieces(normalizeWhitespace(pattern));
  if (pieces.length === 1) return firstWord(pieces[0]);
  // Both the full pattern and its bare form (`ls *` matching `ls`) begin with this piece up to its space.
  const space = pieces[0].indexOf(' ');
  return space > 0 ? pieces[0].slice(0, space) : undefined;
}

/** The first word of whitespace-normalised text (all of it when it has no space). */
export function firstWord(normal: string): string {
  const space = normal.indexOf(' ');
  return space < 0 ? normal : normal.slice(0, space);
}

const irregularWhitespace = /[^\S ]| {2}|^ | $/;

export const normalizeWhitespace = rememberLast((text) =>
  irregularWhitespace.test(text) ? text.trim().replace(/\s+/g, ' ') : text,
);

/** The literal pieces between unescaped stars, escapes resolved; one piece when there is no star. */
function wildcardPieces(pattern: string): string[] {
  if (!/(^|[^\\])\*/.test(pattern.replace(/\\\\/g, ''))) return [pattern];
  const pieces: string[] = [];
  let piece = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\' && (pattern[i + 1] === '*' || pattern[i + 1] === '\\')) piece += pattern[++i];
    else if (char === '*') {
      pieces.push(piece);
      piece = '';
    } else piece += char;
  }
  pieces.push(piece);
  return pieces;
}

/** Leftmost matching of the middle pieces is enough because `*` matches anything: no backtracking. */
function piecesMatcher(pieces: readonly string[]): TextMatcher {
  if (pieces.length === 1) {
    const exact = pieces[0];
    return (text) => text === exact;
  }
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  const middle = pieces.slice(1, -1).filter((piece) => piece !== '');
  return (text) => {
    const end = text.length - last.length;
    if (end < first.length || !text.startsWith(first) || !text.endsWith(last)) return false;
    let at = first.length;
    for (const piece of middle) {
      const found = text.indexOf(piece, at);
      if (found < 0 || found + piece.length > end) return false;
      at = found + piece.length;
    }
    return true;
  };
}

/** The text as a regular expression that matches exactly it (the literal parts of a glob). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
