import { join } from 'node:path';
import type { FileRecord, Observation } from './file-reading.ts';
import type { IndexWriter, SyncCounts } from './index-writer.ts';
import { listProjectFiles, maxIndexedFileBytes } from './list-files.ts';
import { inThisThread, inWorkers, type ObserveRequest, type Observer } from './observers.ts';

/** Files a transaction writes: the commit (the full-text index writing its new terms out) costs less a file in larger ones. */
const batchSize = 1024;
/** From this many files new to the index, they are read and cut into rows in worker threads (a worker's start costs some tens of ms). */
export const workersFromFiles = 2 * batchSize;

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
 * transaction each; while one batch is written the next is being read (in worker threads, for many
 * files). A file that holds credentials counts as gone: it is not read, and what the index held of it goes.
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
  // Only files the index does not know yet are sure to be read; a known one is mostly found unchanged by its stat, quicker here.
  let unknown = 0;
  for (const path of paths) if (!known.has(path)) unknown++;
  const observer: Observer = unknown >= workersFromFiles ? inWorkers() : inThisThread;
  const observeBatch = (start: number): Promise<Observation[]> => {
    const files: ObserveRequest['files'] = [];
    const gone: Observation[] = [];
    for (const path of paths.slice(start, start + batchSize)) {
      if (holdsCredentials(join(projectDir, path))) gone.push({ path, kind: 'missing' });
      else files.push({ path, known: known.get(path) });
    }
    return observer.observe({ projectDir, files, maxBytes: maxIndexedFileBytes, now }).then((observations) => [...gone, ...observations]);
  };
  try {
    let next = paths.length > 0 ? observeBatch(0) : undefined;
    for (let start = 0; next; start += batchSize) {
      const observations = await next;
      signal.throwIfAborted();
      next = start + batchSize < paths.length ? observeBatch(start + batchSize) : undefined;
      // Keeps the batch read ahead from being an unhandled rejection while this one is written; it is awaited next.
      next?.catch(() => {});
      addCounts(counts, writer.apply(observations, known));
      // Reading in this thread is synchronous (quicker for small files): between batches the event loop gets its turn.
      if (next) await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await observer.close();
  }
  return counts;
}
