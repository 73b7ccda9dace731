import type { LanguageModelV4 } from '@ai-sdk/provider';
import { apiBaseUrl, type ProviderConfig } from './provider-config.ts';

/** Makes the provider package's model for a model id; the package is loaded on first use. */
export type LanguageModelFactory = (modelId: string) => LanguageModelV4;

/**
 * The AI SDK provider packages, used only as the transport: their `doStream()` speaks the wire
 * protocol; retrying, the loop and the tools are Deft's (the SDK retries only in the `ai` package,
 * which Deft does not use).
 */
export async function loadLanguageModelFactory(config: ProviderConfig): Promise<LanguageModelFactory> {
  const baseURL = apiBaseUrl(config);
  const { apiKey, headers } = config;
  switch (config.provider) {
    case 'anthropic': {
      // The package makes a default instance as it loads, from ANTHROPIC_BASE_URL, and throws on an
      // empty one; Deft has already read that variable, taking empty as unset.
      if (process.env.ANTHROPIC_BASE_URL?.trim() === '') delete process.env.ANTHROPIC_BASE_URL;
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      const provider = createAnthropic({ baseURL, apiKey, headers });
      return (modelId) => provider.languageModel(modelId);
    }
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      const provider = createOpenAI({ baseURL, apiKey, headers });
      return (modelId) => (config.api === 'chat' ? provider.chat(modelId) : provider.responses(modelId));
    }
    case 'openai-compatible':
    case 'ollama': {
      if (baseURL === undefined) throw new Error('An OpenAI-compatible provider needs a base URL');
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const provider = createOpenAICompatible({ name: config.provider, baseURL, apiKey, headers, includeUsage: true });
      return (modelId) => provider.chatModel(modelId);
    }
  }
}
