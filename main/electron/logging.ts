import { dirname } from 'node:path';
import { inspect } from 'node:util';
import type { LogMessage, MainLogger } from 'electron-log';
import { createRedactor, type Redactor } from '../core/common/redact.ts';
import { secretsFromEnv, secretValues } from '../core/settings/secrets.ts';

export type ConfigurableLog = Pick<MainLogger, 'transports' | 'hooks'>;

export interface LogOptions {
  /** Development builds also log to the console. */
  dev: boolean;
  /** Whose API keys to redact: the process environment. */
  env: NodeJS.ProcessEnv;
}

/** Five megabytes, then electron-log moves the file to `main.old.log` (keeping one old file) and starts afresh. */
export const logMaxBytes = 5 * 1024 * 1024;

/** File logging with rotation and secret redaction for every transport; the console only in development. */
export function configureLog(log: ConfigurableLog, { dev, env }: LogOptions): void {
  log.transports.file.level = 'info';
  log.transports.file.maxSize = logMaxBytes;
  log.transports.console.level = dev ? 'debug' : false;
  const redactor = createRedactor(secretValues(secretsFromEnv(env)), { shapes: true });
  log.hooks.push((message: LogMessage) => ({ ...message, data: message.data.map((value) => redactLogArgument(value, redactor)) }));
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
