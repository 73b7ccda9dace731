import type { QueuedMessage } from '../../../shared/ipc/domains/chat.ts';
import { newId } from '../store/ids.ts';
import type { MessageImage } from '../store/types.ts';

/**
 * The messages a person sent to a session while its turn ran, in order. Whoever drives the session
 * takes the first `after_turn` one as the next prompt when a turn ends; the agent takes the `steer`
 * ones at its turn's next safe point.
 */
export interface MessageQueue {
  list(): QueuedMessage[];
  enqueue(prompt: string, images?: readonly MessageImage[]): QueuedMessage;
  /** Throws when the message is no longer queued (delivered or removed). */
  edit(id: string, prompt: string): QueuedMessage;
  remove(id: string): void;
  /** "Send now": delivered at the running turn's next safe point. */
  sendNow(id: string): QueuedMessage;
  /** The `steer` messages, taken out of the queue in order. */
  takeSteering(): QueuedMessage[];
  /** The first message left (a `steer` one too, when no turn took it), taken out of the queue. */
  takeNext(): QueuedMessage | undefined;
  /** Called with the whole queue after each change; returns the unsubscribe. */
  onChange(listener: (messages: QueuedMessage[]) => void): () => void;
}

export class NotQueuedError extends Error {
  constructor(id: string) {
    super(`Message ${id} is not queued any more: it was delivered or removed.`);
    this.name = 'NotQueuedError';
  }
}

/** Where a queue outlives its session being open (the desktop's, across a restart): what was kept, and each change to keep. */
export interface QueueKeeper {
  kept: readonly QueuedMessage[];
  keep(messages: readonly QueuedMessage[]): void;
}

/** A queue, starting from what `keeper` kept. */
export function createMessageQueue(keeper?: QueueKeeper): MessageQueue {
  let messages: QueuedMessage[] = (keeper?.kept ?? []).map((message) => ({ ...message }));
  const listeners = new Set<(messages: QueuedMessage[]) => void>();
  const changed = () => {
    keeper?.keep(messages);
    for (const listener of listeners) listener(list());
  };
  const list = () => messages.map((message) => ({ ...message }));
  const find = (id: string) => {
    const found = messages.find((message) => message.id === id);
    if (!found) throw new NotQueuedError(id);
    return found;
  };
  const update = (id: string, change: Partial<QueuedMessage>) => {
    const updated = { ...find(id), ...change };
    messages = messages.map((message) => (message.id === id ? updated : message));
    changed();
    return { ...updated };
  };
  const take = (taken: readonly QueuedMessage[]) => {
    if (taken.length === 0) return [];
    messages = messages.filter((message) => !taken.includes(message));
    changed();
    return taken.map((message) => ({ ...message }));
  };
  return {
    list,
    enqueue(prompt, images = []) {
      const message: QueuedMessage = { id: newId(), prompt, ...(images.length > 0 && { images: [...images] }), delivery: 'after_turn' };
      messages = [...messages, message];
      changed();
      return { ...message };
    },
    edit: (id, prompt) => update(id, { prompt }),
    remove(id) {
      take([find(id)]);
    },
    sendNow: (id) => update(id, { delivery: 'steer' }),
    takeSteering: () => take(messages.filter((message) => message.delivery === 'steer')),
    takeNext: () => take(messages.slice(0, 1))[0],
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
