import type { Core } from '../../core.ts';
import type { DomainHandlers } from './domain-handlers.ts';

export function grantsHandlers(core: Core): DomainHandlers<'grants.list' | 'grants.revoke'> {
  const { workspace } = core;
  return {
    'grants.list': async ({ projectPath, sessionId }) => (await workspace.grants()).list(projectPath, sessionId),
    'grants.revoke': async ({ projectPath, grant }) => {
      (await workspace.grants()).revoke(projectPath, grant);
      return null;
    },
  };
}
