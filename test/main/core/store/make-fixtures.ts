/**
 * Writes test/fixtures/store/v<N>.db: a database at each schema version with the same small
 * session in it, as a Deft of that version would have left it. Existing fixtures are kept as
 * released; run it when a migration is added to write the new version's:
 *   node test/main/core/store/make-fixtures.ts
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../../../../main/core/store/migrate.ts';
import { migrations } from '../../../../main/core/store/migrations.ts';

export const fixturesDir = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'store');

const seed = `
  INSERT INTO projects VALUES ('01HZZZPROJECT0000000000000', '/home/ada/engine', 'engine', 1700000000000);
  INSERT INTO sessions (id, project_id, parent_id, title, model, mode, cwd, created_at, updated_at) VALUES ('01HZZZSESSION0000000000000', '01HZZZPROJECT0000000000000', NULL, 'Analytical engine', 'claude-x', 'default', '/home/ada/engine', 1700000000000, 1700000005000);
  INSERT INTO messages VALUES ('01HZZZMESSAGE0000000000001', '01HZZZSESSION0000000000000', 'user', NULL, 1700000001000);
  INSERT INTO messages VALUES ('01HZZZMESSAGE0000000000002', '01HZZZSESSION0000000000000', 'assistant', 'claude-x', 1700000002000);
  INSERT INTO parts (id, message_id, session_id, kind, text, created_at, updated_at)
    VALUES ('01HZZZPART000000000000001', '01HZZZMESSAGE0000000000001', '01HZZZSESSION0000000000000', 'text', 'Compute the Bernoulli numbers', 1700000001000, 1700000001000);
  INSERT INTO parts (id, message_id, session_id, kind, text, created_at, updated_at)
    VALUES ('01HZZZPART000000000000002', '01HZZZMESSAGE0000000000002', '01HZZZSESSION0000000000000', 'text', 'The difference engine tabulates polynomials', 1700000002000, 1700000002000);
  INSERT INTO parts (id, message_id, session_id, kind, tool_call_id, tool_name, state, input, started_at, created_at, updated_at)
    VALUES ('01HZZZPART000000000000003', '01HZZZMESSAGE0000000000002', '01HZZZSESSION0000000000000', 'tool', 'call_1', 'Bash', 'running', '{"command":"make"}', 1700000003000, 1700000003000, 1700000003000);
`;

export function fixturePath(version: number): string {
  return join(fixturesDir, `v${version}.db`);
}

if (import.meta.main) {
  for (const { version } of migrations) {
    const file = fixturePath(version);
    if (existsSync(file)) continue;
    const db = new Database(file);
    migrate(db, migrations, version);
    db.exec(seed);
    db.close();
    console.log(`wrote ${file}`);
  }
}
