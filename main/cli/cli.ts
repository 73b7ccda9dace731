import { parseArgs } from 'node:util';
import { appVersion } from '../core/version.ts';
import { helpText } from './help.ts';
import type { CliIo } from './io.ts';

/** Runs the `deft` command with its arguments and returns the exit code. Commands load on demand, so `--version` stays instant. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        version: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
        json: { type: 'boolean' },
        project: { type: 'string' },
      },
    });
  } catch (error) {
    return usageError(io, (error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.version) {
    io.stdout(`${appVersion}\n`);
    return 0;
  }
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') {
    io.stdout(helpText);
    return 0;
  }
  if (command === 'doctor' && rest.length === 0) {
    const { doctor } = await import('./commands/doctor.ts');
    return doctor({ project: values.project, json: values.json ?? false }, io);
  }
  return usageError(io, `Unknown command: ${positionals.join(' ')}`);
}

function usageError(io: CliIo, message: string): number {
  io.stderr(`deft: ${message}\nRun "deft --help" for usage.\n`);
  return 2;
}
