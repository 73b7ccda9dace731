import type { AgentEvent } from '../../../../shared/vocabulary/agent-events.ts';
import { applyEvents } from '../chat/apply-events.ts';
import { emptyConversation, type Conversation } from '../chat/conversation.ts';

/** What one sub-agent did, as a conversation of its own. */
export interface Transcript {
  agent: string;
  conversation: Conversation;
}

/** Sub-agents' transcripts by the id of the Task call that started each. */
export type Transcripts = Record<string, Transcript>;

/** Sorts a `chat.event` batch's sub-agent events to their Task calls; the parent's own events are left out. */
export function collectSubagentEvents(transcripts: Transcripts, events: AgentEvent[]): Transcripts {
  const byCall = new Map<string, { agent: string; events: AgentEvent[] }>();
  for (const event of events) {
    if (!event.subagent) continue;
    const { subagent, ...own } = event;
    const group = byCall.get(subagent.parentToolCallId) ?? { agent: subagent.name, events: [] };
    group.events.push(own as AgentEvent);
    byCall.set(subagent.parentToolCallId, group);
  }
  if (byCall.size === 0) return transcripts;
  const next = { ...transcripts };
  for (const [toolCallId, group] of byCall) {
    const conversation = next[toolCallId]?.conversation ?? emptyConversation;
    next[toolCallId] = { agent: group.agent, conversation: applyEvents(conversation, group.events) };
  }
  return next;
}
