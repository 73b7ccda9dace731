import type { SecretName } from '../../settings/secrets.ts';
import { coreMessageOf, type CoreMessage } from '../../../../shared/vocabulary/core-messages.ts';
import type { ProviderId } from './types.ts';

/** One model endpoint: which protocol, where, and with which key. */
export interface ProviderConfig {
  provider: ProviderId;
  /** The default model; a request may name another one. */
  model: string;
  /** The endpoint; see `apiBaseUrl` for what is added to it. */
  baseUrl?: string;
  apiKey?: string;
  headers?: Record<string, string>;
  /** OpenAI only: Chat Completions or the Responses API (the default). */
  api?: 'chat' | 'responses';
}

export const providerIds: readonly ProviderId[] = ['anthropic', 'openai', 'openai-compatible', 'ollama'];

export function isProviderId(value: string): value is ProviderId {
  return (providerIds as readonly string[]).includes(value);
}

export const providerLabels: Readonly<Record<ProviderId, string>> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  'openai-compatible': 'OpenAI-compatible endpoint',
  ollama: 'Ollama',
};

/** The keys a provider takes, most specific first; none for the keyless ones. */
export const apiKeyNames: Readonly<Record<ProviderId, readonly SecretName[]>> = {
  anthropic: ['ANTHROPIC_API_KEY', 'DEFT_API_KEY'],
  openai: ['OPENAI_API_KEY', 'DEFT_API_KEY'],
  // Never OPENAI_API_KEY: it would be sent to whatever server the base URL names.
  'openai-compatible': ['DEFT_API_KEY'],
  ollama: [],
};

/** Whether the provider refuses requests without a key (compatible servers such as vLLM may not). */
export function requiresApiKey(provider: ProviderId): boolean {
  return provider === 'anthropic' || provider === 'openai';
}

/** Where a person puts the provider's key. */
export function keyAdvice(provider: ProviderId): CoreMessage {
  const [name, ...others] = apiKeyNames[provider];
  if (name === undefined) return coreMessageOf('model.takes-no-key', { provider: providerLabels[provider] });
  const names = others.length > 0 ? coreMessageOf('model.key-or-others', { name, others: others.join(', ') }) : name;
  return coreMessageOf('model.key-advice', { names });
}

export function missingKeyMessage(provider: ProviderId): CoreMessage {
  return coreMessageOf('model.no-key', { provider: providerLabels[provider], advice: keyAdvice(provider) });
}

export const defaultBaseUrls: Readonly<Partial<Record<ProviderId, string>>> = {
  anthropic: 'https://api.anthropic.com',
  openai: 'https://api.openai.com/v1',
  ollama: 'http://127.0.0.1:11434/v1',
};

/**
 * The URL the provider package appends its paths to. Anthropic's base URL names the host, as with
 * `ANTHROPIC_BASE_URL` in Claude Code, and gets `/v1`; an OpenAI-style URL that is only an origin
 * (`https://api.deepseek.com`, the mock server) gets `/v1` too, one with a path is kept as it is.
 */
export function apiBaseUrl(config: ProviderConfig): string | undefined {
  const base = config.baseUrl ?? defaultBaseUrls[config.provider];
  if (base === undefined) return undefined;
  const url = new URL(base);
  const path = url.pathname.replace(/\/+$/, '');
  const needsVersion = config.provider === 'anthropic' ? !path.endsWith('/v1') : path === '';
  url.pathname = needsVersion ? `${path}/v1` : path;
  return url.href.replace(/\/+$/, '');
}
