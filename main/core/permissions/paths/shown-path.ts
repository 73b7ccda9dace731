import { relative, sep } from 'node:path';
import { isWithin, type ResolvedPath } from './resolve.ts';

/** A path as the person would write it: relative to the working directory inside it, `~/…` in the home folder, relative again next to the working directory, else absolute. */
export function shownPath(path: ResolvedPath, context: { cwd: string; home: string }): string {
  const { lexical } = path;
  const fromCwd = relative(context.cwd, lexical).split(sep).join('/');
  if (fromCwd === '') return '.';
  const climbs = fromCwd === '..' || fromCwd.startsWith('../');
  if (!climbs) return fromCwd;
  if (isWithin(lexical, context.home)) return `~${lexical.slice(context.home.length)}`;
  return fromCwd !== '..' && !fromCwd.startsWith('../..') ? fromCwd : lexical;
}
