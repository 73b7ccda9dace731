import type { McpServerView } from '../../../../shared/ipc/domains/extensions.ts';

export type ServerAction = 'approve' | 'refuse' | 'restart' | 'signIn';

/**
 * The buttons a server's row offers: the answer a waiting project server needs, approval again for a
 * refused one (only `.mcp.json` servers are refused here), sign-in for one that needs it, else a restart.
 */
export function actionsFor(server: Pick<McpServerView, 'status' | 'scope'>): ServerAction[] {
  if (server.status === 'pending-approval') return ['approve', 'refuse'];
  if (server.status === 'disabled') return server.scope === 'project' ? ['approve'] : [];
  if (server.status === 'needs-auth') return ['signIn', 'restart'];
  return ['restart'];
}
