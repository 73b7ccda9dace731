import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { callOptions } from './call-options.ts';
import { toModelError, type ErrorContext } from './classify-error.ts';
import { fixRequest } from './fixes/index.ts';
import { loadLanguageModelFactory, type LanguageModelFactory } from './language-model.ts';
import { apiBaseUrl, missingKeyMessage, requiresApiKey, type ProviderConfig } from './provider-config.ts';
import { modelEvents, StreamPartError } from './stream-events.ts';
import { ModelError, type ModelClient, type ModelEvent, type ModelRequest } from './types.ts';

/**
 * A model client for one provider endpoint. Creating it is cheap: the provider package is loaded
 * on the first `stream()`. Each request is fixed for the provider, sent once (the loop retries),
 * and streamed back as model events; every failure is thrown as a classified `ModelError`.
 */
export function createModelClient(config: ProviderConfig): ModelClient {
  let factory: Promise<LanguageModelFactory> | undefined;
  return {
    provider: config.provider,
    model: config.model,
    prepare() {
      factory ??= loadLanguageModelFactory(config);
      // A failure is reported by the first stream(), which awaits the same promise.
      factory.catch(() => undefined);
    },
    async *stream(request: ModelRequest, signal: AbortSignal): AsyncGenerator<ModelEvent> {
      const context: ErrorContext = { config, model: request.model, endpoint: apiBaseUrl(config), signal, streaming: false };
      if (requiresApiKey(config.provider) && !config.apiKey) {
        throw new ModelError('auth', missingKeyMessage(config.provider));
      }
      let parts: ReadableStream<LanguageModelV4StreamPart>;
      try {
        factory ??= loadLanguageModelFactory(config);
        const model = (await factory)(request.model);
        parts = (await model.doStream(callOptions(fixRequest(request, config), config, signal))).stream;
      } catch (error) {
        throw toModelError(error, context);
      }
      context.streaming = true;
      const reader = parts.getReader();
      try {
        yield* modelEvents(readParts(reader, signal));
      } catch (error) {
        throw toModelError(error instanceof StreamPartError ? error.error : error, context);
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    },
  };
}

/** The parts as they come; a cancel takes effect at once, even when more parts are already buffered. */
async function* readParts(reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart>, signal: AbortSignal): AsyncGenerator<LanguageModelV4StreamPart> {
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    signal.throwIfAborted();
    yield next.value;
  }
}
