import type { ProviderInfo } from '../../../../shared/ipc/domains/models.ts';
import type { SecretsStatus } from '../../../../shared/ipc/domains/secrets.ts';

export type ProviderId = ProviderInfo['id'];
export type SecretName = SecretsStatus['names'][number];

/** The key the settings screen stores for each provider (the one a run reads first). */
export const providerKeyNames: Readonly<Record<ProviderId, SecretName | null>> = {
  anthropic: 'ANTHROPIC_API_KEY',
  openai: 'OPENAI_API_KEY',
  'openai-compatible': 'DEFT_API_KEY',
  ollama: null,
};

/**
 * The variable of the user settings' `env` that gives a provider its endpoint, as a run reads it.
 * Ollama has none of its own: `DEFT_BASE_URL` would move every provider.
 */
export const providerBaseUrlVariables: Readonly<Record<ProviderId, string | null>> = {
  anthropic: 'ANTHROPIC_BASE_URL',
  openai: 'OPENAI_BASE_URL',
  'openai-compatible': 'DEFT_BASE_URL',
  ollama: null,
};

/** The settings' `model` split into the provider it names (`ollama/llama3.1`) and the model id. */
export function parseModelSetting(setting: string): { provider: ProviderId | null; model: string } {
  const slash = setting.indexOf('/');
  const prefix = setting.slice(0, slash);
  if (slash > 0 && prefix in providerKeyNames) return { provider: prefix as ProviderId, model: setting.slice(slash + 1) };
  return { provider: null, model: setting };
}

/** The `model` setting that makes this provider's model the default. */
export function modelSetting(provider: ProviderId, model: string): string {
  return `${provider}/${model}`;
}

/** Where the provider's key comes from: stored from this screen, the environment, or nowhere. */
export function keyStatus(provider: ProviderInfo, stored: readonly SecretName[]): 'stored' | 'environment' | 'notSet' | 'none' {
  const name = providerKeyNames[provider.id];
  if (name === null) return 'none';
  if (stored.includes(name)) return 'stored';
  return provider.keySet ? 'environment' : 'notSet';
}

/** Whether text is an http(s) URL a base URL field accepts. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
