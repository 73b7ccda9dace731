import type { RequestChannel } from '../../../shared/ipc/channels.ts';
import type { RequestInput, RequestOutput } from '../../../shared/ipc/contract.ts';
import type { Core } from '../core.ts';

export type Handlers = {
  [C in RequestChannel]: (input: RequestInput<C>) => RequestOutput<C> | Promise<RequestOutput<C>>;
};

/** Maps each request channel of the contract to the core service that answers it. */
export function createHandlers(core: Core): Handlers {
  return {
    'app.info': () => core.app.info(),
  };
}
