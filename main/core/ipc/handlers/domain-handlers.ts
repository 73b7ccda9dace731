import type { RequestChannel } from '../../../../shared/ipc/channels.ts';
import type { RequestInput, RequestOutput } from '../../../../shared/ipc/contract.ts';

/** The handlers of some of the contract's request channels. */
export type DomainHandlers<C extends RequestChannel> = {
  [K in C]: (input: RequestInput<K>) => RequestOutput<K> | Promise<RequestOutput<K>>;
};
