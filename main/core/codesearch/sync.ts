import { join } from 'node:path';
import { observe, type FileRecord } from './file-reading.ts';
import type { IndexWriter, SyncCounts } from './index-writer.ts';
import { listProjectFiles, maxIndexedFileBytes } from './list-files.ts';

const batchSize = 256;

/** Whether a file (by its absolute path) holds credentials: its content is never read into the index. */
export type HoldsCredentials = (absolutePath: string) => boolean;

/** Brings the whole index up to date with the project's files: only changed, added and removed files are written. Answers the files listed too. */
export async function syncAll(projectDir: string, writer: IndexWriter, signal: AbortSignal, holdsCredentials: HoldsCredentials): Promise<{ counts: SyncCounts; listed: string[] }> {
  const listed = await listProjectFiles(projectDir, signal);
  const known = writer.knownFiles();
  const listedSet = new Set(listed);
  const counts = await syncPaths(projectDir, writer, listed, known, signal, holdsCredentials);
  counts.removed += writer.remove(
    [...known.keys()].filter((path) => !listedSet.has(path)),
    known,
  );
  return { counts, listed };
}

/** Adds `more` to `total`, field by field. */
export function addCounts(total: SyncCounts, more: SyncCounts): void {
  total.indexed += more.indexed;
  total.removed += more.removed;
  total.unchanged += more.unchanged;
  total.reread += more.reread;
}

/**
 * Looks again at the named files the index already holds or should hold, batch by batch, one
 * transaction each. A file that holds credentials counts as gone: what the index held of it goes.
 */
export async function syncPaths(
  projectDir: string,
  writer: IndexWriter,
  paths: readonly string[],
  known: ReadonlyMap<string, FileRecord>,
  signal: AbortSignal,
  holdsCredentials: HoldsCredentials,
): Promise<SyncCounts> {
  const counts: SyncCounts = { indexed: 0, removed: 0, unchanged: 0, reread: 0 };
  const now = Date.now();
  for (let start = 0; start < paths.length; start += batchSize) {
    // The files are read synchronously (quicker for small files): between batches the event loop gets its turn.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    signal.throwIfAborted();
    const batch = paths.slice(start, start + batchSize);
    const observations = batch.map((path) =>
      holdsCredentials(join(projectDir, path)) ? { path, kind: 'missing' as const } : observe(projectDir, path, known.get(path), maxIndexedFileBytes, now),
    );
    const written = writer.apply(observations, known);
    addCounts(counts, written);
  }
  return counts;
}
