import { inspect } from 'node:util';
import { secretNames } from '../core/settings/secrets.ts';

const tokenPatterns = [/\bsk-[A-Za-z0-9_-]{16,}/g, /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/g];

/** A header or field naming a credential, with its value (one or two words: `Basic abc`). */
const credentialField = /\b(authorization|proxy-authorization|x-api-key|api-key)(["']?\s*[:=]\s*["']?)[^\s"',;]+(?:\s+[^\s"',;]+)?/gi;

/** Replaces the API keys set in `env` and anything shaped like a key or an auth header with `[redacted]`. */
export function redactSecrets(text: string, env: NodeJS.ProcessEnv): string {
  let result = text;
  for (const name of secretNames) {
    const value = env[name];
    if (value !== undefined && value.length >= 8) result = result.split(value).join('[redacted]');
  }
  result = result.replace(credentialField, '$1$2[redacted]');
  for (const pattern of tokenPatterns) result = result.replace(pattern, '[redacted]');
  return result;
}

/** A log argument with its secrets removed: text stays text, errors stay errors, anything else becomes text. */
export function redactValue(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string') return redactSecrets(value, env);
  if (value instanceof Error) {
    const copy = new Error(redactSecrets(value.message, env));
    copy.name = value.name;
    copy.stack = value.stack === undefined ? undefined : redactSecrets(value.stack, env);
    return copy;
  }
  if (value === null || typeof value !== 'object') return value;
  return redactSecrets(inspect(value, { depth: 6, breakLength: Infinity }), env);
}
