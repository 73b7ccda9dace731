import { z } from 'zod';
import { toModelError } from './classify-error.ts';
import { apiBaseUrl, missingKeyMessage, providerLabels, requiresApiKey, type ProviderConfig } from './provider-config.ts';
import { ModelError } from './types.ts';

export type ListModelsResult = { ok: true; models: string[] } | { ok: false; error: ModelError };

const idList = z.object({ data: z.array(z.object({ id: z.string() })) });
const ollamaTags = z.object({ models: z.array(z.object({ name: z.string() })) });

/** The Anthropic API version Deft speaks, as the provider package sends it. */
const anthropicVersion = '2023-06-01';

/** The models an endpoint offers, for "test connection": its models list, or why it failed. */
export async function listModels(config: ProviderConfig, signal: AbortSignal = AbortSignal.timeout(15_000)): Promise<ListModelsResult> {
  const base = apiBaseUrl(config);
  const context = { config, model: config.model, endpoint: base, signal, streaming: false };
  if (base === undefined) return { ok: false, error: new ModelError('bad_request', `${providerLabels[config.provider]} needs a base URL.`) };
  if (requiresApiKey(config.provider) && !config.apiKey) {
    return { ok: false, error: new ModelError('auth', missingKeyMessage(config.provider)) };
  }
  const { url, headers } = request(config, base);
  try {
    const response = await fetch(url, { headers: { ...headers, ...config.headers }, signal });
    const text = await response.text();
    if (!response.ok) {
      const failure = { statusCode: response.status, responseHeaders: Object.fromEntries(response.headers), responseBody: text, message: text || response.statusText };
      return { ok: false, error: toModelError(failure, context) };
    }
    const body: unknown = JSON.parse(text);
    const ids = config.provider === 'ollama' ? ollamaTags.parse(body).models.map((model) => model.name) : idList.parse(body).data.map((model) => model.id);
    return { ok: true, models: ids };
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof z.ZodError) {
      return { ok: false, error: new ModelError('other', `${url} did not answer with a model list.`, { cause: error }) };
    }
    return { ok: false, error: toModelError(error, context) };
  }
}

function request(config: ProviderConfig, base: string): { url: string; headers: Record<string, string> } {
  switch (config.provider) {
    case 'anthropic':
      return { url: `${base}/models?limit=1000`, headers: { 'x-api-key': config.apiKey ?? '', 'anthropic-version': anthropicVersion } };
    case 'ollama':
      return { url: `${base.replace(/\/v1$/, '')}/api/tags`, headers: {} };
    default:
      return { url: `${base}/models`, headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {} };
  }
}
