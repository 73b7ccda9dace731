import type { SecretsStatus } from '../../../../shared/ipc/domains/secrets.ts';
import type { Core } from '../../core.ts';
import type { SecretStore } from '../../settings/secrets.ts';
import type { DomainHandlers } from '../router.ts';

/** Values only go in: every answer is the names that are set. */
export function secretsHandlers(core: Core): DomainHandlers<'secrets.set' | 'secrets.clear' | 'secrets.list'> {
  const { secrets } = core.workspace;
  return {
    'secrets.set': ({ name, value }) => {
      secrets.set(name, value);
      return statusOf(secrets);
    },
    'secrets.clear': ({ name }) => {
      secrets.clear(name);
      return statusOf(secrets);
    },
    'secrets.list': () => statusOf(secrets),
  };
}

function statusOf(secrets: SecretStore): SecretsStatus {
  return { names: secrets.names(), encrypted: secrets.encrypted };
}
