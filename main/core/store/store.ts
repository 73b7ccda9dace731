import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database, { type Database as Connection, type Statement } from 'better-sqlite3';
import { migrate } from './migrate.ts';
import { endRun, recoverInterruptedCalls, registerRun } from './recovery.ts';

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

/** A connection with the store's pragmas and no migration: for tests and tools that inspect old files. */
export function connect(options: StoreOptions): Store {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(join(options.dataDir, options.fileName ?? storeFileName));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
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
