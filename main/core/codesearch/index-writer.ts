import type { Database } from 'better-sqlite3';
import type { FileRows } from './chunk-rows.ts';
import type { FileRecord, Observation } from './file-reading.ts';

/** How many files a sync changed in the index; `unchanged` were looked at and left alone, `reread` of them only after reading their content. */
export interface SyncCounts {
  indexed: number;
  removed: number;
  unchanged: number;
  reread: number;
}

export interface IndexWriter {
  /** Whether the index holds no file yet: a sync now is a build of the whole index. */
  isEmpty(): boolean;
  /** The files the index holds, by project-relative path: all of them, or those of the given paths it holds. */
  knownFiles(paths?: readonly string[]): Map<string, FileRecord>;
  /** Applies one batch of observations in one transaction, so a crash leaves the index as it was before the batch. */
  apply(observations: readonly Observation[], known: ReadonlyMap<string, FileRecord>): SyncCounts;
  /** Deletes the named files from the index in one transaction. */
  remove(paths: readonly string[], known: ReadonlyMap<string, FileRecord>): number;
}

export function createIndexWriter(db: Database): IndexWriter {
  type FileRow = { id: number; path: string; size: number; mtime_ms: number; hash: string };
  const anyFile = db.prepare('SELECT 1 FROM files LIMIT 1').pluck();
  const allFiles = db.prepare<FileRow>('SELECT id, path, size, mtime_ms, hash FROM files');
  const fileAt = db.prepare<FileRow>('SELECT id, path, size, mtime_ms, hash FROM files WHERE path = ?');
  const chunkIdsOf = db.prepare<number>('SELECT id FROM chunks WHERE file_id = ?').pluck();
  const deleteTerms = db.prepare('DELETE FROM chunk_terms WHERE rowid = ?');
  const deleteChunks = db.prepare('DELETE FROM chunks WHERE file_id = ?');
  const deleteFile = db.prepare('DELETE FROM files WHERE id = ?');
  const insertFile = db.prepare('INSERT INTO files (path, size, mtime_ms, hash) VALUES (?, ?, ?, ?)');
  const updateFile = db.prepare('UPDATE files SET size = ?, mtime_ms = ?, hash = ? WHERE id = ?');
  const insertChunk = db.prepare('INSERT INTO chunks (file_id, start_line, end_line, symbols, text) VALUES (?, ?, ?, ?, ?)');
  const insertTerms = db.prepare('INSERT INTO chunk_terms (rowid, path, symbols, content) VALUES (?, ?, ?, ?)');

  const dropChunks = (fileId: number) => {
    for (const chunkId of chunkIdsOf.all(fileId)) deleteTerms.run(chunkId);
    deleteChunks.run(fileId);
  };

  const writeChunks = (fileId: number, { pathTerms, chunks }: FileRows) => {
    for (const chunk of chunks) {
      const { lastInsertRowid } = insertChunk.run(fileId, chunk.startLine, chunk.endLine, chunk.symbolsJson, chunk.text);
      insertTerms.run(lastInsertRowid, pathTerms, chunk.symbolTerms, `${chunk.text}\n${chunk.splitWords}`);
    }
  };

  const apply = db.transaction((observations: readonly Observation[], known: ReadonlyMap<string, FileRecord>): SyncCounts => {
    const counts: SyncCounts = { indexed: 0, removed: 0, unchanged: 0, reread: 0 };
    for (const observation of observations) {
      const record = known.get(observation.path);
      if (observation.kind === 'same') {
        counts.unchanged++;
      } else if (observation.kind === 'missing') {
        if (!record) continue;
        dropChunks(record.id);
        deleteFile.run(record.id);
        counts.removed++;
      } else if (record && record.hash === observation.hash) {
        updateFile.run(observation.size, observation.mtimeMs, observation.hash, record.id);
        counts.unchanged++;
        counts.reread++;
      } else {
        let fileId = record?.id;
        if (fileId === undefined) fileId = Number(insertFile.run(observation.path, observation.size, observation.mtimeMs, observation.hash).lastInsertRowid);
        else {
          dropChunks(fileId);
          updateFile.run(observation.size, observation.mtimeMs, observation.hash, fileId);
        }
        if (observation.rows !== null) writeChunks(fileId, observation.rows);
        counts.indexed++;
      }
    }
    return counts;
  });

  return {
    isEmpty: () => anyFile.get() === undefined,
    knownFiles(paths) {
      const rows = paths ? paths.flatMap((path) => fileAt.get(path) ?? []) : allFiles.iterate();
      const files = new Map<string, FileRecord>();
      for (const row of rows) files.set(row.path, { id: row.id, size: row.size, mtimeMs: row.mtime_ms, hash: row.hash });
      return files;
    },
    apply,
    remove(paths, known) {
      return apply(
        paths.map((path) => ({ path, kind: 'missing' as const })),
        known,
      ).removed;
    },
  };
}
