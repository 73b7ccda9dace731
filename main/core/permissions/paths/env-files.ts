import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { lstatOrNothing, walkBreadthFirst } from '../../common/files/look.ts';

/** A file of secrets by its name: `.env`, `.env.local`, `.envrc`; not a template (`.env.example`). */
export function isEnvFileName(name: string): boolean {
  return /^\.env(?:rc|\..+)?$/.test(name) && !/\.(example|sample|template|dist)$/.test(name);
}

/** How many entries below a searched folder are looked at for `.env` files, nearest first. */
const MAX_ENTRIES = 20_000;
/** Folders whose `.env` files are no one's own settings (a package's, git's objects): not looked into. */
const NOT_LOOKED_INTO = new Set(['node_modules', '.git']);

/**
 * The `.env` files at or below `root` that a search of it reads (`grep -r x .`, `find . -exec cat {} +`),
 * looked for breadth first among the first `MAX_ENTRIES` entries (an `.env` file sits near the top of
 * its package), outside `node_modules` and `.git`. Links inside are not followed, as `grep -r` does not.
 */
export function envFilesBelow(root: string): string[] {
  if (!lstatOrNothing(root)?.isDirectory()) return [];
  const found: string[] = [];
  walkBreadthFirst(root, MAX_ENTRIES, (path, entry) => {
    if (!entry.isDirectory() && isEnvFileName(entry.name)) found.push(path);
    return !NOT_LOOKED_INTO.has(entry.name);
  });
  return found;
}

/**
 * The files among `paths` git holds in its index (what `git grep` and `git show :path` read): each
 * path's repository is found above it, and its index searched for the path's name. An index git writes
 * in its compressed form (version 4) cannot be searched so: every path in it counts as held.
 */
export function trackedByGit(paths: readonly string[]): string[] {
  // A repository's index is read once however many of the paths lie in it (a large one's runs to megabytes).
  const indexes = new Map<string, Buffer | undefined>();
  const indexOf = (gitDir: string) => (indexes.has(gitDir) ? indexes.get(gitDir) : indexes.set(gitDir, indexOrNothing(gitDir)).get(gitDir));
  return paths.filter((path) => {
    const repository = repositoryAbove(dirname(path));
    const index = repository && indexOf(repository.gitDir);
    if (!repository || !index) return false;
    if (index.readUInt32BE(4) >= 4) return true;
    return index.includes(Buffer.from(`${relative(repository.top, path)}\0`));
  });
}

function indexOrNothing(gitDir: string): Buffer | undefined {
  try {
    return readFileSync(join(gitDir, 'index'));
  } catch {
    return undefined;
  }
}

/** The work tree and git folder a path lies in: the nearest folder above with a `.git` folder, or a `.git` file naming one (a worktree). */
function repositoryAbove(folder: string): { top: string; gitDir: string } | undefined {
  for (let current = folder; ; current = dirname(current)) {
    const dotGit = join(current, '.git');
    const stats = lstatOrNothing(dotGit);
    if (stats?.isDirectory()) return { top: current, gitDir: dotGit };
    if (stats?.isFile()) {
      const named = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
      return named === undefined ? undefined : { top: current, gitDir: resolve(current, named.trim()) };
    }
    if (dirname(current) === current) return undefined;
  }
}
