import { create } from 'zustand';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { emptyConversation, messagesFromStored, toolMessagesOf } from '../chat/conversation.ts';
import { collectSubagentEvents, type Transcripts } from './transcripts.ts';

interface SubagentsState {
  transcripts: Transcripts;
  /** Task calls whose child session was read from the store (or is being read). */
  stored: Record<string, boolean>;
  /** Why a child session could not be read, by Task call. */
  failures: Record<string, string>;
  /** Replaces a Task call's transcript by its child session as stored, once the call has finished. */
  loadStored(toolCallId: string, sessionId: string, agent: string): Promise<void>;
}

export const useSubagents = create<SubagentsState>((set, get) => ({
  transcripts: {},
  stored: {},
  failures: {},
  async loadStored(toolCallId, sessionId, agent) {
    if (get().stored[toolCallId]) return;
    set((state) => ({ stored: { ...state.stored, [toolCallId]: true } }));
    try {
      const page = unwrap(await deft().sessions.load({ id: sessionId }));
      const messages = messagesFromStored(page.messages);
      const conversation = { ...emptyConversation, messages, toolMessages: toolMessagesOf(messages), model: page.session.model };
      set((state) => ({ transcripts: { ...state.transcripts, [toolCallId]: { agent, conversation } } }));
    } catch (error) {
      const reason = failureMessage(error);
      set((state) => ({ failures: { ...state.failures, [toolCallId]: reason } }));
    }
  },
}));

let followers = 0;
let stopListening: (() => void) | undefined;

/**
 * Collects sub-agents' live events from `chat.event`; returns the unsubscribe. Counted, so the app
 * and each Task card may call it: one subscription serves them all.
 */
export function followSubagents(): () => void {
  followers++;
  stopListening ??= deft().on('chat.event', ({ events }) => {
    const { transcripts } = useSubagents.getState();
    const next = collectSubagentEvents(transcripts, events);
    if (next !== transcripts) useSubagents.setState({ transcripts: next });
  });
  return () => {
    followers--;
    if (followers > 0) return;
    stopListening?.();
    stopListening = undefined;
  };
}
