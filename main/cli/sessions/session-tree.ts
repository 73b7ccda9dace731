import { exportSession, type SessionExport } from '../../core/store/export.ts';
import { getSession, listSessions } from '../../core/store/sessions.ts';
import type { Store } from '../../core/store/store.ts';
import type { Session } from '../../core/store/types.ts';

/** A session with all its messages, and the sessions of the sub-agents it started, each the same way. */
export interface SessionTree {
  session: Session;
  messages: SessionExport['messages'];
  children: SessionTree[];
}

/** The session and its sub-agent sessions, or undefined when there is no such session. */
export function loadSessionTree(store: Store, id: string): SessionTree | undefined {
  const session = getSession(store, id);
  if (!session) return undefined;
  const all = listSessions(store, { includeChildren: true, limit: Number.MAX_SAFE_INTEGER });
  const build = (parent: Session): SessionTree => ({
    session: parent,
    messages: exportSession(store, parent.id).messages,
    children: all
      .filter((candidate) => candidate.parentId === parent.id)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map(build),
  });
  return build(session);
}
