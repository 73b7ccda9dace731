import type { DeftApi } from '../shared/ipc/api.ts';

export interface Transport {
  invoke(channel: string, input: unknown): Promise<unknown>;
  subscribe(event: string, listener: (payload: unknown) => void): () => void;
}

export interface ChannelNames {
  requests: readonly string[];
  events: readonly string[];
}

/**
 * Builds `window.deft` from the channel names: one named method per request channel and an
 * `on(event, listener)` that accepts known events only. Self-contained on purpose (no imports
 * used at run time): the end-to-end harness injects its source text into a browser page.
 */
export function buildDeftApi(names: ChannelNames, transport: Transport): DeftApi {
  const api: Record<string, unknown> = {};
  for (const channel of names.requests) {
    const [namespace, method] = channel.split('.');
    const group = (api[namespace] ??= {}) as Record<string, unknown>;
    group[method] = (input?: unknown) => transport.invoke(channel, input);
  }
  const known = new Set(names.events);
  api.on = (event: string, listener: (payload: unknown) => void) => {
    if (!known.has(event)) throw new Error(`Unknown event "${event}"`);
    if (typeof listener !== 'function') throw new Error('The listener must be a function');
    return transport.subscribe(event, listener);
  };
  return Object.freeze(api) as DeftApi;
}
