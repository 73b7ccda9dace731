import type { Store } from './store.ts';

/** What is wrong with the session database: SQLite's own check of its pages and indexes, and rows whose parent is gone. Empty when sound. */
export function integrityProblems(store: Store): string[] {
  const pages = store.db.pragma('integrity_check') as Array<{ integrity_check: string }>;
  const problems = pages.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  const orphans = store.db.pragma('foreign_key_check') as Array<{ table: string; rowid: number; parent: string }>;
  return [...problems, ...orphans.map((row) => `${row.table} row ${row.rowid} points to a missing ${row.parent} row`)];
}
