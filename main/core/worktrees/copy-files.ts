import { chmodSync, constants, copyFileSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';

export interface CopiedFiles {
  /** Paths relative to the project, as copied. */
  copied: string[];
  /** What was left out and why, one line each. */
  problems: string[];
}

/**
 * Copies the listed files and folders of the project (relative paths; folders whole) into the same
 * places of a new worktree. Nothing is read or written through a symbolic link: a link on either side,
 * in the path or inside a folder, is left out and named, so no copy reaches outside the two folders.
 * A file the worktree already has (git tracks it) is kept as git checked it out.
 */
export function copyIntoWorktree(from: string, to: string, entries: readonly string[]): CopiedFiles {
  const done: CopiedFiles = { copied: [], problems: [] };
  for (const entry of entries) {
    const relative = normalize(entry);
    if (isAbsolute(entry) || relative === '..' || relative.startsWith(`..${sep}`) || relative === '.') {
      done.problems.push(`worktree.copyFiles: "${entry}" is not a path inside the project; left out.`);
      continue;
    }
    const parts = relative.split(sep).filter((part) => part !== '');
    const linkIn = (root: string) => parts.slice(0, -1).findIndex((_, index) => lstatSync(join(root, ...parts.slice(0, index + 1)), { throwIfNoEntry: false })?.isSymbolicLink());
    const source = lstatSync(join(from, ...parts), { throwIfNoEntry: false });
    if (!source) continue;
    if (linkIn(from) !== -1 || linkIn(to) !== -1) {
      done.problems.push(`worktree.copyFiles: "${entry}" lies under a symbolic link; left out.`);
      continue;
    }
    copyEntry(join(from, ...parts), join(to, ...parts), parts.join('/'), source, done);
  }
  return done;
}

function copyEntry(source: string, target: string, shown: string, stats: Stats, done: CopiedFiles) {
  if (stats.isSymbolicLink()) {
    done.problems.push(`worktree.copyFiles: "${shown}" is a symbolic link; not followed, left out.`);
    return;
  }
  const there = lstatSync(target, { throwIfNoEntry: false });
  if (stats.isDirectory()) {
    if (there && !there.isDirectory()) {
      done.problems.push(`worktree.copyFiles: "${shown}" is a folder here but not in the worktree; left out.`);
      return;
    }
    mkdirSync(target, { recursive: true, mode: stats.mode & 0o7777 });
    for (const name of readdirSync(source)) copyEntry(join(source, name), join(target, name), `${shown}/${name}`, lstatSync(join(source, name)), done);
    return;
  }
  if (!stats.isFile()) return;
  if (there) {
    done.problems.push(`worktree.copyFiles: "${shown}" is already in the worktree (git tracks it); kept as checked out.`);
    return;
  }
  mkdirSync(join(target, '..'), { recursive: true });
  copyFileSync(source, target, constants.COPYFILE_EXCL);
  chmodSync(target, stats.mode & 0o7777);
  done.copied.push(shown);
}
