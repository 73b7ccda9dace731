import { posix } from 'node:path';
import { normalizePath } from './normalize-path.ts';
import { segmentsSource } from './path-glob.ts';
import { rememberLast } from './remember-last.ts';
import type { PathPattern, PathRoot } from './path-pattern.ts';
import type { MatchContext, RuleList } from './types.ts';

export interface PathMatcher {
  /** True when the path falls under the pattern; relative paths are taken from the cwd. */
  matches(path: string, context: MatchContext): boolean;
  /** Set for a pattern that starts with literal names below its root (`./secrets/**`, `~/.ssh/id_*`). */
  head?: PathHead;
}

/** The folder every path a pattern covers is or lies below: rules are looked up by it instead of each being asked about every path. */
export interface PathHead {
  /** Spelled as `comparedPath` spells the paths asked about. */
  folder(context: MatchContext): string;
  foldsCase: boolean;
}

export interface PathRuleContext {
  list: RuleList;
  /** The folder whose settings hold the rule: the root of `/path` patterns. */
  anchor: string;
  /** Paths compare case-insensitively on darwin and win32, whose usual file systems ignore case. */
  platform: NodeJS.Platform;
}

/**
 * Floating patterns (`.env`, `**\/.env`, and `src/**` outside allow rules) match below the cwd in
 * allow rules but anywhere on disk in deny and ask rules, so that a denied `.env` stays denied in
 * added directories and outside the project.
 */
export function pathMatcher(pattern: PathPattern, { list, anchor, platform }: PathRuleContext): PathMatcher {
  const wide = list !== 'allow';
  const floating = pattern.shape === 'floating' || (pattern.shape === 'single-dir' && wide);
  const root: PathRoot = floating && wide ? 'filesystem' : pattern.root;
  const foldCase = platform === 'darwin' || platform === 'win32';
  const prefix = floating && pattern.segments[0] !== '**' ? '(?:.*/)?' : '';
  // Paths are lower-cased before matching where case folds, so the pattern is too: faster than a case-insensitive regex.
  const segments = foldCase ? pattern.segments.map((segment) => segment.toLowerCase()) : pattern.segments;
  // Sticky, from where the path below the root begins: no copy of that part per test.
  const below = new RegExp(`${prefix}${segmentsSource(segments)}$`, 'sy');
  const foldDir = foldCase ? lowerDir : same;
  const anchorDir = foldDir(normalizePath(anchor));
  const rootDir = (context: MatchContext): string => {
    const dir = root === 'filesystem' ? '/' : root === 'anchor' ? anchorDir : foldDir(root === 'home' ? homeDir(context.home) : cwdDir(context.cwd));
    return pattern.up === 0 ? dir : normalizePath(posix.join(dir, '../'.repeat(pattern.up)));
  };
  // The root, and where a path below it begins, for the context the rule was last asked in (the same one, call after call).
  let last: MatchContext | undefined;
  let dir = '';
  let dirSlash = '';
  const rooted = (context: MatchContext) => {
    if (context.cwd !== last?.cwd || context.home !== last.home) {
      dir = rootDir(context);
      dirSlash = dir === '/' ? '/' : `${dir}/`;
      last = { cwd: context.cwd, home: context.home };
    }
  };
  // After each literal name comes a slash or the end, whatever follows in the pattern (see segmentsSource).
  const literal = floating ? [] : leadingLiterals(segments);
  return {
    matches: (path, context) => {
      rooted(context);
      const target = comparedPath(path, context, foldCase);
      if (target === dir) return matchesBelow(below, '', 0);
      return target.startsWith(dirSlash) && matchesBelow(below, target, dirSlash.length);
    },
    ...(literal.length > 0 && {
      head: {
        folder: (context: MatchContext) => {
          rooted(context);
          return `${dirSlash}${literal.join('/')}`;
        },
        foldsCase: foldCase,
      },
    }),
  };
}

/** A call's path as path rules compare it: normalised, absolute from the cwd, lower-cased where case folds. */
export function comparedPath(path: string, context: MatchContext, foldCase: boolean): string {
  const given = givenPath(path);
  const target = posix.isAbsolute(given) ? given : normalizePath(posix.join(cwdDir(context.cwd), given));
  return foldCase ? lowerPath(target) : target;
}

/** The names a pattern starts with that hold no glob and no escape. */
function leadingLiterals(segments: readonly string[]): string[] {
  const end = segments.findIndex((segment) => segment === '**' || /[*?[\\]/.test(segment));
  return segments.slice(0, end === -1 ? segments.length : end);
}

/** Whether `text` from `from` on matches the sticky pattern. */
function matchesBelow(pattern: RegExp, text: string, from: number): boolean {
  pattern.lastIndex = from;
  return pattern.test(text);
}

// Each path rule is asked about the same path, cwd and home in turn.
const givenPath = rememberLast(normalizePath);
const cwdDir = rememberLast(normalizePath);
const homeDir = rememberLast(normalizePath);
const lowerPath = rememberLast((path) => path.toLowerCase());
const lowerDir = rememberLast((path) => path.toLowerCase());
const same = (path: string) => path;
