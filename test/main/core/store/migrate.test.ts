import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { migrate, schemaVersionOf } from '../../../../main/core/store/migrate.ts';
import { migrations, schemaVersion } from '../../../../main/core/store/migrations.ts';
import { appStoppedNote } from '../../../../main/core/store/store.ts';
import { searchMessages } from '../../../../main/core/store/search.ts';
import { loadSession } from '../../../../main/core/store/load.ts';
import { openStore, storeFileName } from '../../../../main/core/store/store.ts';
import { loadQueue, saveQueue } from '../../../../main/core/store/queue.ts';
import { deleteSession, recordTurnEnd, turnEndings } from '../../../../main/core/store/sessions.ts';
import { getTodos } from '../../../../main/core/store/todos.ts';
import { fixturePath } from './make-fixtures.ts';

function openFixture(version: number) {
  const dataDir = tempDir();
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(fixturePath(version), join(dataDir, storeFileName));
  return openStore({ dataDir });
}

describe('migrations', () => {
  it('numbers its steps 1, 2, … without gaps', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
  });

  for (const { version } of migrations) {
    it(`brings a version ${version} database to the current schema with its data intact`, () => {
      const store = openFixture(version);
      try {
        expect(schemaVersionOf(store.db)).toBe(schemaVersion);
        expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
        const loaded = loadSession(store, '01HZZZSESSION0000000000000');
        expect(loaded?.session.title).toBe('Analytical engine');
        expect(loaded?.messages.map((m) => m.parts.map((p) => p.text ?? p.toolName))).toEqual([
          ['Compute the Bernoulli numbers'],
          ['The difference engine tabulates polynomials', 'Bash'],
        ]);
        const call = loaded?.messages[1].parts[1];
        expect(call?.state).toBe('cancelled');
        expect(call?.note).toBe(appStoppedNote);
        expect(searchMessages(store, 'bernoulli').map((hit) => hit.partId)).toEqual(['01HZZZPART000000000000001']);
      } finally {
        store.close();
      }
    });
  }

  it('gives the todos of a database from before version 6 their content as what they say while they run', () => {
    const dataDir = tempDir();
    const file = join(dataDir, storeFileName);
    copyFileSync(fixturePath(5), file);
    const old = new Database(file);
    old.prepare("INSERT INTO todos (session_id, position, content, status) VALUES ('01HZZZSESSION0000000000000', 0, 'Tabulate', 'in_progress')").run();
    old.close();
    const store = openStore({ dataDir });
    try {
      expect(getTodos(store, '01HZZZSESSION0000000000000')).toEqual([{ content: 'Tabulate', status: 'in_progress', activeForm: 'Tabulate' }]);
    } finally {
      store.close();
    }
  });

  it('gives the sessions of a database from before version 8 no last turn and no queue, then keeps both until the session is deleted', () => {
    const store = openFixture(7);
    const sessionId = '01HZZZSESSION0000000000000';
    try {
      expect(turnEndings(store)).toEqual([]);
      expect(loadQueue(store, sessionId)).toEqual([]);
      recordTurnEnd(store, sessionId, { status: 'error' });
      expect(turnEndings(store)).toEqual([{ sessionId, ended: 'error' }]);
      expect(() => store.db.prepare("UPDATE sessions SET last_turn = 'finished' WHERE id = ?").run(sessionId)).toThrow(/CHECK/);
      const image = { mediaType: 'image/png' as const, data: 'iVBORw0KGgo=' };
      saveQueue(store, sessionId, [
        { id: 'a', prompt: 'with pictures', images: [image, { ...image, mediaType: 'image/gif' }], delivery: 'after_turn' },
        { id: 'b', prompt: 'steering', delivery: 'steer' },
      ]);
      expect(loadQueue(store, sessionId)).toEqual([
        { id: 'a', prompt: 'with pictures', images: [image, { ...image, mediaType: 'image/gif' }], delivery: 'after_turn' },
        { id: 'b', prompt: 'steering', delivery: 'after_turn' },
      ]);
      saveQueue(store, sessionId, [{ id: 'b', prompt: 'steering', delivery: 'after_turn' }]);
      expect(store.db.prepare('SELECT count(*) AS n FROM queued_message_images').get()).toEqual({ n: 0 });
      deleteSession(store, sessionId);
      expect(store.db.prepare('SELECT count(*) AS n FROM queued_messages').get()).toEqual({ n: 0 });
      expect(store.db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      store.close();
    }
  });

  it('knows a turn that failed before version 10 kept its failure, or whose kept failure it cannot read, by its status alone', () => {
    const store = openFixture(9);
    const sessionId = '01HZZZSESSION0000000000000';
    try {
      expect(loadSession(store, sessionId)?.failure).toBeUndefined();
      store.db.prepare("UPDATE sessions SET last_turn = 'error' WHERE id = ?").run(sessionId);
      expect(loadSession(store, sessionId)?.failure).toEqual({ status: 'error' });
      for (const unreadable of ['{"status":', '{"status":"error","modelError":"a kind from a newer Deft"}', '{"status":"cancelled"}']) {
        store.db.prepare('UPDATE sessions SET last_turn_failure = ? WHERE id = ?').run(unreadable, sessionId);
        expect(loadSession(store, sessionId)?.failure).toEqual({ status: 'error' });
      }
    } finally {
      store.close();
    }
  });

  it('indexes text written after the search migration, and forgets deleted text', () => {
    const store = openFixture(1);
    try {
      store.db.prepare("UPDATE parts SET text = 'Compute the Euler numbers' WHERE id = '01HZZZPART000000000000001'").run();
      expect(searchMessages(store, 'bernoulli')).toEqual([]);
      expect(searchMessages(store, 'euler')).toHaveLength(1);
      store.db.prepare("DELETE FROM messages WHERE id = '01HZZZMESSAGE0000000000001'").run();
      expect(searchMessages(store, 'euler')).toEqual([]);
    } finally {
      store.close();
    }
  });

  it('stops at the last complete step when a step fails, leaving the database usable', () => {
    const db = new Database(join(tempDir(), 'broken.db'));
    const broken = [...migrations, { version: migrations.length + 1, description: 'broken', sql: 'CREATE TABLE extra (x); SELECT * FROM nowhere;' }];
    expect(() => migrate(db, broken)).toThrow(/nowhere/);
    expect(schemaVersionOf(db)).toBe(schemaVersion);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'extra'").get()).toEqual({ n: 0 });
    db.close();
  });

  it('refuses a database from a newer Deft', () => {
    const dataDir = tempDir();
    const db = new Database(join(dataDir, storeFileName));
    db.pragma(`user_version = ${schemaVersion + 1}`);
    db.close();
    expect(() => openStore({ dataDir })).toThrow(/newer than this Deft knows/);
  });
});
