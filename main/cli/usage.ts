import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { errorMessage } from '../core/common/errors.ts';

/** A mistake in how a command was called: printed with a pointer to the help, exit code 2. */
export class UsageError extends Error {
  /** The command whose help explains the right usage. */
  readonly command?: string;

  constructor(message: string, command?: string) {
    super(message);
    this.name = 'UsageError';
    this.command = command;
  }
}

/** Parses one command's arguments strictly: an unknown flag or a missing value is a `UsageError` naming the flag. */
export function parseCommandArgs<const Options extends ParseArgsOptionsConfig>(command: string, args: string[], options: Options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(errorMessage(error).replace(/\. To specify a positional argument.*$/s, '.'), command);
  }
}

/** A flag's value as a positive whole number. */
export function positiveInteger(flag: string, value: string, command: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`${flag} needs a positive whole number, not "${value}".`, command);
  return Number(value);
}

/** The positional arguments, exactly as many as `names` (used in the messages). */
export function expectArguments(command: string, positionals: string[], names: readonly string[]): string[] {
  if (positionals.length < names.length) throw new UsageError(`Missing ${names[positionals.length]}.`, command);
  if (positionals.length > names.length) throw new UsageError(`Unexpected argument: ${positionals[names.length]}`, command);
  return positionals;
}
