import { lstatSync, rmSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

/**
 * Control files the sandbox cannot keep from being created the way it does for the others: a
 * main repository's absent `.git/commondir`. Bubblewrap's placeholder there (an empty file on the
 * host, `/dev/null` inside) makes every git command fail ("failed to read .git/commondir"), in the
 * sandbox and, while a sandboxed command runs, outside it.
 */
export function unplaceableDenies(paths: readonly string[]): string[] {
  return paths.filter((path) => basename(path) === 'commondir' && basename(dirname(path)) === '.git' && isFolder(dirname(path)) && !exists(path));
}

/**
 * Removes any of `paths` that appears, as soon as it does (a main repository's `.git/commondir` is
 * never git's own: it would make git take its hooks and settings from the folder it names), and
 * says so through `onRemoved`.
 */
export function guardAbsentFiles(paths: readonly string[], onRemoved: (path: string) => void): { close(): void } {
  const watchers: FSWatcher[] = [];
  const sweep = (path: string) => {
    if (!exists(path)) return;
    rmSync(path, { recursive: true, force: true });
    onRemoved(path);
  };
  for (const path of paths) {
    try {
      const watcher = watch(dirname(path), (_event, name) => {
        if (name === null || name === basename(path)) sweep(path);
      });
      watcher.on('error', () => watcher.close());
      watchers.push(watcher);
      sweep(path);
    } catch {
      // A folder that went away holds no file to guard.
    }
  }
  return {
    close() {
      for (const watcher of watchers) watcher.close();
    },
  };
}

function exists(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
}

function isFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}
