import type { LanguageModelV4StreamPart, LanguageModelV4Usage, SharedV4ProviderMetadata } from '@ai-sdk/provider';
import type { Usage } from '../../../../shared/vocabulary/agent-events.ts';
import { ModelError, type FinishReason, type ModelEvent } from './types.ts';

type Metadata = Record<string, Record<string, unknown>>;

/** A stream part that reports an error, unwrapped so the caller can classify it. */
export class StreamPartError extends Error {
  readonly error: unknown;

  constructor(error: unknown) {
    super('The provider reported an error in the stream', { cause: error });
    this.error = error;
  }
}

/**
 * The provider package's stream parts as Deft's model events. A response that ends without a
 * finish, or whose finish says it was cut off, throws an `interrupted` ModelError: a broken stream
 * is never passed off as a finished one. Error parts are thrown as `StreamPartError`.
 */
export async function* modelEvents(parts: AsyncIterable<LanguageModelV4StreamPart>): AsyncGenerator<ModelEvent> {
  const reasoning = new Map<string, Metadata>();
  let toolCalls = 0;
  for await (const part of parts) {
    switch (part.type) {
      case 'text-delta':
        if (part.delta !== '') yield { type: 'text-delta', delta: part.delta };
        break;
      case 'reasoning-start':
        reasoning.set(part.id, merged(undefined, part.providerMetadata));
        break;
      case 'reasoning-delta':
        reasoning.set(part.id, merged(reasoning.get(part.id), part.providerMetadata));
        if (part.delta !== '') yield { type: 'reasoning-delta', delta: part.delta };
        break;
      case 'reasoning-end': {
        const metadata = merged(reasoning.get(part.id), part.providerMetadata);
        reasoning.delete(part.id);
        yield Object.keys(metadata).length > 0 ? { type: 'reasoning-end', providerMetadata: metadata } : { type: 'reasoning-end' };
        break;
      }
      case 'tool-input-start':
        if (!part.providerExecuted) yield { type: 'tool-call-start', id: part.id, name: part.toolName };
        break;
      case 'tool-call':
        if (part.providerExecuted) break;
        toolCalls += 1;
        yield { type: 'tool-call', id: part.toolCallId, name: part.toolName, input: part.input };
        break;
      case 'error':
        throw new StreamPartError(part.error);
      case 'finish': {
        const reason = finishReason(part.finishReason.unified, toolCalls);
        if (reason === undefined) throw new ModelError('interrupted', 'The response stream ended before the model finished.');
        yield { type: 'finish', reason, usage: toUsage(part.usage) };
        return;
      }
    }
  }
  throw new ModelError('interrupted', 'The response stream ended without a finish.');
}

function finishReason(unified: string, toolCalls: number): FinishReason | undefined {
  switch (unified) {
    case 'stop':
      // Some compatible servers say "stop" after tool calls.
      return toolCalls > 0 ? 'tool-calls' : 'stop';
    case 'tool-calls':
    case 'length':
    case 'content-filter':
    case 'other':
      return unified;
    default:
      return undefined;
  }
}

/** Each provider's metadata merged key by key, the later values winning. */
function merged(into: Metadata | undefined, metadata: SharedV4ProviderMetadata | undefined): Metadata {
  const result: Metadata = { ...into };
  for (const [provider, values] of Object.entries(metadata ?? {})) result[provider] = { ...result[provider], ...values };
  return result;
}

/** The provider package's usage in Deft's terms; input tokens include the cached ones. */
function toUsage(usage: LanguageModelV4Usage): Usage {
  const { cacheRead, cacheWrite } = usage.inputTokens;
  const reasoning = usage.outputTokens.reasoning;
  return {
    inputTokens: usage.inputTokens.total ?? 0,
    outputTokens: usage.outputTokens.total ?? 0,
    ...(cacheRead ? { cacheReadTokens: cacheRead } : {}),
    ...(cacheWrite ? { cacheWriteTokens: cacheWrite } : {}),
    ...(reasoning ? { reasoningTokens: reasoning } : {}),
  };
}
