import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { Confinement, ConfinedProgram } from '../common/process/confine.ts';
import { killProcessGroup } from '../common/process/kill-tree.ts';
import { launch, type PipedProcess } from '../common/process/launch.ts';
import type { HookHandlerConfig } from './config.ts';
import { errorMessage } from '../common/errors.ts';

export interface CommandRunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdin: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** The session's confinement for hooks (its sandbox when the settings put hooks in it). */
  confinement: Confinement;
}

/** How one hook process ended, before anyone reads meaning into it. */
export type CommandEnd =
  | { kind: 'exited'; exitCode: number }
  | { kind: 'killed'; signal: NodeJS.Signals }
  | { kind: 'timed_out' }
  | { kind: 'cancelled' }
  | { kind: 'spawn_failed'; message: string };

export interface CommandRun {
  end: CommandEnd;
  stdout: string;
  stderr: string;
  durationMs: number;
}

/** More output than any hook decision needs; the rest is dropped, not buffered. */
const maxCapturedChars = 1_000_000;
/** The longest delay a Node.js timer can hold. */
const maxTimerMs = 2 ** 31 - 1;
/** After the hook exits, how long a background child of it may keep its output open. */
const closeGraceMs = 200;

/**
 * Runs one command hook: `bash -c command` (or the exec form `command args…` without a shell),
 * the input JSON on stdin, no terminal, in its own process group. On timeout or abort the whole
 * group gets SIGTERM, then SIGKILL after 2 s. Never throws.
 */
export async function runHookCommand(handler: HookHandlerConfig, options: CommandRunOptions): Promise<CommandRun> {
  const started = performance.now();
  const output = { stdout: '', stderr: '' };
  const finish = (end: CommandEnd): CommandRun => ({ end, ...output, durationMs: Math.round(performance.now() - started) });
  if (options.signal.aborted) return finish({ kind: 'cancelled' });

  const [file, args] = commandLine(handler, options.env);
  let program: ConfinedProgram;
  let child: PipedProcess;
  try {
    program = await options.confinement.confine({ file, args }, { cwd: options.cwd, signal: options.signal });
  } catch (error) {
    if (options.signal.aborted) return finish({ kind: 'cancelled' });
    return finish({ kind: 'spawn_failed', message: errorMessage(error) });
  }
  try {
    child = launch({ program, cwd: options.cwd, env: { base: options.env }, stdin: 'pipe', ownGroup: true });
  } catch (error) {
    program.release();
    return finish({ kind: 'spawn_failed', message: errorMessage(error) });
  }

  const closed = once(child, 'close').catch(() => {});
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream].setEncoding('utf8').on('data', (chunk: string) => {
      if (output[stream].length < maxCapturedChars) output[stream] += chunk.slice(0, maxCapturedChars - output[stream].length);
    });
  }
  child.stdin.on('error', () => {});
  child.stdin.end(options.stdin);

  let stoppedBy: 'timed_out' | 'cancelled' | undefined;
  const stop = (reason: 'timed_out' | 'cancelled') => {
    stoppedBy ??= reason;
    if (child.pid !== undefined) void killProcessGroup(child.pid);
  };
  const timer = setTimeout(() => stop('timed_out'), Math.min(options.timeoutMs, maxTimerMs));
  const onAbort = () => stop('cancelled');
  options.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const ended = await exitOf(child);
    if ('spawnError' in ended) return finish({ kind: 'spawn_failed', message: ended.spawnError });
    await Promise.race([closed, delay(closeGraceMs, undefined, { ref: false })]);
    child.stdout.destroy();
    child.stderr.destroy();
    if (stoppedBy) return finish({ kind: stoppedBy });
    if (ended.signal) return finish({ kind: 'killed', signal: ended.signal });
    return finish({ kind: 'exited', exitCode: ended.code ?? 1 });
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', onAbort);
    program.release();
  }
}

function exitOf(child: PipedProcess) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null } | { spawnError: string }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      if (child.pid === undefined) resolve({ spawnError: error.message });
    });
  });
}

function commandLine(handler: HookHandlerConfig, env: NodeJS.ProcessEnv): [string, string[]] {
  if (handler.args) return [expandVariables(handler.command, env), handler.args.map((arg) => expandVariables(arg, env))];
  if (handler.shell === 'powershell') return ['pwsh', ['-NoProfile', '-NonInteractive', '-Command', handler.command]];
  return ['bash', ['-c', handler.command]];
}

/** The exec form has no shell to expand `${CLAUDE_PROJECT_DIR}` and the like, so it is done here. */
function expandVariables(text: string, env: NodeJS.ProcessEnv): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => env[name] ?? whole);
}
