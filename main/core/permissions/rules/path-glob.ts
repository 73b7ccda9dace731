import { escapeRegex } from './wildcard.ts';

/**
 * The regular-expression source for a path below a root, gitignore style: `*` and `?` stay within
 * one segment and match dotfiles too, `[…]` is a character class (`[!…]` negated), `\` escapes the
 * next character, a `**` segment matches any number of segments. A match also covers everything
 * below the matched path, as a matched folder covers its contents in gitignore. No segments: the
 * root itself and everything below.
 */
export function segmentsSource(segments: readonly string[]): string {
  if (segments.length === 0) return '.*';
  let source = '';
  segments.forEach((segment, index) => {
    const first = index === 0;
    const last = index === segments.length - 1;
    if (segment === '**') {
      if (first) source += last ? '.*' : '(?:.*/)?';
      else source += last ? '(?:/.*)?' : '/(?:.*/)?';
      return;
    }
    if (!first && segments[index - 1] !== '**') source += '/';
    source += segmentSource(segment);
    if (last) source += '(?:/.*)?';
  });
  return source;
}

function segmentSource(segment: string): string {
  let source = '';
  for (let i = 0; i < segment.length; i++) {
    const char = segment[i];
    if (char === '\\' && i + 1 < segment.length) {
      source += escapeRegex(segment[++i]);
    } else if (char === '*') {
      while (segment[i + 1] === '*') i++;
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '[' && classEnd(segment, i) > 0) {
      const end = classEnd(segment, i);
      source += classSource(segment.slice(i + 1, end));
      i = end;
    } else {
      source += escapeRegex(char);
    }
  }
  return source;
}

/** Index of the `]` closing the class opened at `open`, or -1 when there is none (then `[` is literal). */
function classEnd(segment: string, open: number): number {
  let i = open + 1;
  if (segment[i] === '!' || segment[i] === '^') i++;
  if (segment[i] === ']') i++;
  for (; i < segment.length; i++) {
    if (segment[i] === '\\') i++;
    else if (segment[i] === ']') return i;
  }
  return -1;
}

function classSource(body: string): string {
  const negated = body[0] === '!' || body[0] === '^';
  let members = '';
  for (let i = negated ? 1 : 0; i < body.length; i++) {
    const escaped = body[i] === '\\' && i + 1 < body.length;
    const char = escaped ? body[++i] : body[i];
    const special = escaped ? !/\w/.test(char) : /[\\\]^[]/.test(char);
    members += special ? `\\${char}` : char;
  }
  return negated ? `[^/${members}]` : `[${members}]`;
}
