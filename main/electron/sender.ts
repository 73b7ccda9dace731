import type { RequestChannel } from '../../shared/ipc/channels.ts';
import { kindMayCall, type WindowKind } from '../core/ipc/window-kinds.ts';
import { originOf } from './origin.ts';

/** Which of Deft's windows a message came from: the main one, the quick-ask one, or none of ours. */
export type WindowRole = WindowKind | null;

export interface SenderFacts {
  /** URL of the frame that sent the message, or null when the frame is gone. */
  frameUrl: string | null;
  isMainFrame: boolean;
  role: WindowRole;
}

/** IPC is answered only for the main frame of one of our windows showing one of our origins. */
export function isTrustedSender(sender: SenderFacts, trustedOrigins: readonly string[]): boolean {
  if (sender.role === null || !sender.isMainFrame || sender.frameUrl === null) return false;
  const origin = originOf(sender.frameUrl);
  return origin !== null && trustedOrigins.includes(origin);
}

/** A trusted sender may call a channel if it is the main window, or the channel is on the quick-ask list. */
export function mayCall(sender: SenderFacts, channel: RequestChannel, trustedOrigins: readonly string[]): boolean {
  if (!isTrustedSender(sender, trustedOrigins)) return false;
  return sender.role !== null && kindMayCall(sender.role, channel);
}
