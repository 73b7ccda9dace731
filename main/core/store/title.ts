import { renameSession } from './sessions.ts';
import type { Store } from './store.ts';

const maxLength = 60;

/**
 * A session title from its first user message: the first line with prose in it, without markdown
 * decoration, cut at a word boundary. (A model-written title can replace it later.)
 */
export function titleFromText(text: string): string {
  const withoutCode = text.replace(/```[\s\S]*?(```|$)/g, ' ');
  const line =
    withoutCode
      .split('\n')
      .map((candidate) => candidate.replace(/^\s*(#+|[-*>]|\d+\.)\s+/, '').replace(/[`*_~]/g, '').replace(/\s+/g, ' ').trim())
      .find((candidate) => /[\p{L}\p{N}]/u.test(candidate)) ?? '';
  if (line.length <= maxLength) return line || 'Untitled session';
  const cut = line.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Titles the session from its first user message, unless it has a title already. Returns the title. */
export function generateTitle(store: Store, sessionId: string): string {
  const current = store.statement<{ title: string }>('SELECT title FROM sessions WHERE id = ?').get(sessionId);
  if (!current) throw new Error(`No session ${sessionId}.`);
  if (current.title) return current.title;
  const first = store
    .statement<{ text: string }>(
      `SELECT p.text FROM messages m JOIN parts p ON p.message_id = m.id
       WHERE m.session_id = ? AND m.role = 'user' AND p.kind = 'text' ORDER BY m.id, p.seq LIMIT 1`,
    )
    .get(sessionId);
  if (!first) return '';
  const title = titleFromText(first.text);
  renameSession(store, sessionId, title);
  return title;
}
