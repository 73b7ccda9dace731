import type { CliIo } from '../io.ts';
import { parseSessionFlags, sessionFlags, type SessionFlagOptions } from '../session-flags.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

export type AcpOptions = SessionFlagOptions & { help: false };

const acpFlags = { ...sessionFlags, help: { type: 'boolean', short: 'h' } } as const;

/** `deft acp`'s arguments: the session flags of `deft run`, nothing else (the editor gives the folder and the prompts). */
export function parseAcpOptions(args: string[], io: Pick<CliIo, 'cwd' | 'env'>): AcpOptions | { help: true } {
  const { values, positionals } = parseCommandArgs('acp', args, acpFlags);
  if (values.help) return { help: true };
  if (positionals.length > 0) throw new UsageError(`deft acp takes no arguments, but got ${JSON.stringify(positionals[0])}: the editor sends the folder and the prompts.`, 'acp');
  return { help: false, ...parseSessionFlags('acp', values, io) };
}
