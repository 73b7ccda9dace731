import { posix } from 'node:path';
import { normalizePath } from './normalize-path.ts';
import { segmentsSource } from './path-glob.ts';
import { rememberLast } from './remember-last.ts';
import type { PathPattern, PathRoot } from './path-pattern.ts';
import type { MatchContext, RuleList } from './types.ts';

/** True when the path falls under the pattern; relative paths are taken from the cwd. */
export type PathMatcher = (path: string, context: MatchContext) => boolean;

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
  const [foldPath, foldDir] = foldCase ? [lowerPath, lowerDir] : [same, same];
  const anchorDir = foldDir(normalizePath(anchor));
  const rootDir = (context: MatchContext): string => {
    const dir = root === 'filesystem' ? '/' : root === 'anchor' ? anchorDir : foldDir(root === 'home' ? homeDir(context.home) : cwdDir(context.cwd));
    return pattern.up === 0 ? dir : normalizePath(posix.join(dir, '../'.repeat(pattern.up)));
  };
  // The root, and where a path below it begins, for the context the rule was last asked in (the same one, call after call).
  let last: MatchContext | undefined;
  let dir = '';
  let dirSlash = '';
  return (path, context) => {
    if (context.cwd !== last?.cwd || context.home !== last.home) {
      dir = rootDir(context);
      dirSlash = dir === '/' ? '/' : `${dir}/`;
      last = { cwd: context.cwd, home: context.home };
    }
    const given = givenPath(path);
    const target = foldPath(posix.isAbsolute(given) ? given : normalizePath(posix.join(cwdDir(context.cwd), given)));
    if (target === dir) return matchesBelow(below, '', 0);
    return target.startsWith(dirSlash) && matchesBelow(below, target, dirSlash.length);
  };
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
