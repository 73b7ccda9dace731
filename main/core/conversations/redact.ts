import { createRedactor, type Redactor } from '../common/redact.ts';
import { knownSecrets, secretsRedactor } from '../settings/known-secrets.ts';
import type { Secrets } from '../settings/secrets.ts';

export interface SecretRedactor {
  /** A copy of a value for the renderer: every known key and key-shaped text replaced wherever it occurs in a string, byte buffers (terminal output) as text. */
  redact<T>(value: T): T;
  /** Reads the keys again (reading them may mean a file and a decryption, so not for every event). */
  refresh(): void;
}

export function secretRedactor(secrets: Secrets, env: NodeJS.ProcessEnv): SecretRedactor {
  let redactor: Redactor = createRedactor([]);
  return {
    redact: (value) => redactor.value(value),
    refresh: () => {
      redactor = secretsRedactor(knownSecrets({ secrets, envs: [env] }));
    },
  };
}
