import { dirname } from 'node:path';
import type { LogMessage, MainLogger } from 'electron-log';
import { redactValue } from './redact.ts';

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
  log.hooks.push((message: LogMessage) => ({ ...message, data: message.data.map((value) => redactValue(value, env)) }));
}

/** The folder of the log file, for the Help menu. */
export function logsFolder(log: ConfigurableLog): string {
  return dirname(log.transports.file.getFile().path);
}
