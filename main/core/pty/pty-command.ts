import { errorMessage } from '../common/errors.ts';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OutputCapture, type CaptureLimits } from './capture.ts';
import type { Confinement } from '../common/process/confine.ts';
import { killCommandTree, type KillReport } from '../common/process/kill-tree.ts';
import { launchPty } from '../common/process/launch.ts';
import { regularFileText } from '../common/files/look.ts';
import { commandLinesOf, environmentOf, shellIdVariable } from '../common/process/process-tree.ts';
import type { ScreenSize } from './render.ts';
import { createSavedOutput, type SavedOutputFile, type SavedOutputOptions } from './saved-output.ts';

export interface CommandExit {
  /** The command's exit code (128 + n when a signal n ended it); null when the whole terminal was killed. */
  code: number | null;
  /** The working directory the command ended in, when its shell lived to report it. */
  cwd?: string;
  /** What the command left running after it ended, which was then stopped. */
  leftovers: KillReport;
  /** The file its whole output was written to as it came, when it was long enough for one. */
  saved?: SavedOutputFile;
}

export interface CommandOptions {
  /** Unique; every process of the command carries it in its environment. */
  id: string;
  command: string;
  cwd: string;
  shell: string;
  env: NodeJS.ProcessEnv;
  screen: ScreenSize;
  capture?: CaptureLimits;
  /** Where the whole output is streamed to, as plain text; none when absent. */
  save?: SavedOutputOptions;
  /** A private folder for the command's files. */
  workDir: string;
  killGraceMs: number;
  /** Where the command runs: the session's sandbox, or `noConfinement`. */
  confinement: Confinement;
}

/** One command running in its own PTY. */
export interface PtyCommand {
  id: string;
  pid: number;
  capture: OutputCapture;
  /** `performance.now()` of the last output. */
  lastOutputAt: number;
  /** Resolves once the command has ended, its output is all read, and whatever it left running has been stopped. */
  exited: Promise<CommandExit>;
  onData(listener: (chunk: Buffer) => void): () => void;
  write(data: string): void;
  /** The terminal's new size, as a view showing it was resized. */
  resize(cols: number, rows: number): void;
  pause(): void;
  resume(): void;
  /** Kills the whole process tree (once; later calls get the same report). */
  kill(): Promise<KillReport>;
  /** The processes the command runs now, without Deft's own two shells around it. */
  running(): RunningPrograms;
}

export interface RunningPrograms {
  /** Their argument lists. */
  programs: string[][];
  /** Variables they have that the command was not started with, or have with another value (`export PYTHONINSPECT=1`). */
  changedVariables: string[];
}

/**
 * The PTY's process is an outer shell that runs the command in an inner shell, then saves its exit
 * code, prints this (which terminals ignore, being an unknown OSC sequence) and waits for an EOF
 * from us. So the command's end is seen in the output stream itself, after all of its output,
 * even when background children still hold the terminal; and the terminal is not hung up (which
 * would drop unread output) before everything was read.
 */
const endOfOutput = Buffer.from('\x1b]6973;deft-end\x07');
const printEndOfOutput = String.raw`printf '\033]6973;deft-end\007'`;
const endOfFile = '\x04';
/** When the outer shell does not leave after the EOF (the command left the terminal in raw mode). */
const leaveMs = 500;

export async function startCommand(options: CommandOptions): Promise<PtyCommand> {
  // A sandboxed command may write one folder of the work dir, the same for all of them (so the sandbox's set-up is reused),
  // which holds their status and cwd files and nothing else: never the command files, which unsandboxed commands run too.
  const reportDir = options.confinement.sandboxed ? join(options.workDir, 'sandboxed') : options.workDir;
  mkdirSync(reportDir, { recursive: true, mode: 0o700 });
  const commandFile = join(options.workDir, `${options.id}.sh`);
  const [statusFile, cwdFile] = [join(reportDir, `${options.id}.status`), join(reportDir, `${options.id}.cwd`)];
  writeFileSync(commandFile, options.command, { mode: 0o600 });
  // New files (`wx`): one a sandboxed command put there first, a link say, is not written through.
  for (const path of [statusFile, cwdFile]) writeFileSync(path, '', { mode: 0o600, flag: 'wx' });
  const inner = `trap 'printf "%s" "$PWD" > ${quote(cwdFile)}' EXIT\n. ${quote(commandFile)}`;
  // The outer shell's own stderr goes nowhere, so its job reports ("Killed …") do not show the wrapper.
  const outer = [
    'exec 3>&2 2>/dev/null',
    `${quote(options.shell)} -c ${quote(inner)} 2>&3 3>&-`,
    `printf '%s' "$?" > ${quote(statusFile)}`,
    printEndOfOutput,
    'read -r _deft_done',
  ].join('\n');
  const program = await options.confinement.confine(
    { file: options.shell, args: ['-c', outer] },
    { cwd: options.cwd, writable: [reportDir] },
  );
  let pty: ReturnType<typeof launchPty>;
  try {
    pty = launchPty({
      program,
      cwd: options.cwd,
      env: { base: options.env, add: { [shellIdVariable]: options.id } },
      cols: options.screen.cols,
      rows: options.screen.rows,
    });
  } catch (error) {
    program.release();
    throw error;
  }
  const capture = new OutputCapture(options.capture);
  const saved = options.save && createSavedOutput(options.save);
  const listeners = new Set<(chunk: Buffer) => void>();
  let killing: Promise<KillReport> | undefined;
  let ended = false;
  let gone = false;
  let previousTail = Buffer.alloc(0);

  const command: PtyCommand = {
    id: options.id,
    pid: pty.pid,
    capture,
    lastOutputAt: performance.now(),
    exited: new Promise<CommandExit>((resolve) => {
      pty.onExit(() => {
        ended = true;
        gone = true;
        clearTimeout(leaveTimer);
        const code = regularFileText(statusFile);
        const cwd = regularFileText(cwdFile);
        const savedFile = saved?.end();
        for (const path of [commandFile, statusFile, cwdFile]) rmSync(path, { force: true });
        const stopLeftovers = killing ?? killCommandTree(pty.pid, options.id, options.killGraceMs);
        void stopLeftovers.then((report) => {
          program.release();
          resolve({
            code: code !== undefined && /^\d+$/.test(code) ? Number(code) : null,
            ...(cwd && { cwd }),
            leftovers: killing ? { terminated: 0, forced: 0 } : report,
            ...(savedFile && { saved: savedFile }),
          });
        });
      });
    }),
    onData(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write: (data) => {
      if (!gone) pty.write(data);
    },
    resize: (cols, rows) => {
      if (gone) return;
      try {
        pty.resize(cols, rows);
      } catch (error) {
        // Between the command's end and node-pty's exit event the terminal is already closed: there is nothing left to resize.
        if (!/EBADF|EIO/.test(errorMessage(error))) throw error;
      }
    },
    pause: () => pty.pause(),
    resume: () => pty.resume(),
    kill() {
      killing ??= killCommandTree(pty.pid, options.id, options.killGraceMs);
      return killing;
    },
    running() {
      const lines = gone ? [] : commandLinesOf(pty.pid, options.id).filter((line) => line.pid !== pty.pid && line.argv[2] !== inner);
      const changedVariables = new Set<string>();
      for (const line of lines) {
        for (const [name, value] of environmentOf(line.pid) ?? []) if (name !== shellIdVariable && options.env[name] !== value) changedVariables.add(name);
      }
      return {
        // A process is judged by the file it runs as well as by the name it gives itself (`exec -a cat vim`, a copy of vim in ~/.local/bin/cat).
        programs: lines.flatMap((line) => (line.program && line.program !== line.argv[0] ? [line.argv, [line.program, ...line.argv.slice(1)]] : [line.argv])),
        changedVariables: [...changedVariables],
      };
    },
  };

  let leaveTimer: NodeJS.Timeout | undefined;
  function commandEnded(): void {
    ended = true;
    pty.write(endOfFile);
    leaveTimer = setTimeout(() => void command.kill(), leaveMs);
  }

  function deliver(chunk: Buffer): void {
    command.lastOutputAt = performance.now();
    capture.append(chunk);
    saved?.push(chunk);
    for (const listener of listeners) listener(chunk);
  }

  // With `encoding: null` node-pty hands out Buffers, whatever its typings say.
  pty.onData((data: string | Buffer) => {
    if (ended) return;
    const chunk = typeof data === 'string' ? Buffer.from(data) : data;
    const before = bytesBeforeMarker(previousTail, chunk);
    if (before !== -1) {
      // A marker that began in the previous chunk left a few bytes of an unfinished OSC sequence, which show nothing.
      if (before > 0) deliver(chunk.subarray(0, before));
      commandEnded();
      return;
    }
    previousTail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - endOfOutput.length + 1)));
    deliver(chunk);
  });
  return command;
}

/**
 * How many of the chunk's bytes come before the end-of-output marker (0 when it began in the previous
 * chunk), or -1 when it holds none: only the seam between the two is copied, not the chunk.
 */
function bytesBeforeMarker(previousTail: Buffer, chunk: Buffer): number {
  if (previousTail.length > 0 && Buffer.concat([previousTail, chunk.subarray(0, endOfOutput.length - 1)]).includes(endOfOutput)) return 0;
  return chunk.indexOf(endOfOutput);
}

function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
