import type { Confinement } from './confine.ts';
import { killProcessGroup } from './kill-tree.ts';
import { launch, type ChildEnvironment, type PipedProcess } from './launch.ts';

export interface ProcessOptions {
  /** The program; with `shell`, the whole command line. */
  file: string;
  args: readonly string[];
  cwd: string;
  env?: ChildEnvironment;
  /** Run `file` through the system shell. */
  shell?: boolean;
  /** The session's confinement for this kind of process (its sandbox, or `noConfinement`). */
  confinement: Confinement;
  /** Written to the process's stdin, which is then closed; absent, stdin is closed at once. */
  stdin?: string;
  signal: AbortSignal;
  /** The process group is killed when this runs out; `timedOut` says so. */
  timeoutMs?: number;
  /** Past this many characters of output, the process group is killed and `overflowed` says so. */
  maxOutputChars?: number;
  /** Each chunk of stdout or stderr as it arrives. */
  onOutput?: (text: string) => void;
}

export interface ProcessResult {
  /** The exit code, or null when a signal ended the process. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr interleaved in the order they arrived. */
  output: string;
  timedOut: boolean;
  overflowed: boolean;
}

/**
 * Runs a program with arguments (through a shell only when asked) in its own process group, and kills the
 * whole group when the signal aborts or the time limit runs out. Rejects only when the program
 * cannot be started (e.g. `ENOENT`) or the signal aborted.
 */
export async function runProcess(options: ProcessOptions): Promise<ProcessResult> {
  const { signal } = options;
  if (signal.aborted) throw signal.reason;
  const program = await options.confinement.confine(
    { file: options.file, args: options.args, ...(options.shell && { shell: true }) },
    { cwd: options.cwd, signal },
  );
  let child: PipedProcess;
  try {
    child = launch({ program, cwd: options.cwd, env: options.env, stdin: 'pipe', ownGroup: true });
  } catch (error) {
    program.release();
    throw error;
  }
  let timedOut = false;
  let overflowed = false;
  const kill = () => {
    if (child.pid !== undefined) void killProcessGroup(child.pid);
  };
  signal.addEventListener('abort', kill, { once: true });
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          kill();
        }, options.timeoutMs);
  const result = { stdout: '', stderr: '', output: '' };
  const maxOutputChars = options.maxOutputChars ?? Infinity;
  const collect = (stream: 'stdout' | 'stderr') => (chunk: string) => {
    if (overflowed) return;
    const room = maxOutputChars - result.output.length;
    const kept = chunk.length > room ? chunk.slice(0, room) : chunk;
    result[stream] += kept;
    result.output += kept;
    options.onOutput?.(kept);
    if (kept.length < chunk.length) {
      overflowed = true;
      kill();
    }
  };
  child.stdout.setEncoding('utf8').on('data', collect('stdout'));
  child.stderr.setEncoding('utf8').on('data', collect('stderr'));
  child.stdin.on('error', () => {});
  child.stdin.end(options.stdin ?? '');
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (signal.aborted) throw signal.reason;
    return { code, ...result, timedOut, overflowed };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', kill);
    program.release();
  }
}
