import { join } from 'node:path';
import type { FileRecord, Observation } from './file-reading.ts';
import type { IndexWriter, SyncCounts } from './index-writer.ts';
import { listProjectFiles, maxIndexedFileBytes } from './list-files.ts';
import { observeInWorkers, observeOnThisThread } from './observer.ts';

const batchSize = 256;
/** Two threads read and chunk while this one writes: one alone falls behind the writing. */
const workerThreads = 2;

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
 * More than one batch is looked at in worker threads, ahead of the writing here.
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
  const observer = paths.length > batchSize ? observeInWorkers(workerThreads) : observeOnThisThread;
  const observeBatch = (start: number): Promise<Observation[]> => {
    const files = paths.slice(start, start + batchSize).map((path) => ({ path, known: known.get(path), holdsCredentials: holdsCredentials(join(projectDir, path)) }));
    const observed = observer.observe({ projectDir, files, maxBytes: maxIndexedFileBytes, now });
    // Awaited later, after the batches before it are written: until then a failure is not unhandled.
    observed.catch(() => {});
    return observed;
  };
  const ahead: Array<Promise<Observation[]>> = [];
  let nextStart = 0;
  try {
    while (nextStart < paths.length || ahead.length > 0) {
      // Each thread gets its next batch before this one writes: two batches a thread are asked for at a time.
      for (; nextStart < paths.length && ahead.length < 2 * observer.parallel; nextStart += batchSize) ahead.push(observeBatch(nextStart));
      const batch = await ahead.shift()!;
      signal.throwIfAborted();
      addCounts(counts, writer.apply(batch, known));
    }
  } finally {
    observer.close();
  }
  return counts;
}
