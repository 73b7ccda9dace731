import type { SessionSummary } from '../../../../shared/ipc/domains/sessions.ts';
import type { AgentEvent } from '../../../../shared/vocabulary/agent-events.ts';
import type { Conversation } from './conversation.ts';

/** A conversation as it was shown, to be shown again as it is now. */
export interface KeptConversation {
  session: SessionSummary | null;
  conversation: Conversation;
  olderThan: string | undefined;
}

/** The events of a session's response from its start: what the store may not hold yet. */
export interface ResponseTail {
  messageId: string;
  events: AgentEvent[];
}

/** The most conversations followed while not shown; the oldest kept is dropped past it (it is read from the store when shown again). */
const mostKept = 20;

const startsResponse = (event: AgentEvent): event is Extract<AgentEvent, { type: 'message' }> =>
  event.type === 'message' && event.role === 'assistant' && event.subagent === undefined;

/**
 * The runs of sessions not shown. A session switched away from while its turn ran keeps its whole
 * conversation here, its events applied as they come, so that showing it again shows every delta
 * and tool call it streamed meanwhile. Of every other session whose turn runs, the events of its
 * latest response are kept from the response's start: the store writes streamed text in batches,
 * so a session shown mid-response is read from the store with that response rebuilt from them.
 */
export function backgroundRuns() {
  const kept = new Map<string, KeptConversation>();
  const tails = new Map<string, ResponseTail>();
  const change = (sessionId: string, update: (conversation: Conversation) => Conversation) => {
    const found = kept.get(sessionId);
    if (found) kept.set(sessionId, { ...found, conversation: update(found.conversation) });
    return found !== undefined;
  };
  return {
    keep(sessionId: string, conversation: KeptConversation) {
      tails.delete(sessionId);
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
    /** The tail of a session's running response, no longer followed (it is shown now). */
    takeTail(sessionId: string): ResponseTail | undefined {
      const found = tails.get(sessionId);
      tails.delete(sessionId);
      return found;
    },
    /** A batch of a session not shown: applied to its kept conversation, else to its response's tail. */
    follow(sessionId: string, events: AgentEvent[], apply: (conversation: Conversation, events: AgentEvent[]) => Conversation) {
      if (change(sessionId, (conversation) => apply(conversation, events))) return;
      let tail = tails.get(sessionId);
      for (const event of events) {
        if (startsResponse(event)) tails.set(sessionId, (tail = { messageId: event.messageId, events: [] }));
        tail?.events.push(event);
      }
    },
    /** A session not shown started or ended a turn; an ended turn's response is whole in the store. */
    status(sessionId: string, update: (conversation: Conversation) => Conversation, running: boolean) {
      change(sessionId, update);
      if (!running) tails.delete(sessionId);
    },
    update(session: SessionSummary) {
      const found = kept.get(session.id);
      if (found) kept.set(session.id, { ...found, session, conversation: { ...found.conversation, model: session.model } });
    },
  };
}
