import type { EventChannel, RequestChannel } from './channels.ts';
import type { EventPayload, RequestInput, RequestOutput } from './contract.ts';
import type { IpcResult } from './result.ts';

type Namespace = RequestChannel extends `${infer N}.${string}` ? N : never;

type RequestMethod<C extends RequestChannel> =
  undefined extends RequestInput<C>
    ? (input?: RequestInput<C>) => Promise<IpcResult<RequestOutput<C>>>
    : (input: RequestInput<C>) => Promise<IpcResult<RequestOutput<C>>>;

/** The shape of `window.deft`: one method per request channel, grouped by namespace, plus `on`. */
export type DeftApi = {
  [N in Namespace]: {
    [C in RequestChannel as C extends `${N}.${infer M}` ? M : never]: RequestMethod<C>;
  };
} & {
  on<E extends EventChannel>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};
