import type { Core } from '../../core.ts';
import type { DomainHandlers } from './domain-handlers.ts';

export function modelsHandlers(core: Core): DomainHandlers<'models.providers' | 'models.list' | 'models.test' | 'services.test'> {
  const { workspace } = core;
  return {
    'models.providers': async () => (await workspace.models()).providers(),
    'models.list': async ({ provider, baseUrl }) => (await workspace.models()).list(provider, baseUrl),
    'models.test': async ({ provider, model, baseUrl }) => (await workspace.models()).test(provider, model, baseUrl),
    'services.test': ({ service }) => workspace.testService(service),
  };
}
