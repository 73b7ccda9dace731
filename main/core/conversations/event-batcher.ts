import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';

export interface EventBatcher {
  push(event: AgentEvent): void;
  /** Sends what is queued now. */
  flush(): void;
}

type Delta = AgentEvent & { type: 'text' | 'reasoning' };

const isDelta = (event: AgentEvent): event is Delta => event.type === 'text' || event.type === 'reasoning';
const isProgress = (event: AgentEvent) => event.type === 'tool' && event.event.type === 'progress';
const sameStream = (a: Delta, b: Delta) => a.type === b.type && a.messageId === b.messageId && a.sessionId === b.sessionId;

/**
 * Queues a conversation's events in order and sends them in batches: consecutive deltas of one
 * message become one, streamed events wait for a timer (one at a time), anything else is sent at once
 * with what came before it.
 */
export function createEventBatcher(send: (events: AgentEvent[]) => void, intervalMs = 16): EventBatcher {
  let queue: AgentEvent[] = [];
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(batch);
  };

  return {
    push(event) {
      const last = queue.at(-1);
      if (isDelta(event) && last && isDelta(last) && sameStream(last, event)) {
        queue[queue.length - 1] = { ...last, delta: last.delta + event.delta };
      } else {
        queue.push(event);
      }
      if (!isDelta(event) && !isProgress(event)) flush();
      else timer ??= setTimeout(flush, intervalMs);
    },
    flush,
  };
}
