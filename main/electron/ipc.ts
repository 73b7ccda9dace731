import { BrowserWindow, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { requestChannels } from '../../shared/ipc/channels.ts';
import { events as eventSchemas } from '../../shared/ipc/contract.ts';
import { fail } from '../../shared/ipc/result.ts';
import type { Core } from '../core/core.ts';
import type { Router } from '../core/ipc/router.ts';
import { isTrustedSender } from './sender.ts';

/** Answers each request channel through the router after checking who is asking. */
export function registerIpc(router: Router, trustedOrigins: readonly string[], knownWindows: Set<number>): void {
  for (const channel of requestChannels) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, input: unknown) => {
      if (!isTrustedSender(senderFacts(event, knownWindows), trustedOrigins)) {
        return fail('forbidden', `The sender may not call ${channel}`);
      }
      return router.handle(channel, input);
    });
  }
}

/** Sends every core event, validated against the contract, to every window Deft created. */
export function forwardEvents(core: Core, knownWindows: Set<number>): () => void {
  return core.events.onAny((event, payload) => {
    const checked = eventSchemas[event].parse(payload);
    for (const window of BrowserWindow.getAllWindows()) {
      if (knownWindows.has(window.id)) window.webContents.send(event, checked);
    }
  });
}

function senderFacts(event: IpcMainInvokeEvent, knownWindows: Set<number>) {
  const window = BrowserWindow.fromWebContents(event.sender);
  const frame = event.senderFrame;
  return {
    frameUrl: frame?.url ?? null,
    isMainFrame: frame !== null && frame.parent === null,
    knownWindow: window !== null && knownWindows.has(window.id),
  };
}
