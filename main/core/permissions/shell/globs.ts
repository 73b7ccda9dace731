import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { entriesOf } from '../../common/files/look.ts';

/*
 * Pathname expansion as bash does it by default (no dotglob, no globstar, no extglob): `*`, `?` and
 * bracket expressions match within one path segment, and never a leading dot unless the pattern
 * starts with one. Quoted characters arrive encoded (see expansion.ts), so only live ones match.
 */

/** A glob character the shell will expand. */
export function hasGlob(field: string): boolean {
  return /[*?[]/.test(field);
}

/** More matches than this are not listed; the caller treats the word as unknown. */
export const MAX_MATCHES = 1024;

/** The existing paths the pattern matches, absolute, from `cwd` for a relative one; `decode` turns encoded characters back into literal ones. */
export function globPaths(pattern: string, cwd: string, decode: (text: string) => string): string[] {
  const absolute = pattern.startsWith('/');
  const segments = pattern.split('/').filter((segment, index) => segment !== '' || index === 0);
  let current = [absolute ? '/' : cwd];
  for (const segment of absolute ? segments.slice(1) : segments) {
    if (!hasGlob(segment)) {
      current = current.map((dir) => join(dir, decode(segment)));
      continue;
    }
    const matcher = segmentMatcher(segment, decode);
    const next: string[] = [];
    for (const dir of current) {
      for (const name of entriesOf(dir)) {
        if (matcher.test(name)) next.push(join(dir, name));
        if (next.length > MAX_MATCHES) return next;
      }
    }
    current = next;
    if (current.length === 0) return [];
  }
  // The segments after the last glob were joined unchecked; bash lists only what exists.
  return current.filter(exists);
}

function exists(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/** One segment as a regular expression, as bash matches it: a leading dot only by a written dot. */
export function segmentMatcher(segment: string, decode: (text: string) => string): RegExp {
  let source = '';
  for (let i = 0; i < segment.length; i++) {
    const char = segment[i];
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else if (char === '[') {
      const end = bracketEnd(segment, i);
      if (end < 0) source += '\\[';
      else {
        source += bracketClass(segment.slice(i + 1, end), decode);
        i = end;
      }
    } else source += escapeRegExp(decode(char));
  }
  const hidden = decode(segment[0]) === '.' ? '' : '(?!\\.)';
  return new RegExp(`^${hidden}${source}$`, 's');
}

function bracketEnd(segment: string, open: number): number {
  let i = open + 1;
  if (segment[i] === '!' || segment[i] === '^') i++;
  if (segment[i] === ']') i++;
  for (; i < segment.length; i++) {
    if (segment[i] === '[' && segment[i + 1] === ':') {
      const close = segment.indexOf(':]', i + 2);
      if (close > 0) i = close + 1;
    } else if (segment[i] === ']') return i;
  }
  return -1;
}

const CLASSES: Record<string, string> = {
  alnum: 'a-zA-Z0-9', alpha: 'a-zA-Z', digit: '0-9', lower: 'a-z', upper: 'A-Z', space: '\\s', xdigit: '0-9a-fA-F',
  punct: '!-\\/:-@\\[-`{-~', word: '\\w', blank: ' \\t', cntrl: '\\x00-\\x1f', print: ' -~', graph: '!-~',
};

function bracketClass(body: string, decode: (text: string) => string): string {
  let negated = false;
  let i = 0;
  if (body[0] === '!' || body[0] === '^') {
    negated = true;
    i = 1;
  }
  let inner = '';
  for (; i < body.length; i++) {
    const named = /^\[:(\w+):\]/.exec(body.slice(i));
    if (named) {
      inner += CLASSES[named[1]] ?? '';
      i += named[0].length - 1;
    } else if (body[i] === '-' && inner !== '' && i + 1 < body.length) inner += '-';
    else inner += escapeClassChar(decode(body[i]));
  }
  return inner === '' ? (negated ? '.' : '(?!)') : `[${negated ? '^' : ''}${inner}]`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function escapeClassChar(char: string): string {
  return /[\]\\^-]/.test(char) ? `\\${char}` : char;
}
