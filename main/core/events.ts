import type { EventChannel } from '../../shared/ipc/channels.ts';
import type { EventPayload } from '../../shared/ipc/contract.ts';

type Listener<E extends EventChannel> = (payload: EventPayload<E>) => void;
type AnyListener = <E extends EventChannel>(event: E, payload: EventPayload<E>) => void;

/** The core's outgoing events, typed by the IPC contract; hosts forward them to their UI. */
export interface EventBus {
  emit<E extends EventChannel>(event: E, payload: EventPayload<E>): void;
  on<E extends EventChannel>(event: E, listener: Listener<E>): () => void;
  onAny(listener: AnyListener): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  const anyListeners = new Set<AnyListener>();
  return {
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
      for (const listener of anyListeners) listener(event, payload);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const entry = listener as (payload: unknown) => void;
      set.add(entry);
      return () => set.delete(entry);
    },
    onAny(listener) {
      anyListeners.add(listener);
      return () => anyListeners.delete(listener);
    },
  };
}
