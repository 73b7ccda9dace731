import { useState } from 'react';
import { deft } from '../../deft.ts';
import { useAction } from './use-action.ts';
import type { ProviderId } from './provider-settings.ts';

/**
 * A provider's "Test connection": `models.test` for the verdict, shown as it came back, and
 * `models.list` for the models to choose the default from.
 */
export function useProviderCheck(provider: ProviderId) {
  const test = useAction((baseUrl?: string, model?: string) =>
    deft().models.test({ provider, ...(baseUrl && { baseUrl }), ...(model && { model }) }),
  );
  const [models, setModels] = useState<string[]>([]);
  const run = async (baseUrl?: string, model?: string) => {
    const [, listed] = await Promise.all([test.run(baseUrl, model), deft().models.list({ provider, ...(baseUrl && { baseUrl }) })]);
    setModels(listed.ok && listed.data.ok ? listed.data.models : []);
  };
  return { result: test.data, failure: test.failure, pending: test.pending, models, run };
}
