import { secretNames } from '../../../shared/vocabulary/secret-names.ts';

export { secretNames };

export type SecretName = (typeof secretNames)[number];

/** Reads API keys: the desktop app's encrypted store, or the environment for the CLI. Never logged. */
export interface Secrets {
  get(name: SecretName): string | undefined;
}

/** Keys a person stores from the settings screen; values go in, only names come out (besides `get` for the services). */
export interface SecretStore extends Secrets {
  set(name: SecretName, value: string): void;
  clear(name: SecretName): void;
  /** The names that have a value, in `secretNames` order. */
  names(): SecretName[];
  /** False when values are kept as plain text because the system offers no encryption. */
  readonly encrypted: boolean;
}

/** Turns a key into bytes at rest and back: Electron's safeStorage in the app. */
export interface SecretCipher {
  /** False when `encrypt` only encodes (Linux without a keyring): the settings screen warns. */
  readonly encrypts: boolean;
  encrypt(value: string): Buffer;
  decrypt(data: Buffer): string;
}

/** The cipher of hosts without a keyring (the CLI, the tests): plain UTF-8. */
export const plainTextCipher: SecretCipher = {
  encrypts: false,
  encrypt: (value) => Buffer.from(value, 'utf8'),
  decrypt: (data) => data.toString('utf8'),
};

/** Keys from environment variables of the same names; empty values count as unset. */
export function secretsFromEnv(env: NodeJS.ProcessEnv): Secrets {
  return { get: (name) => env[name] || undefined };
}

/** The first source that has a key wins. */
export function firstSecrets(...sources: readonly Secrets[]): Secrets {
  return { get: (name) => sources.map((source) => source.get(name)).find((value) => value !== undefined) };
}

/** The value of every key that is set, for a redactor to remove. */
export function secretValues(secrets: Secrets): string[] {
  return secretNames.map((name) => secrets.get(name)).filter((value): value is string => value !== undefined);
}
