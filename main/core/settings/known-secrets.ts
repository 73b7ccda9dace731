import { createRedactor, type Redactor } from '../common/redact.ts';
import type { Withheld } from '../common/process/withheld.ts';
import { secretNames, secretValues, type Secrets } from './secrets.ts';

/**
 * Variables that carry a key Deft holds: its secrets, and a service address that may carry a
 * password (`SEARXNG_URL=https://user:pass@host`). No child gets them unless a setting names them for it.
 */
export const withheldNames: readonly string[] = [...secretNames, 'SEARXNG_URL'];

export interface KnownSecretsSources {
  secrets: Secrets;
  /** The environments Deft reads keys from: its own, and the settings' `env` over it. */
  envs: readonly Readonly<Record<string, string | undefined>>[];
  /** Keys given otherwise: `--api-key`, the provider key a run resolved. */
  keys?: readonly (string | undefined)[];
}

/** Every key Deft holds, by the variables that carry them and by value. */
export interface KnownSecrets extends Withheld {
  names: readonly string[];
  values: readonly string[];
}

export function knownSecrets({ secrets, envs, keys = [] }: KnownSecretsSources): KnownSecrets {
  const fromEnvs = envs.flatMap((env) => withheldNames.map((name) => env[name]));
  const values = [...secretValues(secrets), ...keys, ...fromEnvs].filter((value): value is string => value !== undefined && value !== '' && !isPlainAddress(value));
  return { names: withheldNames, values: [...new Set(values)] };
}

/** The one redactor of what Deft hands on (tool results, hook output, events, logs, CLI output), over the keys it holds. */
export function secretsRedactor(known: KnownSecrets): Redactor {
  return createRedactor(known.values);
}

/** An address without a password is no secret, and replacing it everywhere would only confuse. */
function isPlainAddress(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.password === '' && url.username === '';
  } catch {
    return false;
  }
}
