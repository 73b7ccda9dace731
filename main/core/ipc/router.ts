import { z } from 'zod';
import { requests, type RequestInput, type RequestOutput } from '../../../shared/ipc/contract.ts';
import { fail, ok, type IpcResult } from '../../../shared/ipc/result.ts';
import type { RequestChannel } from '../../../shared/ipc/channels.ts';
import { errorMessage } from '../common/errors.ts';

/** The handlers of some of the contract's request channels. */
export type DomainHandlers<C extends RequestChannel> = {
  [K in C]: (input: RequestInput<K>) => RequestOutput<K> | Promise<RequestOutput<K>>;
};

/** A handler for every request channel. */
export type Handlers = DomainHandlers<RequestChannel>;

export interface Router {
  /** Validates the channel and input, calls the service, validates its output. Never throws. */
  handle(channel: unknown, input: unknown): Promise<IpcResult<unknown>>;
}

export interface RouterOptions {
  /** Where unexpected failures are reported with their stack; the caller only gets the message. */
  onInternalError?: (channel: string, error: unknown) => void;
}

export function createRouter(handlers: Handlers, options: RouterOptions = {}): Router {
  return {
    async handle(channel, input) {
      if (typeof channel !== 'string' || !Object.hasOwn(requests, channel)) {
        return fail('unknown_channel', `Unknown channel ${JSON.stringify(String(channel)).slice(0, 200)}`);
      }
      const name = channel as RequestChannel;
      const spec = requests[name];
      let parsedInput;
      try {
        parsedInput = spec.input.safeParse(input);
      } catch (error) {
        // A schema can still fail on input it was never meant to meet (nesting deep enough to overflow the stack).
        return fail('invalid_input', `Invalid input for ${name}: ${errorMessage(error)}`);
      }
      if (!parsedInput.success) {
        return fail('invalid_input', `Invalid input for ${name}:\n${z.prettifyError(parsedInput.error)}`);
      }
      try {
        const handler = handlers[name] as (input: unknown) => unknown;
        const output = await handler(parsedInput.data);
        return ok(spec.output.parse(output));
      } catch (error) {
        options.onInternalError?.(name, error);
        return fail('internal', errorMessage(error));
      }
    },
  };
}
