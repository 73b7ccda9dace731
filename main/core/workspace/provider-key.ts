import { apiBaseUrl, apiKeyNames, defaultBaseUrls } from '../agent/model/provider-config.ts';
import type { ProviderId } from '../agent/model/types.ts';
import type { Secrets } from '../settings/secrets.ts';

/** The base URL a run would use from the environment, as `resolveProvider` reads it. */
export function configuredBaseUrl(provider: ProviderId, env: NodeJS.ProcessEnv): string | undefined {
  const named = provider === 'anthropic' ? env.ANTHROPIC_BASE_URL : provider === 'openai' ? env.OPENAI_BASE_URL : undefined;
  return [env.DEFT_BASE_URL, named].map((url) => url?.trim()).find((url) => url) ?? defaultBaseUrls[provider];
}

/**
 * The provider's key, but only for the base URL a run would send it to: a URL the caller names
 * (the renderer) gets no key, so a key can never be sent to a server of the caller's choosing.
 */
export function keyForEndpoint(provider: ProviderId, baseUrl: string, env: NodeJS.ProcessEnv, secrets: Secrets): string | undefined {
  const configured = configuredBaseUrl(provider, env);
  if (configured === undefined || !sameEndpoint(provider, configured, baseUrl)) return undefined;
  return apiKeyNames[provider].map((name) => secrets.get(name)).find((key) => key !== undefined);
}

function sameEndpoint(provider: ProviderId, a: string, b: string): boolean {
  try {
    return apiBaseUrl({ provider, model: '', baseUrl: a }) === apiBaseUrl({ provider, model: '', baseUrl: b });
  } catch {
    return false;
  }
}

/** The message with every occurrence of the key blanked out (servers sometimes quote what they were sent). */
export function withoutKey(message: string, key: string | undefined): string {
  return key ? message.split(key).join('[key]') : message;
}
