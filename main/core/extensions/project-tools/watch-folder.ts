import { existsSync, watch, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Calls `onChange` when anything under `dir` changes, including its creation and removal: while
 * `dir` does not exist its nearest existing parent is watched instead.
 */
export function watchFolder(dir: string, onChange: () => void): { close(): void } {
  let watcher: FSWatcher | undefined;
  let closed = false;
  const arm = () => {
    watcher?.close();
    if (closed) return;
    const target = nearestExisting(dir);
    const watchingDir = target === dir;
    watcher = watch(target, { recursive: watchingDir }, () => {
      if (watchingDir !== existsSync(dir)) arm();
      onChange();
    });
    watcher.on('error', () => {
      arm();
      onChange();
    });
  };
  arm();
  return {
    close() {
      closed = true;
      watcher?.close();
    },
  };
}

function nearestExisting(dir: string): string {
  let current = dir;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}
