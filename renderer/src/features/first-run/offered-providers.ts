import type { ProviderInfo } from '../../../../shared/ipc/domains/models.ts';

/** The providers first run offers: Ollama only when one answers locally. */
export function offeredProviders(providers: readonly ProviderInfo[], ollamaFound: boolean): ProviderInfo[] {
  return providers.filter((provider) => provider.id !== 'ollama' || ollamaFound);
}

/** The one to preselect: a provider whose key is already there, else a local Ollama, else the first. */
export function preselectedProvider(offered: readonly ProviderInfo[]): ProviderInfo['id'] | null {
  const ready = offered.find((provider) => provider.requiresKey && provider.keySet) ?? offered.find((provider) => provider.id === 'ollama');
  return (ready ?? offered[0])?.id ?? null;
}
