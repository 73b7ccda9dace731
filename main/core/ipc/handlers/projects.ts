import type { Core } from '../../core.ts';
import type { DomainHandlers } from './domain-handlers.ts';

export function projectsHandlers(core: Core): DomainHandlers<'projects.open' | 'projects.recent' | 'projects.remove'> {
  const { projects } = core.workspace;
  return {
    'projects.open': ({ path }) => projects.open(path),
    'projects.recent': (input) => projects.recent(input?.limit),
    'projects.remove': ({ id }) => {
      projects.remove(id);
      return null;
    },
  };
}
