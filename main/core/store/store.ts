import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import Database, { type Database as Connection, type Statement } from 'better-sqlite3';
import { newId } from './ids.ts';
import { migrate } from './migrate.ts';

export interface Store {
  readonly db: Connection;
  readonly dataDir: string;
  /** This process's registration in `runs`; the parts it writes carry it. Absent on a bare `connect`. */
  readonly runId?: string;
  /** A prepared statement, prepared once per connection. */
  statement<Row = unknown>(sql: string): Statement<Row>;
  close(): void;
}

export interface StoreOptions {
  dataDir: string;
  /** The database file's name inside the data dir. */
  fileName?: string;
  /** How long a writer waits for another connection's lock before failing. */
  busyTimeoutMs?: number;
}

export const storeFileName = 'sessions.db';

/**
 * Opens (creating and migrating as needed) the session database, ends the calls that runs which
 * stopped left open, and registers this run until `close()`.
 */
export function openStore(options: StoreOptions): Store {
  const connection = connect(options);
  try {
    migrate(connection.db);
    recoverInterruptedCalls(connection);
    const runId = registerRun(connection);
    return {
      ...connection,
      runId,
      close() {
        if (connection.db.open) endRun(connection, runId);
        connection.close();
      },
    };
  } catch (error) {
    connection.close();
    throw error;
  }
}

/**
 * SQLite answers SQLITE_BUSY without waiting when two processes switch a new file to WAL at once
 * (the busy handler is not called where waiting could deadlock): the switch is tried again until the
 * busy timeout is spent.
 */
function switchToWal(db: Connection, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/** A connection with the store's pragmas and no migration: for tests and tools that inspect old files. */
export function connect(options: StoreOptions): Store {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(join(options.dataDir, options.fileName ?? storeFileName));
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  // First, so that switching a new file to WAL waits for another process doing the same.
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  switchToWal(db, busyTimeoutMs);
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  const statements = new Map<string, Statement>();
  return {
    db,
    dataDir: options.dataDir,
    statement<Row>(sql: string): Statement<Row> {
      let prepared = statements.get(sql);
      if (!prepared) {
        prepared = db.prepare(sql);
        statements.set(sql, prepared);
      }
      return prepared as Statement<Row>;
    },
    close() {
      if (db.open) db.close();
    },
  };
}

export const appStoppedNote = 'Deft stopped while this call was in progress; it did not finish.';

/** Records that this process writes to the store, so another Deft starting meanwhile leaves its calls alone. */
function registerRun(store: Store): string {
  const id = newId();
  store.statement('INSERT INTO runs (id, pid, host, started_at) VALUES (?, ?, ?, ?)').run(id, process.pid, hostname(), Date.now());
  return id;
}

function endRun(store: Store, runId: string): void {
  store.statement('DELETE FROM runs WHERE id = ?').run(runId);
}

/**
 * Calls left `pending` or `running` by a run that is over (closed, killed, or its machine
 * restarted) end `cancelled` with a note, so their sessions can continue. Returns how many.
 */
function recoverInterruptedCalls(store: Store): number {
  const runs = store.statement<{ id: string; pid: number; host: string }>('SELECT id, pid, host FROM runs').all();
  const now = Date.now();
  return store.db.transaction(() => {
    for (const run of runs) if (!isAlive(run)) endRun(store, run.id);
    return store
      .statement(
        `UPDATE parts SET state = 'cancelled', note = ?, ended_at = ?, updated_at = ?
         WHERE state IN ('pending', 'running') AND (run_id IS NULL OR run_id NOT IN (SELECT id FROM runs))`,
      )
      .run(appStoppedNote, now, now).changes;
  })();
}

/** A run on another machine cannot be checked; it counts as over, so nothing stays open forever. */
function isAlive(run: { pid: number; host: string }): boolean {
  if (run.host !== hostname()) return false;
  try {
    process.kill(run.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
