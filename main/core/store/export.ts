import { z } from 'zod';
import { promptImage } from '../../../shared/ipc/domains/chat.ts';
import { sessionSummary, storedMessage, storedPart } from '../../../shared/ipc/domains/sessions.ts';
import { newId } from './ids.ts';
import { addImages } from './images.ts';
import { loadSession } from './load.ts';
import { appendPart, type PartFields } from './parts.ts';
import { projectIdFor } from './sessions.ts';
import type { Store } from './store.ts';
import type { MessageWithParts, Session } from './types.ts';

export const exportFormat = 'deft-session';
export const exportVersion = 1;

/** A stored part as the IPC contract carries it, plus its timing. */
const part = storedPart.extend({ startedAt: z.number().nullable(), endedAt: z.number().nullable() });

const message = storedMessage.extend({ parts: z.array(part), images: z.array(promptImage).optional() });

const sessionExport = z.object({
  format: z.literal(exportFormat),
  version: z.literal(exportVersion),
  session: sessionSummary.omit({ id: true, parentId: true }).extend({ provider: z.string().nullable().default(null) }),
  messages: z.array(message),
});

export type SessionExport = z.infer<typeof sessionExport>;

/** The whole session as plain JSON data (sub-agent sessions are exported on their own). */
export function exportSession(store: Store, sessionId: string): SessionExport {
  const messages: MessageWithParts[] = [];
  let session: Session | undefined;
  let before: string | undefined;
  do {
    const page = loadSession(store, sessionId, { limit: 1000, before });
    if (!page) throw new Error(`No session ${sessionId}.`);
    session = page.session;
    messages.unshift(...page.messages);
    before = page.olderThan;
  } while (before);
  return {
    format: exportFormat,
    version: exportVersion,
    session: { title: session.title, model: session.model, provider: session.provider, mode: session.mode, cwd: session.cwd, createdAt: session.createdAt, updatedAt: session.updatedAt },
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role,
      model: m.model,
      createdAt: m.createdAt,
      parts: m.parts.map(({ messageId: _messageId, updatedAt: _updatedAt, ...rest }) => rest),
      ...(m.images && { images: m.images }),
    })),
  };
}

/**
 * Creates a new session from an export (validated first; nothing is written if it is invalid).
 * Everything gets fresh ids in the original order, so importing twice gives two sessions.
 */
export function importSession(store: Store, data: unknown): string {
  const parsed = sessionExport.safeParse(data);
  if (!parsed.success) throw new Error(`Not a Deft session export: ${z.prettifyError(parsed.error)}`);
  const { session, messages } = parsed.data;
  return store.db.transaction(() => {
    const sessionId = newId();
    store
      .statement(
        `INSERT INTO sessions (id, project_id, parent_id, title, model, provider, mode, cwd, created_at, updated_at)
         VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(sessionId, projectIdFor(store, session.cwd), session.title, session.model, session.provider, session.mode, session.cwd, session.createdAt, session.updatedAt);
    for (const m of [...messages].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const messageId = newId();
      store.statement('INSERT INTO messages (id, session_id, role, model, created_at) VALUES (?, ?, ?, ?, ?)').run(messageId, sessionId, m.role, m.model, m.createdAt);
      for (const { id: _id, kind, createdAt: _createdAt, ...fields } of m.parts) appendPart(store, sessionId, messageId, kind, fields as PartFields);
      if (m.images) addImages(store, sessionId, messageId, m.images);
    }
    return sessionId;
  })();
}
