import type { IpcMainInvokeEvent } from 'electron';
import { requestChannels } from '../../shared/ipc/channels.ts';
import { fail } from '../../shared/ipc/result.ts';
import type { EventBus } from '../core/events.ts';
import { fanOutEvents } from '../core/ipc/event-fanout.ts';
import type { Router } from '../core/ipc/router.ts';
import { mayCall, type SenderFacts } from './sender.ts';
import type { WindowRoles } from './window-roles.ts';

export interface InvokeRegistry {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, input: unknown) => unknown): void;
}

/** Answers each request channel through the router after checking who is asking and what it may call. */
export function registerIpc(ipcMain: InvokeRegistry, router: Router, trustedOrigins: readonly string[], roles: WindowRoles): void {
  for (const channel of requestChannels) {
    ipcMain.handle(channel, (event, input) => {
      if (!mayCall(senderFacts(event, roles), channel, trustedOrigins)) {
        return fail('forbidden', `The sender may not call ${channel}`);
      }
      return router.handle(channel, input);
    });
  }
}

/** Sends every core event, checked against the contract, to every window Deft created; `log` hears of a payload that does not fit. */
export function forwardEvents(events: EventBus, roles: WindowRoles, log: (message: string) => void): () => void {
  const receivers = () => roles.contents().map(({ role, contents }) => ({ kind: role, send: (event: string, payload: unknown) => contents.send(event, payload) }));
  return fanOutEvents(events, receivers, log);
}

function senderFacts(event: IpcMainInvokeEvent, roles: WindowRoles): SenderFacts {
  const frame = event.senderFrame;
  return {
    frameUrl: frame?.url ?? null,
    isMainFrame: frame !== null && frame.parent === null,
    role: roles.roleOf(event.sender.id),
  };
}
