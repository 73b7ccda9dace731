import type { Store } from './store.ts';

export interface SearchHit {
  sessionId: string;
  sessionTitle: string;
  messageId: string;
  partId: string;
  /** The matching passage, matches wrapped in `[` `]`. */
  snippet: string;
  /** Lower is better (FTS5's bm25). */
  rank: number;
}

export interface SearchOptions {
  limit?: number;
  projectPath?: string;
}

/**
 * Searches the text of every message, best matches first. The words of `query` are matched as
 * prefixes and must all occur; FTS5 syntax is not exposed, so any input is safe.
 */
export function searchMessages(store: Store, query: string, options: SearchOptions = {}): SearchHit[] {
  const match = toMatchExpression(query);
  if (!match) return [];
  return store
    .statement<SearchHit>(
      `SELECT p.session_id AS sessionId, s.title AS sessionTitle, p.message_id AS messageId, p.id AS partId,
         snippet(parts_fts, 0, '[', ']', '…', 12) AS snippet, parts_fts.rank AS rank
       FROM parts_fts
       JOIN parts p ON p.seq = parts_fts.rowid
       JOIN sessions s ON s.id = p.session_id
       LEFT JOIN projects pr ON pr.id = s.project_id
       WHERE parts_fts MATCH @match AND (@project IS NULL OR pr.path = @project)
       ORDER BY parts_fts.rank LIMIT @limit`,
    )
    .all({ match, project: options.projectPath ?? null, limit: options.limit ?? 50 });
}

function toMatchExpression(query: string): string {
  const words = query.match(/[\p{L}\p{N}_]+/gu) ?? [];
  return words.map((word) => `"${word}"*`).join(' ');
}
