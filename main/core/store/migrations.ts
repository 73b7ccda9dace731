/**
 * The schema, one numbered step at a time. A step never changes once released: a new need is a
 * new step. `PRAGMA user_version` holds the number of the last step applied.
 */
export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: 'projects, sessions, messages, parts, todos, grants, checkpoints',
    sql: `
      CREATE TABLE projects (
        id TEXT PRIMARY KEY,
        path TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        project_id TEXT REFERENCES projects(id) ON DELETE SET NULL,
        parent_id TEXT REFERENCES sessions(id) ON DELETE CASCADE,
        title TEXT NOT NULL DEFAULT '',
        model TEXT,
        mode TEXT,
        cwd TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_update ON sessions(updated_at);
      CREATE INDEX sessions_by_parent ON sessions(parent_id);
      CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
        model TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX messages_by_session ON messages(session_id, id);
      CREATE TABLE parts (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        message_id TEXT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('text', 'reasoning', 'tool')),
        text TEXT,
        tool_call_id TEXT,
        tool_name TEXT,
        state TEXT CHECK (state IN ('pending', 'running', 'success', 'error', 'denied', 'cancelled', 'timed_out')),
        input TEXT,
        output TEXT,
        spill_path TEXT,
        started_at INTEGER,
        ended_at INTEGER,
        duration_ms INTEGER,
        decision TEXT,
        metadata TEXT,
        note TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX parts_by_message ON parts(message_id, seq);
      CREATE INDEX parts_open_calls ON parts(state) WHERE state IN ('pending', 'running');
      CREATE TABLE todos (
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        content TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'in_progress', 'completed')),
        PRIMARY KEY (session_id, position)
      );
      CREATE TABLE grants (
        id TEXT PRIMARY KEY,
        session_id TEXT REFERENCES sessions(id) ON DELETE CASCADE,
        project_id TEXT REFERENCES projects(id) ON DELETE CASCADE,
        rule TEXT NOT NULL,
        behavior TEXT NOT NULL CHECK (behavior IN ('allow', 'deny')),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE checkpoints (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        message_id TEXT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
        project_path TEXT NOT NULL,
        tree TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX checkpoints_by_session ON checkpoints(session_id, id);
      CREATE TABLE blobs (
        hash TEXT PRIMARY KEY,
        size INTEGER NOT NULL,
        stored_size INTEGER NOT NULL
      );
      CREATE TABLE checkpoint_files (
        checkpoint_id TEXT NOT NULL REFERENCES checkpoints(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        blob TEXT REFERENCES blobs(hash),
        mode INTEGER,
        PRIMARY KEY (checkpoint_id, path)
      );
      CREATE INDEX checkpoint_files_by_blob ON checkpoint_files(blob);
    `,
  },
  {
    version: 2,
    description: 'full-text search over the text of messages',
    sql: `
      CREATE VIRTUAL TABLE parts_fts USING fts5(text, content='parts', content_rowid='seq', tokenize='unicode61 remove_diacritics 2');
      CREATE TRIGGER parts_fts_insert AFTER INSERT ON parts WHEN new.kind = 'text' BEGIN
        INSERT INTO parts_fts(rowid, text) VALUES (new.seq, new.text);
      END;
      CREATE TRIGGER parts_fts_delete AFTER DELETE ON parts WHEN old.kind = 'text' BEGIN
        INSERT INTO parts_fts(parts_fts, rowid, text) VALUES ('delete', old.seq, old.text);
      END;
      CREATE TRIGGER parts_fts_update AFTER UPDATE OF text ON parts WHEN old.kind = 'text' BEGIN
        INSERT INTO parts_fts(parts_fts, rowid, text) VALUES ('delete', old.seq, old.text);
        INSERT INTO parts_fts(rowid, text) VALUES (new.seq, new.text);
      END;
      INSERT INTO parts_fts(rowid, text) SELECT seq, text FROM parts WHERE kind = 'text';
    `,
  },
  {
    version: 3,
    description: 'which running Deft owns a part, so one process starting does not cancel another one\'s calls',
    sql: `
      CREATE TABLE runs (
        id TEXT PRIMARY KEY,
        pid INTEGER NOT NULL,
        host TEXT NOT NULL,
        started_at INTEGER NOT NULL
      );
      ALTER TABLE parts ADD COLUMN run_id TEXT;
    `,
  },
  {
    version: 4,
    description: 'the provider that served a session, so reopening it asks the same one',
    sql: `ALTER TABLE sessions ADD COLUMN provider TEXT;`,
  },
  {
    version: 5,
    description: 'images the person pasted into a prompt',
    sql: `
      CREATE TABLE message_images (
        message_id TEXT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        media_type TEXT NOT NULL,
        data BLOB NOT NULL,
        PRIMARY KEY (message_id, position)
      );
      CREATE INDEX message_images_by_session ON message_images(session_id, message_id);
    `,
  },
  {
    version: 6,
    description: 'what a todo says while it runs (its active form), kept so a resumed session shows the same; older items show their content',
    sql: `
      ALTER TABLE todos ADD COLUMN active_form TEXT NOT NULL DEFAULT '';
      UPDATE todos SET active_form = content;
    `,
  },
  {
    version: 7,
    description: 'the git worktree (or copy-on-write clone) a session works in, so it can be finished later',
    sql: `
      CREATE TABLE session_worktrees (
        session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('git', 'clone')),
        name TEXT NOT NULL,
        project_path TEXT NOT NULL,
        path TEXT NOT NULL UNIQUE,
        cwd TEXT NOT NULL,
        branch TEXT,
        base_branch TEXT,
        base_commit TEXT,
        finished TEXT CHECK (finished IN ('merged', 'kept', 'discarded')),
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 8,
    description: "how a session's last turn ended, so its row still says done or failed after a restart; and the messages queued for it, with their images",
    sql: `
      ALTER TABLE sessions ADD COLUMN last_turn TEXT CHECK (last_turn IN ('done', 'error', 'cancelled', 'max_turns'));
      CREATE TABLE queued_messages (
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        id TEXT NOT NULL,
        prompt TEXT NOT NULL,
        delivery TEXT NOT NULL CHECK (delivery IN ('after_turn', 'steer')),
        PRIMARY KEY (session_id, position)
      );
      CREATE TABLE queued_message_images (
        session_id TEXT NOT NULL,
        message_position INTEGER NOT NULL,
        position INTEGER NOT NULL,
        media_type TEXT NOT NULL,
        data BLOB NOT NULL,
        PRIMARY KEY (session_id, message_position, position),
        FOREIGN KEY (session_id, message_position) REFERENCES queued_messages(session_id, position) ON DELETE CASCADE
      );
    `,
  },
  {
    version: 9,
    description: 'what a command drew in its terminal (colours kept), so a reopened session shows the card as it ran, a cancelled command\'s output included',
    sql: `ALTER TABLE parts ADD COLUMN terminal TEXT;`,
  },
  {
    version: 10,
    description: "how a session's last turn failed (the error, its kind), so a reopened session shows the same failure card",
    sql: `ALTER TABLE sessions ADD COLUMN last_turn_failure TEXT;`,
  },
];

export const schemaVersion = migrations[migrations.length - 1].version;
