import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

export interface ProjectWatcher {
  /** Watches these project-relative folders too, where the platform watches one folder at a time; a no-op elsewhere. */
  follow(dirs: Iterable<string>): void;
  close(): void;
}

const versionControlFolder = /^(?:\.git|\.svn|\.hg|\.bzr|\.jj)(?:[\\/]|$)/;
/** Where node:fs watches a whole tree with one native watch; on Linux it would walk and watch every file, ignored ones too. */
const nativeRecursive = process.platform === 'darwin' || process.platform === 'win32';

/**
 * Watches a project and reports each project-relative path that changes, as soon as the platform says so.
 * On Linux only the root and the folders given to `follow` are watched (the folders holding indexed files), so
 * ignored trees cost nothing. Null when watching cannot start; `onError` when it fails later (e.g. the watch limit).
 */
export function watchProject(dir: string, onChange: (path: string) => void, onError: (error: Error) => void): ProjectWatcher | null {
  const watchers = new Map<string, FSWatcher>();

  const report = (path: string) => {
    if (!versionControlFolder.test(path)) onChange(path);
  };

  const add = (relativeDir: string) => {
    if (watchers.has(relativeDir)) return;
    const watcher = watch(join(dir, relativeDir), { recursive: nativeRecursive, persistent: false });
    watcher.on('change', (_event, filename) => {
      if (filename) report(relativeDir === '' ? filename.toString() : join(relativeDir, filename.toString()));
    });
    watcher.on('error', (error) => {
      watchers.delete(relativeDir);
      watcher.close();
      // A watched folder that was deleted ends its own watch; only the root's failure stops following changes.
      if (relativeDir === '') onError(error);
    });
    watchers.set(relativeDir, watcher);
  };

  const close = () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };

  try {
    add('');
  } catch {
    return null;
  }
  return {
    follow(dirs) {
      if (nativeRecursive) return;
      try {
        for (const relativeDir of dirs) add(relativeDir);
      } catch (error) {
        close();
        onError(error as Error);
      }
    },
    close,
  };
}
