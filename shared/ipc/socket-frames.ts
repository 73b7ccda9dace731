import type { IpcResult } from './result.ts';

/**
 * The frames of the WebSocket that carries the IPC contract to a browser tab (`deft web`), as JSON
 * text. The page sends a request with an id of its choosing; the server answers that id with the
 * same result an IPC call gives, and pushes core events as they happen.
 */
export interface RequestFrame {
  id: number;
  channel: string;
  /** Absent for channels whose input is `undefined`. */
  input?: unknown;
}

/** An answer to a request; `id` is null when the frame was too broken to carry one. */
export interface ResultFrame {
  type: 'result';
  id: number | null;
  result: IpcResult<unknown>;
}

export interface EventFrame {
  type: 'event';
  event: string;
  payload: unknown;
}

export type ServerFrame = ResultFrame | EventFrame;

/** The path of the socket on the `deft web` server; `?kind=quick` narrows it to the quick-ask window's contract. */
export const socketPath = '/ipc';
