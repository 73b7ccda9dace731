import type { Database } from 'better-sqlite3';
import { migrations as allMigrations, type Migration } from './migrations.ts';

export function schemaVersionOf(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Brings the database up to `target`, one step per transaction, so a crash leaves it at the last
 * completed step. Each step takes the write lock first and looks at the version again: another
 * process opening the same new store at the same moment may have done it meanwhile. Refuses a
 * database written by a newer Deft.
 */
export function migrate(db: Database, migrations: readonly Migration[] = allMigrations, target?: number): number {
  const last = target ?? migrations[migrations.length - 1].version;
  const current = schemaVersionOf(db);
  if (current > migrations[migrations.length - 1].version) {
    throw new Error(`The session database has schema version ${current}, newer than this Deft knows (${last}); update Deft.`);
  }
  for (const step of migrations) {
    if (step.version <= current || step.version > last) continue;
    db.transaction(() => {
      if (schemaVersionOf(db) >= step.version) return;
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    }).immediate();
  }
  return schemaVersionOf(db);
}
