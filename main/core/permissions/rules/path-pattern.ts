import { isWindowsDrivePath, normalizePath } from './normalize-path.ts';

/** What a path pattern is relative to. */
export type PathRoot = 'filesystem' | 'home' | 'anchor' | 'cwd';

/**
 * - `anchored`: matched from its root down;
 * - `floating`: a bare name (`.env`, `*.log`, `build/`) or one that starts with `**`, matched at any depth;
 * - `single-dir`: `name/**` relative to the cwd, anchored in allow rules and floating in deny and ask rules.
 */
export type PathShape = 'anchored' | 'floating' | 'single-dir';

export interface PathPattern {
  root: PathRoot;
  /** Levels the pattern climbs above its root with leading `..`. */
  up: number;
  /** gitignore-style globs, one per path segment; `.` removed, runs of `**` collapsed. */
  segments: readonly string[];
  shape: PathShape;
}

const globChar = /(^|[^\\])[*?[]/;

/**
 * `//abs/path` from the filesystem root; `~/path` from home; `/path` from the rule's anchor (the
 * folder its settings belong to); `./path` or `path` from the cwd. A Windows drive path
 * (`C:\Users\me\**`) is taken as absolute.
 */
export function readPathPattern(spec: string): PathPattern | { error: string } {
  if (spec.startsWith('!')) return { error: 'negated path patterns ("!") are not supported in permission rules; escape a leading "!" as "\\!"' };
  const { root, rest, dotted } = splitRoot(spec);
  let up = 0;
  const segments: string[] = [];
  for (const segment of rest.split('/')) {
    if (segment === '' || segment === '.' || (segment === '**' && segments.at(-1) === '**')) continue;
    if (segment !== '..') segments.push(segment);
    else if (segments.length === 0) up++;
    else if (globChar.test(segments[segments.length - 1])) return { error: `".." after a wildcard in "${spec}"` };
    else segments.pop();
  }
  return { root, up, segments, shape: dotted || root !== 'cwd' || up > 0 ? 'anchored' : relativeShape(rest, segments) };
}

function splitRoot(spec: string): { root: PathRoot; rest: string; dotted: boolean } {
  if (isWindowsDrivePath(spec)) return { root: 'filesystem', rest: normalizePath(spec), dotted: false };
  if (spec.startsWith('//')) return { root: 'filesystem', rest: spec.slice(2), dotted: false };
  if (spec === '~' || spec.startsWith('~/')) return { root: 'home', rest: spec.slice(2), dotted: false };
  if (spec.startsWith('/')) return { root: 'anchor', rest: spec.slice(1), dotted: false };
  if (spec === '.' || spec.startsWith('./')) return { root: 'cwd', rest: spec.slice(2), dotted: true };
  return { root: 'cwd', rest: spec, dotted: false };
}

/** gitignore: a pattern without a slash before its end floats; one with a slash is anchored, unless it starts with `**`. */
function relativeShape(written: string, segments: readonly string[]): PathShape {
  const writtenSegments = written.split('/').filter((segment) => segment !== '');
  if (writtenSegments.length === 1 || writtenSegments[0] === '**') return 'floating';
  return writtenSegments.length === 2 && segments.length === 2 && segments[1] === '**' ? 'single-dir' : 'anchored';
}
