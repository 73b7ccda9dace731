import { dirname } from 'node:path';
import { inspect } from 'node:util';
import type { LogMessage, MainLogger } from 'electron-log';
import type { Redactor } from '../core/common/redact.ts';
import { knownSecrets, secretsRedactor } from '../core/settings/known-secrets.ts';
import { firstSecrets, secretsFromEnv, type Secrets } from '../core/settings/secrets.ts';

export type ConfigurableLog = Pick<MainLogger, 'transports' | 'hooks'>;

export interface LogOptions {
  /** Development builds also log to the console. */
  dev: boolean;
  /** Whose API keys to redact: the process environment. */
  env: NodeJS.ProcessEnv;
}

/** Five megabytes, then electron-log moves the file to `main.old.log` (keeping one old file) and starts afresh. */
export const logMaxBytes = 5 * 1024 * 1024;

export interface LogRedaction {
  /** The keys stored from the settings screen too, read again for every line (a key set later is redacted from then on). */
  redactKeysOf(secrets: Secrets): void;
}

/** File logging with rotation and secret redaction for every transport; the console only in development. */
export function configureLog(log: ConfigurableLog, { dev, env }: LogOptions): LogRedaction {
  log.transports.file.level = 'info';
  log.transports.file.maxSize = logMaxBytes;
  log.transports.console.level = dev ? 'debug' : false;
  let secrets: Secrets = secretsFromEnv(env);
  log.hooks.push((message: LogMessage) => {
    const redactor = secretsRedactor(knownSecrets({ secrets, envs: [env] }));
    return { ...message, data: message.data.map((value) => redactLogArgument(value, redactor)) };
  });
  return {
    redactKeysOf: (stored) => {
      secrets = firstSecrets(stored, secretsFromEnv(env));
    },
  };
}

/** A log argument with its secrets removed: text stays text, errors stay errors, anything else becomes text. */
function redactLogArgument(value: unknown, redactor: Redactor): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error) return redactor.value(value);
  return redactor.text(inspect(value, { depth: 6, breakLength: Infinity }));
}

/** The folder of the log file, for the Help menu. */
export function logsFolder(log: ConfigurableLog): string {
  return dirname(log.transports.file.getFile().path);
}
