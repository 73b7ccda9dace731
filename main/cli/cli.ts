import { appVersion } from '../core/version.ts';
import { commandHelp, helpText } from './help.ts';
import type { CliIo } from './io.ts';
import { UsageError } from './usage.ts';
import { errorMessage } from '../core/common/errors.ts';

/** A command: its own arguments in, an exit code out. */
export type Command = (args: string[], io: CliIo) => Promise<number>;

/** Loaded on demand, so `--version` and `--help` stay instant. */
const commands: Readonly<Record<string, () => Promise<Command>>> = {
  run: async () => (await import('./commands/run.ts')).runCommand,
  sessions: async () => (await import('./commands/sessions.ts')).sessionsCommand,
  worktrees: async () => (await import('./commands/worktrees.ts')).worktreesCommand,
  acp: async () => (await import('./commands/acp.ts')).acpCommand,
  doctor: async () => (await import('./commands/doctor.ts')).doctorCommand,
  web: async () => (await import('./commands/web.ts')).webCommand,
};

/** Runs the `deft` command with its arguments and returns the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  try {
    if (first === '-v' || first === '--version') {
      io.stdout(`${appVersion}\n`);
      return 0;
    }
    if (first === undefined || first === '-h' || first === '--help') {
      io.stdout(helpText);
      return 0;
    }
    if (first === 'help') return printHelp(rest, io);
    if (first.startsWith('-')) throw new UsageError(`Unknown option '${first}'.`);
    const load = Object.hasOwn(commands, first) ? commands[first] : undefined;
    if (!load) throw new UsageError(`Unknown command: ${argv.join(' ')}`);
    return await (await load())(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      const help = error.command ? `deft help ${error.command}` : 'deft --help';
      io.stderr(`deft: ${error.message}\nRun "${help}" for usage.\n`);
      return 2;
    }
    io.stderr(`deft: ${errorMessage(error)}\n`);
    return 1;
  }
}

function printHelp([command, ...extra]: string[], io: CliIo): number {
  if (command === undefined) {
    io.stdout(helpText);
    return 0;
  }
  if (!Object.hasOwn(commandHelp, command) || extra.length > 0) throw new UsageError(`No help for: ${[command, ...extra].join(' ')}`);
  io.stdout(commandHelp[command]);
  return 0;
}
