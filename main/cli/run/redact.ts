import { secretNames } from '../../core/settings/secrets.ts';
import type { CliIo } from '../io.ts';

const redacted = '[redacted]';
/** Shorter values are too likely to occur in ordinary text to be replaced. */
const minimumSecretLength = 8;

/** The API keys of this run: the `--api-key` value and every key in the environment. */
export function secretValues(env: NodeJS.ProcessEnv, apiKey: string | undefined): string[] {
  return [apiKey, ...secretNames.map((name) => env[name])].filter(
    (value): value is string => value !== undefined && value.length >= minimumSecretLength,
  );
}

/** The same io, except that the given secrets never reach stdout or stderr. */
export function redactingIo(io: CliIo, secrets: readonly string[]): CliIo {
  const redact = (text: string) => secrets.reduce((result, secret) => result.replaceAll(secret, redacted), text);
  return { ...io, stdout: (text) => io.stdout(redact(text)), stderr: (text) => io.stderr(redact(text)) };
}
