import { z } from 'zod';
import type { EventChannel, RequestChannel } from '../../../shared/ipc/channels.ts';
import { requests } from '../../../shared/ipc/contract.ts';
import { fail, type IpcResult } from '../../../shared/ipc/result.ts';
import type { ServerFrame } from '../../../shared/ipc/socket-frames.ts';
import { errorMessage } from '../common/errors.ts';
import type { EventReceiver } from './event-fanout.ts';
import type { Router } from './router.ts';
import { kindMayCall, type WindowKind } from './window-kinds.ts';

const requestFrame = z.strictObject({
  id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  channel: z.string().max(200),
  input: z.unknown().optional(),
});

/** One open socket of a browser tab: frames in, answers and events out. */
export interface SocketSession extends EventReceiver {
  /** Handles one frame the page sent; never throws, answers even a broken frame. */
  receive(data: string | Buffer, isBinary: boolean): Promise<void>;
}

/**
 * The IPC contract over a WebSocket, for one tab of the given window kind: each text frame is a
 * request (`RequestFrame`) answered through the same router as Electron's IPC, after the same
 * check of what this kind of window may call; events go out as `EventFrame`s. `send` writes one
 * frame to the socket.
 */
export function createSocketSession(kind: WindowKind, router: Router, send: (frame: string) => void): SocketSession {
  const write = (frame: ServerFrame) => send(JSON.stringify(frame));
  const answer = (id: number | null, result: IpcResult<unknown>) => write({ type: 'result', id, result });

  return {
    kind,
    send: (event: EventChannel, payload: unknown) => write({ type: 'event', event, payload }),
    async receive(data, isBinary) {
      if (isBinary) return answer(null, fail('invalid_input', 'Frames are JSON text; a binary frame was sent'));
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch (error) {
        return answer(null, fail('invalid_input', `The frame is not JSON: ${errorMessage(error)}`));
      }
      const frame = requestFrame.safeParse(parsed);
      if (!frame.success) {
        return answer(idOf(parsed), fail('invalid_input', `The frame is not a request {id, channel, input}: ${z.prettifyError(frame.error)}`));
      }
      const { id, channel, input } = frame.data;
      if (Object.hasOwn(requests, channel) && !kindMayCall(kind, channel as RequestChannel)) {
        return answer(id, fail('forbidden', `The ${kind === 'quick' ? 'quick-ask' : kind} window may not call ${channel}`));
      }
      answer(id, await router.handle(channel, input));
    },
  };
}

/** The id of a frame that is wrong elsewhere, so the page can still match the answer to its request. */
function idOf(frame: unknown): number | null {
  if (typeof frame !== 'object' || frame === null || !('id' in frame)) return null;
  const { id } = frame;
  return Number.isSafeInteger(id) && (id as number) >= 0 ? (id as number) : null;
}
