import { expandBraces } from './brace-expansion.ts';
import type { AnalyzeOptions, CommandPart } from './types.ts';
import { excerpt, type Word } from './words.ts';

const REMOVERS = new Set(['rm', 'rmdir']);

/** Why an rm/rmdir part must always be asked about, or undefined when its targets are ordinary paths. */
export function criticalRemoval(part: CommandPart, words: readonly Word[], options: AnalyzeOptions): string | undefined {
  if (!REMOVERS.has(part.program)) return undefined;
  let optionsEnded = false;
  for (const word of words.slice(1)) {
    if (!optionsEnded && word.value === '--') optionsEnded = true;
    else if (optionsEnded || word.dynamic || !word.value.startsWith('-') || word.value === '-') {
      const reason = criticalTarget(word, options);
      if (reason) return `${excerpt(part.command)}: ${reason}`;
    }
  }
  return undefined;
}

function criticalTarget(word: Word, options: AnalyzeOptions): string | undefined {
  if (word.dynamic) return `"${excerpt(word.value)}" holds a variable or substitution that is only known when it runs`;
  for (const path of word.pattern ? expandBraces(word.value) : [word.value]) {
    const what = word.pattern && /[*?[]/.test(path) ? criticalPattern(locate(path, options), options) : criticalPlace(locate(path, options), options);
    if (what) return `removes ${what}`;
  }
  return undefined;
}

/** A path as a place: below the root, or below a folder that is only known by name (the cwd, ~, ~user). */
interface Place {
  base: 'root' | 'cwd' | 'home' | `~${string}`;
  /** How many `..` climbed above the base (never above the root). */
  up: number;
  segments: string[];
}

function locate(path: string, { cwd, home }: AnalyzeOptions): Place {
  const tilde = /^~([^/]*)(\/.*)?$/.exec(path);
  let base: Place['base'] = path.startsWith('/') ? 'root' : 'cwd';
  let rest = path;
  if (tilde) {
    base = tilde[1] === '' ? 'home' : `~${tilde[1]}`;
    rest = tilde[2] ?? '';
  }
  const known = base === 'cwd' ? cwd : base === 'home' ? home : undefined;
  if (known?.startsWith('/')) {
    base = 'root';
    rest = `${known}/${rest}`;
  }
  return normalise(base, rest);
}

function normalise(base: Place['base'], path: string): Place {
  const place: Place = { base, up: 0, segments: [] };
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') place.segments.push(segment);
    else if (place.segments.length > 0) place.segments.pop();
    else if (base !== 'root') place.up++;
  }
  return place;
}

/** What a removed place is when it is critical: the root, a top-level folder, home, the cwd or one of their parents. */
function criticalPlace(place: Place, options: AnalyzeOptions): string | undefined {
  const depth = place.segments.length;
  if (place.base !== 'root') {
    if (depth > 0) return undefined;
    const name = place.base === 'cwd' ? 'the working folder' : place.base === 'home' ? 'the home folder' : `the home folder of ${place.base.slice(1)}`;
    return place.up === 0 ? name : `a parent of ${name}`;
  }
  if (depth === 0) return 'the filesystem root';
  if (depth === 1) return `the top-level folder /${place.segments[0]}`;
  const path = `/${place.segments.join('/')}`;
  const known = [['the working folder', options.cwd], ['the home folder', options.home]] as const;
  const folders = known.flatMap(([name, folder]) => (folder ? [{ name, path: `/${normalise('root', folder).segments.join('/')}` }] : []));
  const same = folders.find((folder) => folder.path === path);
  if (same) return same.name;
  const parentOf = folders.find((folder) => folder.path.startsWith(`${path}/`));
  if (parentOf) return `a parent of ${parentOf.name}`;
  return undefined;
}

/**
 * A glob removes a critical place when it can name one (`/u*` names /usr) or sweeps everything inside one
 * (`/*`, `~/*`, `./.*`, `*` in the working folder).
 */
function criticalPattern(place: Place, options: AnalyzeOptions): string | undefined {
  const first = place.segments.findIndex((segment) => /[*?[]/.test(segment));
  const parent: Place = { ...place, segments: place.segments.slice(0, first) };
  if (place.base === 'root' && first === 0 && place.segments.length === 1) return 'top-level folders';
  if (!isSweeping(place.segments[first])) return undefined;
  const what = criticalPlace(parent, options);
  return what && `everything in ${what}`;
}

/** A glob segment made only of wildcards and dots: `*`, `.*`, `*.*`, `.[!.]*`. */
function isSweeping(segment: string): boolean {
  return /^\.*$/.test(segment.replace(/\[[^\]]*\]/g, '').replace(/[*?]/g, ''));
}
