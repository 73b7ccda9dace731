import type { SessionSummary } from '../../../../shared/ipc/domains/sessions.ts';
import type { Conversation } from './conversation.ts';

/** A conversation as it was shown, to be shown again as it is now. */
export interface KeptConversation {
  session: SessionSummary | null;
  conversation: Conversation;
  olderThan: string | undefined;
}

/** The most conversations followed while not shown; the oldest kept is dropped past it (it is read from the store when shown again). */
const mostKept = 20;

/**
 * The conversations of sessions whose turn ran when the person switched to another one. Their
 * events keep being applied here, so that showing one again shows every delta and tool call it
 * streamed meanwhile; the store's copy would lag behind its batched writes.
 */
export function backgroundRuns() {
  const kept = new Map<string, KeptConversation>();
  return {
    keep(sessionId: string, conversation: KeptConversation) {
      kept.delete(sessionId);
      kept.set(sessionId, conversation);
      if (kept.size > mostKept) kept.delete(kept.keys().next().value!);
    },
    /** The kept conversation of a session, no longer kept (it is shown now). */
    take(sessionId: string): (KeptConversation & { sessionId: string }) | undefined {
      const found = kept.get(sessionId);
      kept.delete(sessionId);
      return found && { ...found, sessionId };
    },
    apply(sessionId: string, change: (conversation: Conversation) => Conversation) {
      const found = kept.get(sessionId);
      if (found) kept.set(sessionId, { ...found, conversation: change(found.conversation) });
    },
    update(session: SessionSummary) {
      const found = kept.get(session.id);
      if (found) kept.set(session.id, { ...found, session, conversation: { ...found.conversation, model: session.model } });
    },
  };
}
