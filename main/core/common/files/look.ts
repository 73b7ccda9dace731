import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import { join } from 'node:path';

/**
 * Looking at a path where what cannot be looked at (missing, not a folder, no permission, a NUL
 * byte in the name) counts as not there.
 */

export function statOrNothing(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function lstatOrNothing(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function readlinkOrNothing(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}

/** Every symlink followed, as the kernel does. */
export function realpathOrNothing(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/** The names in a folder; none for what is not a readable folder. */
export function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A regular file's text; never through a link (one a sandboxed command may have put in its place). */
export function regularFileText(path: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    return fstatSync(fd).isFile() ? readFileSync(fd, 'utf8') : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The entries below `root`, nearest first, each handed to `visit` with its full path (a link as
 * itself, not followed), at most `maxEntries` of them; `visit` says whether to look into a folder.
 * A folder that cannot be read holds nothing.
 */
export function walkBreadthFirst(root: string, maxEntries: number, visit: (path: string, entry: Dirent) => boolean): void {
  let budget = maxEntries;
  const queue = [root];
  for (let next = 0; next < queue.length; next++) {
    let entries: Dirent[];
    try {
      entries = readdirSync(queue[next], { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (budget-- <= 0) return;
      const path = join(queue[next], entry.name);
      if (visit(path, entry) && entry.isDirectory()) queue.push(path);
    }
  }
}
