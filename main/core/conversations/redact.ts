import { secretNames, type Secrets } from '../settings/secrets.ts';

const redacted = '[redacted]';
/** Shorter values are too likely to occur in ordinary text to be replaced. */
const minimumSecretLength = 8;

export interface SecretRedactor {
  /** A copy of a value for the renderer: every known key replaced wherever it occurs in a string, byte buffers (terminal output) as text. */
  redact<T>(value: T): T;
  /** Reads the keys again (reading them may mean a file and a decryption, so not for every event). */
  refresh(): void;
}

export function secretRedactor(secrets: Secrets): SecretRedactor {
  let keys: string[] = [];
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return keys.reduce((text, key) => text.replaceAll(key, redacted), value);
    if (Buffer.isBuffer(value)) return walk(value.toString('utf8'));
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  const refresh = () => {
    keys = secretNames.map((name) => secrets.get(name)).filter((value): value is string => value !== undefined && value.length >= minimumSecretLength);
  };
  return { redact: <T>(value: T) => walk(value) as T, refresh };
}
