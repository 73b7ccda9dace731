import { create } from 'zustand';
import type { ChatEvents, PromptImage } from '../../../../shared/ipc/domains/chat.ts';
import type { SessionSummary } from '../../../../shared/ipc/domains/sessions.ts';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { applyEvents } from './apply-events.ts';
import { emptyConversation, messagesFromStored, toolMessagesOf, type Conversation } from './conversation.ts';

interface ChatState {
  sessionId: string | null;
  session: SessionSummary | null;
  conversation: Conversation;
  /** The cursor of the page before the oldest loaded message, if any. */
  olderThan: string | undefined;
  loading: boolean;
  error: string | null;
  /** Sessions with a turn running, from `chat.status`. */
  running: Record<string, boolean>;
  open(id: string | null): Promise<void>;
  /** Shows a session just created, which has nothing stored to load yet. */
  start(session: SessionSummary): void;
  /** Loads the previous page; answers how many messages it added. */
  loadOlder(): Promise<number>;
  send(prompt: string, images?: PromptImage[]): Promise<boolean>;
  /** Answers the last prompt again after its turn failed. */
  retry(): Promise<void>;
  cancel(): Promise<void>;
}

/** Events that came while the session was loading, applied once it has. */
let heldEvents: ChatEvents['events'] = [];

const failed = (error: unknown) => ({ error: failureMessage(error) });

/** The open conversation: its stored messages, paged backwards, and the live events applied on top. */
export const useChat = create<ChatState>((set, get) => ({
  sessionId: null,
  session: null,
  conversation: emptyConversation,
  olderThan: undefined,
  loading: false,
  error: null,
  running: {},
  async open(id) {
    heldEvents = [];
    set({ sessionId: id, session: null, conversation: emptyConversation, olderThan: undefined, error: null, loading: id !== null });
    if (id === null) return;
    try {
      const page = unwrap(await deft().sessions.load({ id }));
      if (get().sessionId !== id) return;
      const messages = messagesFromStored(page.messages);
      const loaded: Conversation = {
        ...emptyConversation,
        messages,
        toolMessages: toolMessagesOf(messages),
        model: page.session.model,
        running: get().running[id] ?? false,
      };
      set({ session: page.session, olderThan: page.olderThan, loading: false, conversation: applyEvents(loaded, heldEvents) });
      heldEvents = [];
    } catch (error) {
      set({ loading: false, ...failed(error) });
    }
  },
  start(session) {
    heldEvents = [];
    const conversation = { ...emptyConversation, model: session.model };
    set({ sessionId: session.id, session, conversation, olderThan: undefined, error: null, loading: false });
  },
  async loadOlder() {
    const { sessionId, olderThan } = get();
    if (!sessionId || !olderThan) return 0;
    try {
      const page = unwrap(await deft().sessions.load({ id: sessionId, before: olderThan }));
      if (get().sessionId !== sessionId) return 0;
      const older = messagesFromStored(page.messages);
      set((state) => ({
        olderThan: page.olderThan,
        conversation: {
          ...state.conversation,
          messages: [...older, ...state.conversation.messages],
          toolMessages: toolMessagesOf(older, { ...state.conversation.toolMessages }),
        },
      }));
      return older.length;
    } catch (error) {
      set(failed(error));
      return 0;
    }
  },
  async send(prompt, images = []) {
    const { sessionId } = get();
    if (!sessionId) return false;
    set((state) => ({ conversation: { ...state.conversation, pendingPrompt: { text: prompt, images }, failure: null, notices: [] } }));
    const result = await deft().chat.send({ sessionId, prompt, ...(images.length > 0 && { images }) });
    if (result.ok) return true;
    set((state) => ({ error: result.error.message, conversation: { ...state.conversation, pendingPrompt: null } }));
    return false;
  },
  async retry() {
    const { sessionId } = get();
    if (!sessionId) return;
    set((state) => ({ error: null, conversation: { ...state.conversation, failure: null, notices: [] } }));
    const result = await deft().chat.retry({ sessionId });
    if (!result.ok) set({ error: result.error.message });
  },
  async cancel() {
    const { sessionId } = get();
    if (!sessionId) return;
    const result = await deft().chat.cancel({ sessionId });
    if (!result.ok) set({ error: result.error.message });
  },
}));

/** Feeds the chat store from `chat.event` and `chat.status`; returns the unsubscribe. */
export function followChat(): () => void {
  const api = deft();
  const offEvents = api.on('chat.event', ({ sessionId, events }) => {
    const state = useChat.getState();
    if (sessionId !== state.sessionId) return;
    if (state.loading) heldEvents = [...heldEvents, ...events];
    else useChat.setState({ conversation: applyEvents(state.conversation, events) });
  });
  const offStatus = api.on('chat.status', ({ sessionId, status }) => {
    const running = status === 'running';
    useChat.setState((state) => ({
      running: { ...state.running, [sessionId]: running },
      ...(sessionId === state.sessionId && { conversation: { ...state.conversation, running, ...(!running && { status: null }) } }),
    }));
  });
  const offUpdates = api.on('sessions.updated', (session) => {
    if (session.id !== useChat.getState().sessionId) return;
    useChat.setState((state) => ({ session, conversation: { ...state.conversation, model: session.model } }));
  });
  return () => {
    offEvents();
    offStatus();
    offUpdates();
  };
}
