import { basename } from 'node:path';
import type { RunStatus } from '../../../shared/vocabulary/agent-events.ts';
import { turnFailure, turnFailureOf, type TurnEnd, type TurnFailure } from '../../../shared/vocabulary/turn-failure.ts';
import { newId } from './ids.ts';
import type { Store } from './store.ts';
import type { Session } from './types.ts';

interface SessionRow {
  id: string;
  project_id: string | null;
  parent_id: string | null;
  title: string;
  model: string | null;
  provider: string | null;
  mode: string | null;
  cwd: string;
  created_at: number;
  updated_at: number;
}

export interface NewSession {
  cwd: string;
  /** The project folder; defaults to `cwd`. */
  projectPath?: string;
  parentId?: string;
  title?: string;
  model?: string;
  provider?: string;
  mode?: string;
}

/** The project's id for a folder, registering the folder the first time. */
export function projectIdFor(store: Store, path: string): string {
  const found = store.statement<{ id: string }>('SELECT id FROM projects WHERE path = ?').get(path);
  if (found) return found.id;
  // Another process may register the same folder between the look and the insert: its row then stands.
  store.statement('INSERT INTO projects (id, path, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (path) DO NOTHING').run(newId(), path, basename(path), Date.now());
  return store.statement<{ id: string }>('SELECT id FROM projects WHERE path = ?').get(path)!.id;
}

export function createSession(store: Store, fields: NewSession): Session {
  const now = Date.now();
  const id = newId(now);
  const projectId = projectIdFor(store, fields.projectPath ?? fields.cwd);
  store
    .statement(
      `INSERT INTO sessions (id, project_id, parent_id, title, model, provider, mode, cwd, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, projectId, fields.parentId ?? null, fields.title ?? '', fields.model ?? null, fields.provider ?? null, fields.mode ?? null, fields.cwd, now, now);
  return getSession(store, id) as Session;
}

export function getSession(store: Store, id: string): Session | undefined {
  const row = store.statement<SessionRow>('SELECT * FROM sessions WHERE id = ?').get(id);
  return row && toSession(row);
}

export interface SessionQuery {
  projectPath?: string;
  /** Sub-agent sessions are left out unless asked for. */
  includeChildren?: boolean;
  limit?: number;
  /** The last session of the previous page: the page goes on after it. */
  after?: SessionCursor;
}

/** A place in the most-recently-updated-first order; the id breaks ties between sessions updated in the same millisecond. */
export interface SessionCursor {
  updatedAt: number;
  id: string;
}

/** Sessions, most recently updated first. */
export function listSessions(store: Store, query: SessionQuery = {}): Session[] {
  const rows = store
    .statement<SessionRow>(
      `SELECT s.* FROM sessions s LEFT JOIN projects p ON p.id = s.project_id
       WHERE (@project IS NULL OR p.path = @project) AND (@children OR s.parent_id IS NULL)
         AND (@before IS NULL OR s.updated_at < @before OR (s.updated_at = @before AND s.id < @beforeId))
       ORDER BY s.updated_at DESC, s.id DESC LIMIT @limit`,
    )
    .all({
      project: query.projectPath ?? null,
      children: query.includeChildren ? 1 : 0,
      before: query.after?.updatedAt ?? null,
      beforeId: query.after?.id ?? '',
      limit: query.limit ?? 100,
    });
  return rows.map(toSession);
}

export function renameSession(store: Store, id: string, title: string): void {
  const changed = store.statement('UPDATE sessions SET title = ?, updated_at = ? WHERE id = ?').run(title, Date.now(), id).changes;
  if (changed === 0) throw new Error(`No session ${id}.`);
}

/** Deletes the session with its messages, parts, sub-agent sessions, todos, grants and checkpoint records. */
export function deleteSession(store: Store, id: string): void {
  store.statement('DELETE FROM sessions WHERE id = ?').run(id);
}

export function setSessionModel(store: Store, id: string, model: string): void {
  store.statement('UPDATE sessions SET model = ? WHERE id = ?').run(model, id);
}

export function setSessionMode(store: Store, id: string, mode: string): void {
  store.statement('UPDATE sessions SET mode = ? WHERE id = ?').run(mode, id);
}

export function touchSession(store: Store, id: string, now = Date.now()): void {
  store.statement('UPDATE sessions SET updated_at = ? WHERE id = ?').run(now, id);
}

/** Keeps how the session's last turn ended, for its row in the sidebar and its failure card after a restart. */
export function recordTurnEnd(store: Store, id: string, ended: TurnEnd): void {
  const failure = turnFailureOf(ended);
  store.statement('UPDATE sessions SET last_turn = ?, last_turn_failure = ? WHERE id = ?').run(ended.status, failure && JSON.stringify(failure), id);
}

/** Forgets how the last turn ended, once that turn is no longer in the conversation (a rewind dropped it). */
export function forgetTurnEnd(store: Store, id: string): void {
  store.statement('UPDATE sessions SET last_turn = NULL, last_turn_failure = NULL WHERE id = ?').run(id);
}

/**
 * How the session's last turn failed, when it did. A turn that failed before its failure was kept
 * (or whose kept failure this Deft cannot read) is known by its status alone.
 */
export function lastTurnFailure(store: Store, id: string): TurnFailure | undefined {
  const row = store.statement<{ last_turn: RunStatus | null; last_turn_failure: string | null }>('SELECT last_turn, last_turn_failure FROM sessions WHERE id = ?').get(id);
  if (!row || row.last_turn === null || row.last_turn === 'done') return undefined;
  const kept = row.last_turn_failure === null ? undefined : readFailure(row.last_turn_failure);
  return kept?.status === row.last_turn ? kept : { status: row.last_turn };
}

function readFailure(json: string): TurnFailure | undefined {
  try {
    return turnFailure.parse(JSON.parse(json));
  } catch {
    return undefined;
  }
}

/** How each session (sub-agents' left out) ended its last turn, for those that ran one. */
export function turnEndings(store: Store): Array<{ sessionId: string; ended: RunStatus }> {
  return store
    .statement<{ id: string; last_turn: RunStatus }>('SELECT id, last_turn FROM sessions WHERE last_turn IS NOT NULL AND parent_id IS NULL')
    .all()
    .map((row) => ({ sessionId: row.id, ended: row.last_turn }));
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    projectId: row.project_id,
    parentId: row.parent_id,
    title: row.title,
    model: row.model,
    provider: row.provider,
    mode: row.mode,
    cwd: row.cwd,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
