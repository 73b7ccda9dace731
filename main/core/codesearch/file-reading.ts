import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { looksBinary } from '../common/text/binary.ts';

/** What the index remembers of a file to tell whether it changed. */
export interface FileRecord {
  id: number;
  size: number;
  mtimeMs: number;
  hash: string;
}

/** A file as found on disk now: gone, unchanged by size and time, or read. */
export type Observation =
  | { path: string; kind: 'missing' }
  | { path: string; kind: 'same' }
  | { path: string; kind: 'read'; size: number; mtimeMs: number; hash: string; text: string | null };

/** Stored for a file whose time is too close to now to trust: the next look compares its content instead. */
export const untrustedTime = -1;
/** File systems with coarse timestamps may give a file written just after a look the same time as before. */
const racyWindowMs = 2_000;
const binaryProbeBytes = 8_000;

/** Looks at one file against what the index knows; `text` is null for a binary file or one over the size cap. */
export function observe(projectDir: string, path: string, known: FileRecord | undefined, maxBytes: number, now: number): Observation {
  const absolute = join(projectDir, path);
  const stats = statOrNull(absolute);
  if (!stats?.isFile()) return { path, kind: 'missing' };
  if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return { path, kind: 'same' };
  const mtimeMs = stats.mtimeMs >= now - racyWindowMs ? untrustedTime : stats.mtimeMs;
  if (stats.size > maxBytes) return { path, kind: 'read', size: stats.size, mtimeMs, hash: `size:${stats.size}`, text: null };
  const content = readOrNull(absolute);
  if (!content) return { path, kind: 'missing' };
  const hash = createHash('sha1').update(content).digest('hex');
  const binary = looksBinary(content.subarray(0, binaryProbeBytes));
  return { path, kind: 'read', size: stats.size, mtimeMs, hash, text: binary ? null : content.toString('utf8') };
}

/** Synchronous too: for the small files an index holds, a promise's round trip through the thread pool costs more than the read. */
function readOrNull(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
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
