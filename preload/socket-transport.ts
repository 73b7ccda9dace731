import type { RequestFrame, ServerFrame } from '../shared/ipc/socket-frames.ts';
import type { IpcResult } from '../shared/ipc/result.ts';
import type { Transport } from './build-api.ts';

/** What the transport needs of a WebSocket: the browser's, or Node's in tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  addEventListener(type: 'open' | 'close', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const open = 1;

/**
 * `window.deft`'s transport over a WebSocket to `deft web`: each request is a frame with a fresh
 * id, answered by the result frame with that id; event frames go to the listeners of their event.
 * Requests made before the socket opens wait for it. When it closes, the page hears `lostMessage`
 * as an error notice and every request answers it from then on (the page reconnects by reloading,
 * which fetches again what it missed).
 */
export function socketTransport(socket: SocketLike, lostMessage: string): Transport {
  let nextId = 0;
  const pending = new Map<number, (result: IpcResult<unknown>) => void>();
  const waiting: string[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let closed = false;
  const lostResult = (): IpcResult<never> => ({ ok: false, error: { code: 'internal', message: lostMessage } });
  const deliver = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };

  socket.addEventListener('open', () => {
    for (const frame of waiting.splice(0)) socket.send(frame);
  });
  socket.addEventListener('close', () => {
    closed = true;
    for (const resolve of pending.values()) resolve(lostResult());
    pending.clear();
    deliver('app.notice', { level: 'error', message: lostMessage });
  });
  socket.addEventListener('message', ({ data }) => {
    if (typeof data !== 'string') return;
    const frame = JSON.parse(data) as ServerFrame;
    if (frame.type === 'event') deliver(frame.event, frame.payload);
    else if (frame.id !== null) {
      pending.get(frame.id)?.(frame.result);
      pending.delete(frame.id);
    }
  });

  return {
    invoke(channel, input) {
      if (closed) return Promise.resolve(lostResult());
      const request: RequestFrame = { id: nextId++, channel, input };
      const text = JSON.stringify(request);
      return new Promise((resolve) => {
        pending.set(request.id, resolve);
        if (socket.readyState === open) socket.send(text);
        else waiting.push(text);
      });
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
