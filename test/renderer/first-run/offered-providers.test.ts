import { describe, expect, it } from 'vitest';
import type { ProviderInfo } from '../../../shared/ipc/domains/models.ts';
import { offeredProviders, preselectedProvider } from '../../../renderer/src/features/first-run/offered-providers.ts';

const provider = (id: ProviderInfo['id'], keySet = false): ProviderInfo => ({
  id,
  label: id,
  keySet,
  requiresKey: id === 'anthropic' || id === 'openai',
  defaultBaseUrl: null,
});

describe('the providers first run offers', () => {
  const all = [provider('anthropic'), provider('openai'), provider('openai-compatible'), provider('ollama')];

  it('offers Ollama only when one answers locally', () => {
    expect(offeredProviders(all, false).map((offer) => offer.id)).toEqual(['anthropic', 'openai', 'openai-compatible']);
    expect(offeredProviders(all, true).map((offer) => offer.id)).toEqual(['anthropic', 'openai', 'openai-compatible', 'ollama']);
  });

  it('preselects a provider whose key is set, else a local Ollama, else the first', () => {
    expect(preselectedProvider([provider('anthropic'), provider('openai', true), provider('ollama')])).toBe('openai');
    expect(preselectedProvider([provider('anthropic'), provider('openai'), provider('ollama')])).toBe('ollama');
    expect(preselectedProvider([provider('anthropic'), provider('openai')])).toBe('anthropic');
    expect(preselectedProvider([])).toBeNull();
  });
});
