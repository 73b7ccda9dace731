import { lstatSync, readFileSync, readlinkSync, type Stats } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Store } from '../store/store.ts';
import { saveBlob } from './blobs.ts';

/** The checkpoint of one turn: the files tools changed during it are recorded against it. */
export interface Turn {
  readonly store: Store;
  readonly checkpointId: string;
  readonly sessionId: string;
  readonly messageId: string;
  readonly projectDir: string;
  /** Why the project tree could not be snapshotted, if it could not (tool-recorded files still are). */
  readonly snapshotError?: string;
}

export const symlinkMode = 0o120000;

/**
 * Saves the file's content (or the fact that it does not exist) as it is before a tool changes
 * it. Only the first call per path and turn counts: that is the state to go back to.
 */
export function recordFileBefore(turn: Turn, path: string): void {
  const key = pathKey(turn.projectDir, path);
  const known = turn.store.statement('SELECT 1 FROM checkpoint_files WHERE checkpoint_id = ? AND path = ?').get(turn.checkpointId, key);
  if (known) return;
  const absolute = resolve(turn.projectDir, path);
  const stat = lstatIfExists(absolute);
  let blob: string | null = null;
  let mode: number | null = null;
  if (stat?.isSymbolicLink()) {
    blob = saveBlob(turn.store, Buffer.from(readlinkSync(absolute)));
    mode = symlinkMode;
  } else if (stat?.isFile()) {
    blob = saveBlob(turn.store, readFileSync(absolute));
    mode = stat.mode & 0o777;
  }
  turn.store
    .statement('INSERT INTO checkpoint_files (checkpoint_id, path, blob, mode) VALUES (?, ?, ?, ?)')
    .run(turn.checkpointId, key, blob, mode);
}

/** Paths inside the project are kept relative to it (with `/`), others absolute. */
export function pathKey(projectDir: string, path: string): string {
  const absolute = resolve(projectDir, path);
  const inside = relative(projectDir, absolute);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return absolute;
  return inside.split(sep).join('/');
}

export function lstatIfExists(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
