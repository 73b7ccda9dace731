import { create } from 'zustand';
import type { PromptImage, QueuedMessage } from '../../../../shared/ipc/domains/chat.ts';
import { deft } from '../../deft.ts';

interface QueueState {
  /** Each session's queued messages, in the order they will be delivered, as `chat.queue` last told them. */
  queues: Record<string, QueuedMessage[]>;
  /** Why the last change to a queue was refused (say, a message already delivered), by session. */
  errors: Record<string, string>;
  load(sessionId: string): Promise<void>;
  /** Queues a message while the session's turn runs (or sends it, when the turn has just ended); answers whether it went. */
  enqueue(sessionId: string, prompt: string, images: PromptImage[]): Promise<boolean>;
  edit(sessionId: string, id: string, prompt: string): Promise<boolean>;
  remove(sessionId: string, id: string): Promise<void>;
  sendNow(sessionId: string, id: string): Promise<void>;
}

type Answer = { ok: true } | { ok: false; error: { message: string } };

/** The sessions whose queue an event told of since their `chat.queued` was asked: the event is newer than its answer. */
const toldSinceLoad = new Set<string>();

/**
 * The message queues of the sessions, changed only by the core: each change arrives as a `chat.queue`
 * event (before the answer to the request that made it), so the requests' answers are not applied.
 */
export const useQueues = create<QueueState>((set) => {
  const attempt = async (sessionId: string, call: Promise<Answer>): Promise<boolean> => {
    const answer = await call;
    set((state) => {
      const errors = { ...state.errors };
      if (answer.ok) delete errors[sessionId];
      else errors[sessionId] = answer.error.message;
      return { errors };
    });
    return answer.ok;
  };
  return {
    queues: {},
    errors: {},
    async load(sessionId) {
      toldSinceLoad.delete(sessionId);
      const result = await deft().chat.queued({ sessionId });
      if (!result.ok || toldSinceLoad.has(sessionId)) return;
      set((state) => ({ queues: { ...state.queues, [sessionId]: result.data.messages } }));
    },
    enqueue: (sessionId, prompt, images) => attempt(sessionId, deft().chat.enqueue({ sessionId, prompt, ...(images.length > 0 && { images }) })),
    edit: (sessionId, id, prompt) => attempt(sessionId, deft().chat.editQueued({ sessionId, id, prompt })),
    async remove(sessionId, id) {
      await attempt(sessionId, deft().chat.removeQueued({ sessionId, id }));
    },
    async sendNow(sessionId, id) {
      await attempt(sessionId, deft().chat.sendNow({ sessionId, id }));
    },
  };
});

/** Keeps the queues as the core tells them; returns the unsubscribe. */
export function followQueues(): () => void {
  return deft().on('chat.queue', ({ sessionId, messages }) => {
    toldSinceLoad.add(sessionId);
    useQueues.setState((state) => ({ queues: { ...state.queues, [sessionId]: messages } }));
  });
}
