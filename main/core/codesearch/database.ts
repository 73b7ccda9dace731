import { rmSync } from 'node:fs';
import type { Database } from 'better-sqlite3';

const schemaVersion = 1;
/** bm25 weights of the columns path, symbols, content: a defined name counts most, then the path, then the text. */
const columnWeights = '5.0, 10.0, 1.0';

const schema = `
CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  mtime_ms REAL NOT NULL,
  hash TEXT NOT NULL
);
CREATE TABLE chunks (
  id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  start_line INTEGER NOT NULL,
  end_line INTEGER NOT NULL,
  symbols TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX chunks_by_file ON chunks(file_id);
CREATE VIRTUAL TABLE chunk_terms USING fts5(
  path, symbols, content,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO chunk_terms (chunk_terms, rank) VALUES ('rank', 'bm25(${columnWeights})');
`;

/** Whether an error says the file is not a usable database, so that it should be deleted and built again. */
export function isCorruption(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT_VTAB';
}

/** Opens the index database in WAL mode, creating its tables; a file of another schema version is emptied first. */
export async function openIndexDatabase(file: string): Promise<Database> {
  const { default: Sqlite } = await import('better-sqlite3');
  const db = new Sqlite(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    if (db.pragma('user_version', { simple: true }) !== schemaVersion) {
      db.transaction(() => {
        db.exec('DROP TABLE IF EXISTS chunk_terms; DROP TABLE IF EXISTS chunks; DROP TABLE IF EXISTS files;');
        db.exec(schema);
        db.pragma(`user_version = ${schemaVersion}`);
      })();
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Runs a build of the whole index into an empty database without waiting for the disk at each
 * commit (`synchronous = OFF`; WAL still keeps each batch's transaction whole against a crash of the
 * process). A power loss during the build can lose its last batches: the index is derived from the
 * files, so the next sync finds them missing and indexes them again, and a database left unreadable
 * is deleted and rebuilt (`isCorruption`).
 */
export async function buildingInBulk<T>(db: Database, build: () => Promise<T>): Promise<T> {
  db.pragma('synchronous = OFF');
  try {
    return await build();
  } finally {
    db.pragma('synchronous = NORMAL');
  }
}

/** Deletes a database file with its WAL and shared-memory files. */
export function deleteDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
