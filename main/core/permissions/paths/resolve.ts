import type { Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { resolveFilePath } from '../../common/files/file-path.ts';
import type { HardLinks } from './hard-links.ts';
import { lstatOrNothing, readlinkOrNothing, realpathOrNothing } from '../../common/files/look.ts';

export interface ResolvedPath {
  /** The path as written, made absolute (`~` expanded, `..` folded) but with symlinks kept. */
  readonly lexical: string;
  /** Every symlink followed; for a path that does not exist yet, its deepest existing ancestor resolved. */
  readonly real: string;
  /** A second name (hard link) of a file holding a private key, found by its content: a credential wherever it lies. */
  readonly privateKey?: true;
}

/**
 * Resolves a path a tool was given against the working directory and the home folder. The real form
 * follows `..` after a symlink as the kernel does (`link/../x` is beside the link's target), and a
 * second name (hard link) of a file in `links` has that file as its real form.
 */
export function resolveToolPath(path: string, cwd: string, home: string, links?: HardLinks): ResolvedPath {
  return pathResolver(cwd, home, links)(path);
}

/**
 * `resolveToolPath` for many paths seen at one moment (one decision, one pass over files): each path,
 * and each folder above one, is looked at (lstat, realpath) once. Make one per decision, like the hard
 * links it is given, so that what changed on disk since the last one is seen.
 */
export function pathResolver(cwd: string, home: string, links?: HardLinks): (path: string) => ResolvedPath {
  const resolved = new Map<string, ResolvedPath>();
  const lstats = new Map<string, Stats | undefined>();
  const reals = new Map<string, string | undefined>();
  // What cannot be looked at in a folder that is not there is not there either (most words a command names are in none).
  const lstat = (path: string): Stats | undefined => {
    if (!lstats.has(path)) {
      const parent = dirname(path);
      lstats.set(path, parent !== path && lstats.has(parent) && lstats.get(parent) === undefined ? undefined : lstatOrNothing(path));
    }
    return lstats.get(path);
  };
  const realpath = (path: string): string | undefined => {
    if (!reals.has(path)) reals.set(path, realpathOrNothing(path));
    return reals.get(path);
  };

  /** Follows every symlink, including a dangling one (writing through it would create its target). */
  const realOrDeepestAncestor = (path: string, hops: number): string => realpath(path) ?? realOfMissing(path, hops);

  /** `lstat` answers "is anything there" without the cost of a thrown error per missing level. */
  const realOfMissing = (path: string, hops: number): string => {
    const missing: string[] = [];
    let current = path;
    for (;;) {
      // The working directory is there (nearly always): its real path says so without an lstat first.
      const cwdReal = current === cwd ? realpath(current) : undefined;
      if (cwdReal !== undefined) return below(cwdReal, missing.reverse());
      const stat = lstat(current);
      if (stat) {
        const rest = missing.reverse();
        const real = realpath(current);
        if (real !== undefined) return below(real, rest);
        const target = stat.isSymbolicLink() && hops < maxSymlinkHops ? readlinkOrNothing(current) : undefined;
        // A link this process cannot read is one no tool of this process can follow either.
        if (target === undefined) return path;
        return realOrDeepestAncestor(join(resolve(dirname(current), target), ...rest), hops + 1);
      }
      const parent = dirname(current);
      if (parent === current) return path;
      missing.push(basename(current));
      current = parent;
    }
  };

  /** A link to a descriptor (`x -> /dev/stdin`) leads to the one of the process that opens it, not to this process's: followed no further. */
  const descriptorLink = (path: string, hops: number): string | undefined => {
    if (hops >= maxSymlinkHops || !lstat(path)?.isSymbolicLink()) return undefined;
    const target = readlinkOrNothing(path);
    if (target === undefined) return undefined;
    const next = resolve(dirname(path), target);
    return OWN_DESCRIPTOR.test(next) ? next : descriptorLink(next, hops + 1);
  };

  return (path) => {
    let found = resolved.get(path);
    if (!found) {
      const lexical = resolveFilePath(path, cwd, home);
      const written = asWritten(path, cwd, home);
      // Most paths a command names do not exist (words that are no files): lstat first spares a thrown error.
      const stats = lstat(written);
      const own = OWN_DESCRIPTOR.test(written) ? written : stats?.isSymbolicLink() ? descriptorLink(written, 0) : undefined;
      const real = own ?? (stats ? realOrDeepestAncestor(written, 0) : realOfMissing(written, 0));
      const file = stats?.isFile() ? stats : undefined;
      const linked = stats && !stats.isDirectory() ? links?.fileLinkedTo(real, file) : undefined;
      const privateKey = linked === undefined && stats && !stats.isDirectory() && links?.nameOfPrivateKey(real, file);
      found = { lexical, real: linked ?? real, ...(privateKey && { privateKey: true }) };
      resolved.set(path, found);
    }
    return found;
  };
}

/** `join(folder, ...names)` without its normalising walk when no name is `.` or `..`. */
function below(folder: string, names: readonly string[]): string {
  if (names.length === 0 || names.some((name) => name === '.' || name === '..' || name === '')) return join(folder, ...names);
  return folder === '/' ? `/${names.join('/')}` : `${folder}/${names.join('/')}`;
}

/** The absolute path with its `..` still in place, for the kernel-style walk. */
function asWritten(path: string, cwd: string, home: string): string {
  if (path === '~' || path.startsWith('~/')) return home + path.slice(1);
  return isAbsolute(path) ? path : `${cwd}/${path}`;
}

/** Both forms, once each: an allow must cover every one of them, a deny any one. */
export function pathForms(path: ResolvedPath): string[] {
  return path.lexical === path.real ? [path.lexical] : [path.lexical, path.real];
}

const maxSymlinkHops = 40;

/** A process's own descriptors: `/dev/stdin` and kin, `/dev/fd/N`, `/proc/self/fd/N` (and a thread's). */
const OWN_DESCRIPTOR = /^\/(?:dev\/(?:stdin|stdout|stderr|fd\/\d+)|proc\/(?:self|thread-self)(?:\/task\/[^/]+)?\/fd\/\d+)$/;

/** Whether `path` is `dir` or lies below it. */
export function isWithin(path: string, dir: string): boolean {
  if (!path.startsWith(dir)) return false;
  return path.length === dir.length || dir.endsWith('/') || path[dir.length] === '/';
}
