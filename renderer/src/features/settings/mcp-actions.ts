import type { McpServerStatus, McpServerView } from '../../../../shared/ipc/domains/extensions.ts';

export type ServerAction = 'approve' | 'refuse' | 'restart' | 'signIn';

/**
 * The buttons a server's row offers beside its on/off switch: the answer a waiting project server
 * needs, sign-in for one that needs it, a restart for one that runs or tried to; nothing while off.
 */
export function actionsFor(server: Pick<McpServerView, 'status' | 'scope'>): ServerAction[] {
  if (server.status === 'pending-approval') return ['approve', 'refuse'];
  if (server.status === 'disabled') return [];
  if (server.status === 'needs-auth') return ['signIn', 'restart'];
  return ['restart'];
}

/** How a status looks, beside its words: a colour (`tone`, styled by the settings CSS) and a symbol, so none relies on colour alone. */
export type StatusTone = 'ok' | 'busy' | 'attention' | 'failed' | 'off';

export const statusLooks: Readonly<Record<McpServerStatus, { tone: StatusTone; icon: string }>> = {
  connected: { tone: 'ok', icon: '●' },
  connecting: { tone: 'busy', icon: '◌' },
  'pending-approval': { tone: 'attention', icon: '?' },
  'needs-auth': { tone: 'attention', icon: '!' },
  failed: { tone: 'failed', icon: '✕' },
  disabled: { tone: 'off', icon: '○' },
};
