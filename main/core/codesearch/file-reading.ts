import { hash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { looksBinary } from '../common/text/binary.ts';
import { fileRows, type FileRows } from './file-rows.ts';

/** What the index remembers of a file to tell whether it changed. */
export interface FileRecord {
  id: number;
  size: number;
  mtimeMs: number;
  hash: string;
}

/**
 * A file as found on disk now: gone, unchanged by size and time, read and found to hold what the index
 * holds (`touched`), or read with new content: `rows` are what the index stores of it, null for a
 * binary file or one over the size cap.
 */
export type Observation =
  | { path: string; kind: 'missing' }
  | { path: string; kind: 'same' }
  | { path: string; kind: 'touched'; size: number; mtimeMs: number; hash: string }
  | { path: string; kind: 'read'; size: number; mtimeMs: number; hash: string; rows: FileRows | null };

/** Stored for a file whose time is too close to now to trust: the next look compares its content instead. */
export const untrustedTime = -1;
/** File systems with coarse timestamps may give a file written just after a look the same time as before. */
const racyWindowMs = 2_000;
const binaryProbeBytes = 8_000;

/** Looks at one file against what the index knows, and makes the rows of new content. */
export function observe(projectDir: string, path: string, known: FileRecord | undefined, maxBytes: number, now: number): Observation {
  const absolute = join(projectDir, path);
  // A file the index knows is often unchanged, which its stat alone tells; a new one is opened at once and stat-ed by its descriptor.
  if (known) {
    const stats = statOrNull(absolute);
    if (!stats?.isFile()) return { path, kind: 'missing' };
    if (known.size === stats.size && known.mtimeMs === stats.mtimeMs) return { path, kind: 'same' };
  }
  const file = readOrNull(absolute, maxBytes);
  if (!file) return { path, kind: 'missing' };
  const { stats, content } = file;
  const mtimeMs = stats.mtimeMs >= now - racyWindowMs ? untrustedTime : stats.mtimeMs;
  const found = { path, size: stats.size, mtimeMs, hash: content ? hash('sha1', content) : `size:${stats.size}` };
  if (known?.hash === found.hash) return { ...found, kind: 'touched' };
  const text = content && !looksBinary(content.subarray(0, binaryProbeBytes)) ? content.toString('utf8') : null;
  return { ...found, kind: 'read', rows: text === null ? null : fileRows(path, text) };
}

/**
 * A regular file's stats and, within `maxBytes`, its content (null above), or null when it is not a
 * regular file or cannot be read. Synchronous: for the small files an index holds, a promise's round
 * trip through the thread pool costs more than the read.
 */
function readOrNull(path: string, maxBytes: number): { stats: Stats; content: Buffer | null } | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return null;
    if (stats.size > maxBytes) return { stats, content: null };
    const content = Buffer.allocUnsafe(stats.size);
    let length = 0;
    for (let read = -1; read !== 0 && length < content.length; length += read) read = readSync(fd, content, length, content.length - length, null);
    return { stats, content: content.subarray(0, length) };
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** A synchronous stat is several times quicker than a promise for the one call per file every check makes. */
function statOrNull(path: string): Stats | null {
  try {
    return statSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}
