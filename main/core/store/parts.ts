import { newId } from './ids.ts';
import { touchSession } from './sessions.ts';
import type { Store } from './store.ts';
import type { Message, Part, PartKind, Role } from './types.ts';

export interface PartRow {
  seq: number;
  id: string;
  message_id: string;
  session_id: string;
  kind: PartKind;
  text: string | null;
  tool_call_id: string | null;
  tool_name: string | null;
  state: Part['state'];
  input: string | null;
  output: string | null;
  spill_path: string | null;
  started_at: number | null;
  ended_at: number | null;
  duration_ms: number | null;
  decision: string | null;
  metadata: string | null;
  terminal: string | null;
  note: string | null;
  created_at: number;
  updated_at: number;
}

/** What a caller may set on a part; everything but `kind` can change later. */
export type PartFields = Partial<Omit<Part, 'id' | 'messageId' | 'kind' | 'createdAt' | 'updatedAt'>>;

export function addMessage(store: Store, sessionId: string, role: Role, model?: string): Message {
  const now = Date.now();
  const id = newId(now);
  store.statement('INSERT INTO messages (id, session_id, role, model, created_at) VALUES (?, ?, ?, ?, ?)').run(id, sessionId, role, model ?? null, now);
  touchSession(store, sessionId, now);
  return { id, sessionId, role, model: model ?? null, createdAt: now };
}

/** Writes a new part at the end of the message and returns its id. */
export function appendPart(store: Store, sessionId: string, messageId: string, kind: PartKind, fields: PartFields = {}): string {
  const now = Date.now();
  const id = newId(now);
  store
    .statement(
      `INSERT INTO parts (id, message_id, session_id, kind, text, tool_call_id, tool_name, state, input, output, spill_path,
         started_at, ended_at, duration_ms, decision, metadata, terminal, note, created_at, updated_at, run_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, messageId, sessionId, kind, ...columnValues(fields), now, now, store.runId ?? null);
  return id;
}

/** Changes the given fields of a part (`undefined` leaves a field as it is; `null` clears it). */
export function updatePart(store: Store, id: string, fields: PartFields): void {
  const row = store.statement<PartRow>('SELECT * FROM parts WHERE id = ?').get(id);
  if (!row) throw new Error(`No part ${id}.`);
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const merged = { ...toPart(row), ...given };
  store
    .statement(
      `UPDATE parts SET text = ?, tool_call_id = ?, tool_name = ?, state = ?, input = ?, output = ?, spill_path = ?,
         started_at = ?, ended_at = ?, duration_ms = ?, decision = ?, metadata = ?, terminal = ?, note = ?, updated_at = ?
       WHERE id = ?`,
    )
    .run(...columnValues(merged), Date.now(), id);
}

/** Adds text at the end of a text or reasoning part. */
export function appendPartText(store: Store, id: string, delta: string): void {
  store.statement(`UPDATE parts SET text = coalesce(text, '') || ?, updated_at = ? WHERE id = ?`).run(delta, Date.now(), id);
}

export function getPart(store: Store, id: string): Part | undefined {
  const row = store.statement<PartRow>('SELECT * FROM parts WHERE id = ?').get(id);
  return row && toPart(row);
}

export function toPart(row: PartRow): Part {
  return {
    id: row.id,
    messageId: row.message_id,
    kind: row.kind,
    text: row.text,
    toolCallId: row.tool_call_id,
    toolName: row.tool_name,
    state: row.state,
    input: parseJson(row.input),
    output: parseJson(row.output),
    spillPath: row.spill_path,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    durationMs: row.duration_ms,
    decision: parseJson(row.decision) as Part['decision'],
    metadata: parseJson(row.metadata) as Part['metadata'],
    terminal: row.terminal,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnValues(fields: PartFields): unknown[] {
  return [
    fields.text ?? null,
    fields.toolCallId ?? null,
    fields.toolName ?? null,
    fields.state ?? null,
    toJson(fields.input),
    toJson(fields.output),
    fields.spillPath ?? null,
    fields.startedAt ?? null,
    fields.endedAt ?? null,
    fields.durationMs ?? null,
    toJson(fields.decision),
    toJson(fields.metadata),
    fields.terminal ?? null,
    fields.note ?? null,
  ];
}

function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function parseJson(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}
