import { exportSession, type SessionExport } from '../../core/store/export.ts';
import { getSession, listSessions } from '../../core/store/sessions.ts';
import type { Store } from '../../core/store/store.ts';
import type { Session } from '../../core/store/types.ts';
import { subagentSessionId } from './subagent-link.ts';

/** A session with all its messages, and the sessions of the sub-agents it started, each the same way. */
export interface SessionTree {
  session: Session;
  /** The call in the parent session that ran this sub-agent; null for the top session and for a sub-agent no call names (e.g. an interrupted run). */
  parentToolCallId: string | null;
  messages: SessionExport['messages'];
  children: SessionTree[];
}

/** The session and its sub-agent sessions, or undefined when there is no such session. */
export function loadSessionTree(store: Store, id: string): SessionTree | undefined {
  const session = getSession(store, id);
  if (!session) return undefined;
  const all = listSessions(store, { includeChildren: true, limit: Number.MAX_SAFE_INTEGER });
  const build = (current: Session, parentToolCallId: string | null): SessionTree => {
    const { messages } = exportSession(store, current.id);
    const callOf = callsBySubagentSession(messages);
    return {
      session: current,
      parentToolCallId,
      messages,
      children: all
        .filter((candidate) => candidate.parentId === current.id)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((child) => build(child, callOf.get(child.id) ?? null)),
    };
  };
  return build(session, null);
}

/** Sub-agent session id → the id of the call that ran it. */
function callsBySubagentSession(messages: SessionExport['messages']): Map<string, string> {
  const calls = new Map<string, string>();
  for (const part of messages.flatMap((message) => message.parts)) {
    const sessionId = subagentSessionId(part.metadata);
    if (sessionId !== undefined && part.toolCallId !== null && !calls.has(sessionId)) calls.set(sessionId, part.toolCallId);
  }
  return calls;
}
