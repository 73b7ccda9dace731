import type { Store } from '../../store/store.ts';
import { ModelError, type ModelClient, type ModelRequest } from '../model/types.ts';
import type { AgentEvent } from '../../../../shared/vocabulary/agent-events.ts';
import { collectResponse, type CollectedResponse } from './collect-response.ts';
import { recordResponse, type ResponseRecord } from './response-record.ts';
import { retryDelay, sleep, type RetryPolicy } from './retry.ts';
import { errorMessage } from '../../common/errors.ts';

type Emit = (event: AgentEventBody) => void;
export type AgentEventBody = AgentEvent extends infer E ? (E extends AgentEvent ? Omit<E, 'sessionId' | 'subagent'> : never) : never;

export type Responded =
  | { ok: true; response: CollectedResponse; record: ResponseRecord }
  | { ok: false; status: 'cancelled' | 'error'; error: ModelError };

export interface RespondOptions {
  client: ModelClient;
  store: Store;
  sessionId: string;
  retry: RetryPolicy;
  textBatchMs?: number;
  emit: Emit;
}

/**
 * One model response, streamed into the store and to the listener. A response that breaks is
 * removed from the store and tried again after a backoff, while the errors allow it; a cancelled
 * one keeps what it streamed, marked as interrupted.
 */
export async function respond(request: ModelRequest, signal: AbortSignal, options: RespondOptions): Promise<Responded> {
  const { emit } = options;
  for (let attempt = 1; ; attempt++) {
    emit({ type: 'status', status: 'requesting', ...(attempt > 1 && { attempt }) });
    const record = recordResponse(options.store, options.sessionId, options.client.model, options.textBatchMs);
    emit({ type: 'message', messageId: record.messageId, role: 'assistant' });
    let streaming = false;
    const started = () => {
      if (streaming) return;
      streaming = true;
      emit({ type: 'status', status: 'streaming' });
    };
    try {
      const response = await collectResponse(options.client, request, signal, {
        text(delta) {
          started();
          record.text(delta);
          emit({ type: 'text', messageId: record.messageId, delta });
        },
        reasoning(delta) {
          started();
          record.reasoning(delta);
          emit({ type: 'reasoning', messageId: record.messageId, delta });
        },
        reasoningEnd: (providerMetadata) => record.reasoningEnd(providerMetadata),
        toolCallStart: started,
      });
      record.finish();
      return { ok: true, response, record };
    } catch (thrown) {
      const error = asModelError(thrown, signal);
      if (error.kind === 'cancelled') {
        record.interrupt();
        return { ok: false, status: 'cancelled', error };
      }
      record.discard();
      emit({ type: 'message_discarded', messageId: record.messageId });
      const delay = retryDelay(error, attempt, options.retry);
      if (delay === undefined) return { ok: false, status: 'error', error };
      emit({ type: 'status', status: 'retrying', attempt: attempt + 1, delayMs: delay, detail: error.message });
      try {
        await sleep(delay, signal);
      } catch {
        return { ok: false, status: 'cancelled', error: new ModelError('cancelled', 'Cancelled while waiting to retry.') };
      }
    }
  }
}

export function asModelError(error: unknown, signal: AbortSignal): ModelError {
  if (signal.aborted) return new ModelError('cancelled', 'The request was cancelled.', { cause: error });
  if (error instanceof ModelError) return error;
  const message = errorMessage(error);
  return new ModelError('other', message, { cause: error });
}
