import type { EventChannel, RequestChannel } from '../../shared/ipc/channels.ts';
import { originOf } from './origin.ts';

/** Which of Deft's windows a message came from: the main one, the quick-ask one, or none of ours. */
export type WindowRole = 'main' | 'quick' | null;

export interface SenderFacts {
  /** URL of the frame that sent the message, or null when the frame is gone. */
  frameUrl: string | null;
  isMainFrame: boolean;
  role: WindowRole;
}

/**
 * What the quick-ask window may call: pick a recent project, start a session, send the question,
 * answer its approvals, hide itself or hand the session to the main window. Everything else (settings, secrets, grants, PTY, history) stays with the main window.
 */
export const quickAskChannels: readonly RequestChannel[] = [
  'app.info',
  'shell.hideQuickAsk',
  'shell.openInMain',
  'projects.recent',
  'sessions.create',
  'chat.send',
  'chat.cancel',
  'approvals.pending',
  'approvals.respond',
];

/** The events the quick-ask window receives: its answer streaming in, its approvals, and notices. */
export const quickAskEvents: readonly EventChannel[] = ['app.notice', 'chat.event', 'chat.status', 'approvals.asked', 'approvals.answered', 'approvals.withdrawn'];

/** IPC is answered only for the main frame of one of our windows showing one of our origins. */
export function isTrustedSender(sender: SenderFacts, trustedOrigins: readonly string[]): boolean {
  if (sender.role === null || !sender.isMainFrame || sender.frameUrl === null) return false;
  const origin = originOf(sender.frameUrl);
  return origin !== null && trustedOrigins.includes(origin);
}

/** A trusted sender may call a channel if it is the main window, or the channel is on the quick-ask list. */
export function mayCall(sender: SenderFacts, channel: RequestChannel, trustedOrigins: readonly string[]): boolean {
  if (!isTrustedSender(sender, trustedOrigins)) return false;
  return sender.role === 'main' || quickAskChannels.includes(channel);
}
