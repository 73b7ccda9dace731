import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { looksBinary } from '../common/text/binary.ts';
import { fileRows, type FileRows } from './chunk-rows.ts';

/** What the index remembers of a file to tell whether it changed. */
export interface FileRecord {
  id: number;
  size: number;
  mtimeMs: number;
  hash: string;
}

/**
 * A file as found on disk now: gone, unchanged by size and time, or read. `rows` is null for a binary
 * file, one over the size cap, or one whose content hashes as the index holds it (nothing to write).
 */
export type Observation =
  | { path: string; kind: 'missing' }
  | { path: string; kind: 'same' }
  | { path: string; kind: 'read'; size: number; mtimeMs: number; hash: string; rows: FileRows | null };

/** One file to look at: its path, what the index holds of it, and whether it holds credentials (then it counts as gone). */
export interface FileToObserve {
  path: string;
  known: FileRecord | undefined;
  holdsCredentials: boolean;
}

/** One batch of files to look at, as a worker thread gets it. */
export interface ObserveRequest {
  projectDir: string;
  files: FileToObserve[];
  maxBytes: number;
  now: number;
}

/** Stored for a file whose time is too close to now to trust: the next look compares its content instead. */
export const untrustedTime = -1;
/** File systems with coarse timestamps may give a file written just after a look the same time as before. */
const racyWindowMs = 2_000;
const binaryProbeBytes = 8_000;
/** A FIFO must not block the open until a writer comes: it is found not to be a regular file and left out. */
const openFlags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Looks at each file against what the index knows, in order. */
export function observeFiles({ projectDir, files, maxBytes, now }: ObserveRequest): Observation[] {
  return files.map(({ path, known, holdsCredentials }) => (holdsCredentials ? { path, kind: 'missing' } : observe(projectDir, path, known, maxBytes, now)));
}

function observe(projectDir: string, path: string, known: FileRecord | undefined, maxBytes: number, now: number): Observation {
  const absolute = join(projectDir, path);
  // A file the index knows is most often unchanged: one stat tells. A new one is opened at once and its open handle stat-ed.
  if (known) {
    const stats = statOrNull(absolute);
    if (!stats?.isFile()) return { path, kind: 'missing' };
    if (known.size === stats.size && known.mtimeMs === stats.mtimeMs) return { path, kind: 'same' };
  }
  const read = readOrNull(absolute, maxBytes);
  if (!read) return { path, kind: 'missing' };
  const { stats, content } = read;
  const mtimeMs = stats.mtimeMs >= now - racyWindowMs ? untrustedTime : stats.mtimeMs;
  if (!content) return { path, kind: 'read', size: stats.size, mtimeMs, hash: `size:${stats.size}`, rows: null };
  const hash = createHash('sha1').update(content).digest('hex');
  const unchanged = known?.hash === hash;
  const binary = looksBinary(content.subarray(0, binaryProbeBytes));
  return { path, kind: 'read', size: stats.size, mtimeMs, hash, rows: unchanged || binary ? null : fileRows(path, content.toString('utf8')) };
}

/**
 * A file's stats and, up to `maxBytes`, its content (null past it); null when it is not a readable
 * regular file. Synchronous: for the small files an index holds, a promise's round trip through the
 * thread pool costs more than the read.
 */
function readOrNull(path: string, maxBytes: number): { stats: Stats; content: Buffer | null } | null {
  let fd: number;
  try {
    fd = openSync(path, openFlags);
  } catch {
    return null;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return null;
    if (stats.size > maxBytes) return { stats, content: null };
    const content = Buffer.allocUnsafe(stats.size);
    let filled = 0;
    while (filled < content.length) {
      const bytes = readSync(fd, content, filled, content.length - filled, null);
      if (bytes === 0) break;
      filled += bytes;
    }
    return { stats, content: filled === content.length ? content : content.subarray(0, filled) };
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
