import { imagesBetween } from './images.ts';
import { toPart, type PartRow } from './parts.ts';
import { getSession, lastTurnFailure } from './sessions.ts';
import type { Store } from './store.ts';
import type { Message, MessageWithParts, Session } from './types.ts';
import type { TurnFailure } from '../../../shared/vocabulary/turn-failure.ts';

export interface LoadedSession {
  session: Session;
  /** Oldest first. */
  messages: MessageWithParts[];
  /** Pass as `before` to load the page of older messages; absent when there is none. */
  olderThan?: string;
  /** How the session's last turn failed, when it did. */
  failure?: TurnFailure;
}

interface MessageRow {
  id: string;
  session_id: string;
  role: Message['role'];
  model: string | null;
  created_at: number;
}

/** One page of a session: its latest `limit` messages before `before` (a message id), with their parts. */
export function loadSession(store: Store, sessionId: string, page: { limit?: number; before?: string } = {}): LoadedSession | undefined {
  const session = getSession(store, sessionId);
  if (!session) return undefined;
  const failure = lastTurnFailure(store, sessionId);
  const about = { session, ...(failure && { failure }) };
  const limit = page.limit ?? 200;
  const rows = store
    .statement<MessageRow>(
      `SELECT * FROM messages WHERE session_id = @session AND (@before IS NULL OR id < @before) ORDER BY id DESC LIMIT @limit`,
    )
    .all({ session: sessionId, before: page.before ?? null, limit: limit + 1 });
  const hasOlder = rows.length > limit;
  const pageRows = rows.slice(0, limit).reverse();
  if (pageRows.length === 0) return { ...about, messages: [] };
  const parts = store
    .statement<PartRow>(
      `SELECT p.* FROM parts p
       WHERE p.session_id = ? AND p.message_id >= ? AND p.message_id <= ?
       ORDER BY p.message_id, p.seq`,
    )
    .all(sessionId, pageRows[0].id, pageRows[pageRows.length - 1].id);
  const byMessage = new Map<string, MessageWithParts>();
  const messages = pageRows.map((row) => {
    const message: MessageWithParts = { id: row.id, sessionId: row.session_id, role: row.role, model: row.model, createdAt: row.created_at, parts: [] };
    byMessage.set(row.id, message);
    return message;
  });
  for (const row of parts) byMessage.get(row.message_id)?.parts.push(toPart(row));
  for (const [messageId, images] of imagesBetween(store, sessionId, pageRows[0].id, pageRows[pageRows.length - 1].id)) {
    const message = byMessage.get(messageId);
    if (message) message.images = images;
  }
  return hasOlder ? { ...about, messages, olderThan: pageRows[0].id } : { ...about, messages };
}
