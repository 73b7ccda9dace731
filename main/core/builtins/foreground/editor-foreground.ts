import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessage } from '../../common/errors.ts';
import { regularFileText } from '../../common/files/look.ts';
import { childEnvironment } from '../../common/process/launch.ts';
import { defaultCaptureLimits } from '../../pty/capture.ts';
import type { PtyManager } from '../../pty/manager.ts';
import { formatBytes, renderTerminal } from '../../pty/render.ts';
import { commandEnvironment, defaultShell } from '../../pty/shells.ts';
import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import type { ShellMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';
import { cwdResetNote, endedResult, forModel } from '../bash-result.ts';
import { shellQuote } from '../shell-text/quote.ts';
import type { EditorTerminalExit, EditorTerminals, EditorTerminalStart } from './editor-terminals.ts';
import type { ForegroundCommands } from './foreground-commands.ts';

export interface EditorForegroundOptions {
  terminals: EditorTerminals;
  /** The session's PTY service: where a command starts and where the last one ended, as for its background commands; its spill files. */
  pty: PtyManager;
  /** The session's environment, before the keys Deft withholds are taken out. */
  env: NodeJS.ProcessEnv;
  shell?: string;
}

/** The editor's terminal keeps as much of the output as Deft's own capture does. */
const outputByteLimit = defaultCaptureLimits.headBytes + defaultCaptureLimits.tailBytes;

/**
 * Foreground commands in the editor's terminal. The editor is asked to start what Deft itself would
 * start: the command in the session's shell, inside the confinement the call chose (the sandbox's
 * `bwrap …`), in the session's working directory, with the child environment (no withheld key). Its
 * output comes back to the model rendered, cut and spilled as the PTY's does; a cancel or a
 * timeout kills it through the editor. The shell's EXIT trap writes its `$PWD` to a file of Deft's,
 * so `cd` carries over as it does on the PTY.
 */
export function editorForeground(options: EditorForegroundOptions): ForegroundCommands & { close(): void } {
  const shell = options.shell ?? defaultShell();
  let reportDir: string | undefined;
  return {
    async run(request, context) {
      reportDir ??= mkdtempSync(join(tmpdir(), 'deft-terminal-'));
      const where = options.pty.workingDir(request.sessionId, request.cwd);
      const cwdFile = join(reportDir, `${randomBytes(6).toString('hex')}.cwd`);
      writeFileSync(cwdFile, '', { mode: 0o600, flag: 'wx' });
      try {
        const script = `trap ${shellQuote(`printf '%s' "$PWD" > ${shellQuote(cwdFile)}`)} EXIT\n${request.command}`;
        const program = await request.confinement.confine({ file: shell, args: ['-c', script] }, { cwd: where.start, writable: [reportDir], signal: context.signal });
        try {
          const start = { command: program.file, args: program.args, env: definedOnly(childEnvironment({ base: commandEnvironment(options.env) })), cwd: where.start, outputByteLimit };
          const ended = await runInTerminal(options.terminals, start, context);
          const cwdReset = where.ended(regularFileText(cwdFile) || undefined);
          const output = await forModel(await renderTerminal(Buffer.from(ended.output)), context, options.pty);
          const notes = [...(ended.truncated ? [`The editor's terminal kept only the last ${formatBytes(outputByteLimit)} of the output.`] : []), ...cwdResetNote(cwdReset)];
          return endedResult(request.command, output, notes, { code: exitCode(ended.exit) }, ended.durationMs);
        } finally {
          program.release();
        }
      } finally {
        rmSync(cwdFile, { force: true });
      }
    },
    close() {
      if (reportDir) rmSync(reportDir, { recursive: true, force: true });
      reportDir = undefined;
    },
  };
}

/** Starts the command in a terminal the call's content names, waits for its end (or kills it), reads its output and releases it. */
async function runInTerminal(terminals: EditorTerminals, start: EditorTerminalStart, context: ToolContext) {
  const startedAt = Date.now();
  let terminalId: string;
  try {
    terminalId = await terminals.create(start);
  } catch (error) {
    throw new ToolError(`The editor could not start the command in its terminal: ${errorMessage(error)}`);
  }
  context.metadata({ terminal_id: terminalId } satisfies ShellMetadata);
  try {
    const exit = await exitOrKill(terminals, terminalId, context);
    const { output, truncated } = await terminals.output(terminalId);
    return { exit, output, truncated, durationMs: Date.now() - startedAt };
  } finally {
    await terminals.release(terminalId).catch(() => undefined);
  }
}

async function exitOrKill(terminals: EditorTerminals, terminalId: string, context: ToolContext): Promise<EditorTerminalExit> {
  const { signal } = context;
  let failure: unknown;
  if (!signal.aborted) {
    try {
      return await terminals.waitForExit(terminalId, signal);
    } catch (error) {
      failure = error;
    }
  }
  context.metadata({ status: 'killed' } satisfies ShellMetadata);
  await terminals.kill(terminalId).catch(() => undefined);
  if (signal.aborted) throw new ToolError('The command was stopped: Deft had the editor kill it in its terminal.');
  throw new ToolError(`The editor's terminal did not say how the command ended (${errorMessage(failure)}), so Deft had it killed.`);
}

/** The exit code as the PTY reports it: 128 + n for a command that signal n ended; null when the signal is unknown. */
function exitCode(exit: EditorTerminalExit): number | null {
  if (exit.exitCode !== null) return exit.exitCode;
  const number = exit.signal === null ? undefined : (constants.signals as Record<string, number | undefined>)[exit.signal];
  return number === undefined ? null : 128 + number;
}

function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
