import type { EventChannel, RequestChannel } from '../../../shared/ipc/channels.ts';

/** The two kinds of Deft window, in Electron or in a browser tab: the main one and the quick-ask one. */
export type WindowKind = 'main' | 'quick';

/**
 * What the quick-ask window may call: pick a recent project, start a session, send the question,
 * answer its approvals, hide itself, fit its height to its answer, or hand the session to the main window. Everything else
 * (settings, secrets, grants, PTY, history) stays with the main window.
 */
export const quickAskChannels: readonly RequestChannel[] = [
  'app.info',
  'shell.host',
  'shell.hideQuickAsk',
  'shell.fitQuickAsk',
  'shell.openInMain',
  'projects.recent',
  'sessions.create',
  'chat.send',
  'chat.statuses',
  'chat.cancel',
  'approvals.pending',
  'approvals.respond',
];

/** The events the quick-ask window receives: its answer streaming in, its approvals, and notices. */
export const quickAskEvents: readonly EventChannel[] = ['app.notice', 'chat.event', 'chat.status', 'approvals.asked', 'approvals.answered', 'approvals.withdrawn'];

/** The main window may call every channel; the quick-ask window those on its list. */
export function kindMayCall(kind: WindowKind, channel: RequestChannel): boolean {
  return kind === 'main' || quickAskChannels.includes(channel);
}

/** The main window receives every event; the quick-ask window those on its list. */
export function kindReceives(kind: WindowKind, event: EventChannel): boolean {
  return kind === 'main' || quickAskEvents.includes(event);
}
