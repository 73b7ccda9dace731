import type { EventChannel } from '../../../shared/ipc/channels.ts';
import { events as eventSchemas } from '../../../shared/ipc/contract.ts';
import { fitContract } from '../../../shared/ipc/fit-contract.ts';
import type { EventBus } from '../events.ts';
import { kindReceives, type WindowKind } from './window-kinds.ts';

/** A window (Electron's web contents, a browser tab's socket) that core events are sent to. */
export interface EventReceiver {
  kind: WindowKind;
  send(event: EventChannel, payload: unknown): void;
}

/**
 * Sends every core event, checked against the contract once, to each receiver whose window kind
 * receives it; `log` hears of a payload that does not fit. The events come from the core already
 * batched (a conversation's stream is gathered by its event batcher), so every host sends the
 * same batches. Answers a function that stops the forwarding.
 */
export function fanOutEvents(events: EventBus, receivers: () => Iterable<EventReceiver>, log: (message: string) => void): () => void {
  return events.onAny((event, payload) => {
    const checked = fitContract(event, eventSchemas[event], payload, log);
    if (checked === undefined) return;
    for (const receiver of receivers()) {
      if (kindReceives(receiver.kind, event)) receiver.send(event, checked);
    }
  });
}
