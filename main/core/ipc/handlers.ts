import type { RequestChannel } from '../../../shared/ipc/channels.ts';
import type { Core } from '../core.ts';
import { appHandlers } from './handlers/app.ts';
import type { DomainHandlers } from './handlers/domain-handlers.ts';

export type Handlers = DomainHandlers<RequestChannel>;

/** Maps each request channel of the contract to the core service that answers it, domain by domain. */
export function createHandlers(core: Core): Handlers {
  return {
    ...appHandlers(core),
  };
}
