import { createRedactor, type Redactor } from '../common/redact.ts';
import { knownSecrets, secretsRedactor } from '../settings/known-secrets.ts';
import type { Secrets } from '../settings/secrets.ts';

export interface SecretRedactor {
  /** A copy of a value for the renderer: every known key and key-shaped text replaced wherever it occurs in a string, byte buffers (terminal output) as text. */
  redact<T>(value: T): T;
  /**
   * `redact` of each item but its `images`: the person's images are base64 pixels, which hold no
   * text a key shows in, and a key shape found by chance in them would only spoil the picture.
   */
  redactBesideImages<T extends object>(items: readonly T[]): T[];
  /** Reads the keys again (reading them may mean a file and a decryption, so not for every event). */
  refresh(): void;
}

export function secretRedactor(secrets: Secrets, env: NodeJS.ProcessEnv): SecretRedactor {
  let redactor: Redactor = createRedactor([]);
  return {
    redact: (value) => redactor.value(value),
    redactBesideImages: (items) =>
      items.map((item) => {
        if (!('images' in item) || item.images === undefined) return redactor.value(item);
        const { images, ...rest } = item;
        return { ...redactor.value(rest), images } as typeof item;
      }),
    refresh: () => {
      redactor = secretsRedactor(knownSecrets({ secrets, envs: [env] }));
    },
  };
}
