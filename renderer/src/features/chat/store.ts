import { create } from 'zustand';
import type { ChatEvents, PromptImage } from '../../../../shared/ipc/domains/chat.ts';
import type { SessionSummary } from '../../../../shared/ipc/domains/sessions.ts';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { isRunning, useSessionStatus } from '../../stores/session-status.ts';
import { applyEvents } from './apply-events.ts';
import { backgroundRuns } from './background-runs.ts';
import { emptyConversation, messagesFromStored, toolMessagesOf, type Conversation } from './conversation.ts';

interface ChatState {
  sessionId: string | null;
  session: SessionSummary | null;
  conversation: Conversation;
  /** The cursor of the page before the oldest loaded message, if any. */
  olderThan: string | undefined;
  loading: boolean;
  error: string | null;
  /** Shows a session: kept live if its turn ran while another was shown, else loaded from the store (with its running response as streamed). */
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

/** The running sessions not shown, followed so that showing one shows all it streamed. */
const background = backgroundRuns();

const failed = (error: unknown) => ({ error: failureMessage(error) });

const runningNow = (id: string) => isRunning(useSessionStatus.getState().statuses, id);

/** The conversation shown: its stored messages, paged backwards, and the live events applied on top. */
export const useChat = create<ChatState>((set, get) => {
  /** The shown session goes to the background while its turn runs, so its events keep arriving somewhere. */
  const leave = () => {
    const { sessionId, session, conversation, olderThan, loading } = get();
    if (sessionId !== null && !loading && runningNow(sessionId)) background.keep(sessionId, { session, conversation, olderThan });
  };
  return {
    sessionId: null,
    session: null,
    conversation: emptyConversation,
    olderThan: undefined,
    loading: false,
    error: null,
    async open(id) {
      if (id !== get().sessionId) leave();
      heldEvents = [];
      const kept = id === null ? undefined : background.take(id);
      if (kept) {
        const conversation = { ...kept.conversation, running: runningNow(kept.sessionId) };
        return set({ sessionId: kept.sessionId, session: kept.session, conversation, olderThan: kept.olderThan, error: null, loading: false });
      }
      set({ sessionId: id, session: null, conversation: emptyConversation, olderThan: undefined, error: null, loading: id !== null });
      if (id === null) return;
      const tail = background.takeTail(id);
      try {
        const page = unwrap(await deft().sessions.load({ id }));
        if (get().sessionId !== id) return;
        // The running response as its events built it: the store's copy may lag behind them.
        const messages = messagesFromStored(page.messages).filter((message) => message.id !== tail?.messageId);
        const loaded: Conversation = {
          ...emptyConversation,
          messages,
          toolMessages: toolMessagesOf(messages),
          model: page.session.model,
          running: runningNow(id),
          failure: page.failure ?? null,
        };
        set({ session: page.session, olderThan: page.olderThan, loading: false, conversation: applyEvents(loaded, [...(tail?.events ?? []), ...heldEvents]) });
        heldEvents = [];
      } catch (error) {
        set({ loading: false, ...failed(error) });
      }
    },
    start(session) {
      leave();
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
  };
});

/** Feeds the chat store (and the runs kept in the background) from `chat.event`, `chat.status` and `sessions.updated`; returns the unsubscribe. */
export function followChat(): () => void {
  const api = deft();
  const offEvents = api.on('chat.event', ({ sessionId, events }) => {
    const state = useChat.getState();
    if (sessionId !== state.sessionId) return background.follow(sessionId, events, applyEvents);
    if (state.loading) heldEvents = [...heldEvents, ...events];
    else useChat.setState({ conversation: applyEvents(state.conversation, events) });
  });
  const offStatus = api.on('chat.status', ({ sessionId, status }) => {
    const running = status === 'running';
    const shown = (conversation: Conversation): Conversation => ({ ...conversation, running, ...(!running && { status: null }) });
    if (sessionId !== useChat.getState().sessionId) return background.status(sessionId, shown, running);
    useChat.setState((state) => ({ conversation: shown(state.conversation) }));
  });
  const offUpdates = api.on('sessions.updated', (session) => {
    if (session.id !== useChat.getState().sessionId) return background.update(session);
    useChat.setState((state) => ({ session, conversation: { ...state.conversation, model: session.model } }));
  });
  return () => {
    offEvents();
    offStatus();
    offUpdates();
  };
}
