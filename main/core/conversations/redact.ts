import { createRedactor, type Redactor } from '../common/redact.ts';
import { secretValues, type Secrets } from '../settings/secrets.ts';

export interface SecretRedactor {
  /** A copy of a value for the renderer: every known key replaced wherever it occurs in a string, byte buffers (terminal output) as text. */
  redact<T>(value: T): T;
  /** Reads the keys again (reading them may mean a file and a decryption, so not for every event). */
  refresh(): void;
}

export function secretRedactor(secrets: Secrets): SecretRedactor {
  let redactor: Redactor = createRedactor([], { shapes: false });
  return {
    redact: (value) => redactor.value(value),
    refresh: () => {
      redactor = createRedactor(secretValues(secrets), { shapes: false });
    },
  };
}
