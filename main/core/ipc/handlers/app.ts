import type { Core } from '../../core.ts';
import type { DomainHandlers } from './domain-handlers.ts';

export function appHandlers(core: Core): DomainHandlers<'app.info'> {
  return {
    'app.info': () => core.app.info(),
  };
}
