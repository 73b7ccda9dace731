import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Readable, Writable } from 'node:stream';
import type * as NodePty from 'node-pty';
import type { ConfinedProgram } from './confine.ts';
import { withoutWithheld } from './withheld.ts';

/**
 * The one place where Deft starts a child process: every spawn (pipes) and every PTY goes through
 * `launch` or `launchPty`, both start only a `ConfinedProgram` (see `confine.ts`: the session's
 * sandbox has had its say), and both take the child's environment from `childEnvironment`.
 */

export interface ChildEnvironment {
  /** The environment the child starts from; the process's own when absent. */
  base?: NodeJS.ProcessEnv;
  /** Variables set on top of `base`: what a setting names for this child (an MCP server's `env`) is kept even when withheld. */
  add?: Readonly<Record<string, string>>;
}

/**
 * The environment a child process gets. This is the seam where what leaves Deft for a child is
 * decided, so every launch builds its environment here and nowhere else: `base` without the keys
 * Deft withholds (see `withholdFromChildren`), then `add`.
 */
export function childEnvironment({ base = process.env, add }: ChildEnvironment = {}): NodeJS.ProcessEnv {
  return { ...withoutWithheld(base), ...add };
}

export interface LaunchSpec {
  /** The program as its confinement made it; with `shell`, a whole command line for the system shell. */
  program: ConfinedProgram;
  cwd: string;
  env?: ChildEnvironment;
  /** Whether the child's stdin is a pipe; stdout and stderr always are. */
  stdin: 'pipe' | 'ignore';
  /** The child leads a process group of its own (not on Windows), so the whole group can be killed. */
  ownGroup?: boolean;
}

/** A child started by `launch` with a pipe on each of stdin, stdout and stderr. */
export type PipedProcess = ChildProcessByStdio<Writable, Readable, Readable>;

/** Starts a program with pipes; throws only what `spawn` itself throws. */
export function launch(spec: LaunchSpec & { stdin: 'pipe' }): PipedProcess;
export function launch(spec: LaunchSpec & { stdin: 'ignore' }): ChildProcessByStdio<null, Readable, Readable>;
export function launch(spec: LaunchSpec): ChildProcessByStdio<Writable | null, Readable, Readable> {
  return spawn(spec.program.file, spec.program.args, {
    cwd: spec.cwd,
    env: childEnvironment(spec.env),
    stdio: [spec.stdin, 'pipe', 'pipe'],
    detached: spec.ownGroup === true && process.platform !== 'win32',
    shell: spec.program.shell === true,
    windowsHide: true,
  }) as ChildProcessByStdio<Writable | null, Readable, Readable>;
}

export interface PtySpec {
  program: ConfinedProgram;
  cwd: string;
  env?: ChildEnvironment;
  cols: number;
  rows: number;
}

const requireFromHere = createRequire(import.meta.url);
let nodePty: typeof NodePty | undefined;

/** node-pty's native module loads with the first terminal, not with Deft. */
const loadNodePty = () => (nodePty ??= requireFromHere('node-pty') as typeof NodePty);

/** Starts a program in a new pseudo-terminal (xterm-256color) whose output comes as bytes. */
export function launchPty(spec: PtySpec): NodePty.IPty {
  return loadNodePty().spawn(spec.program.file, [...spec.program.args], {
    name: 'xterm-256color',
    cols: spec.cols,
    rows: spec.rows,
    cwd: spec.cwd,
    env: childEnvironment(spec.env),
    encoding: null,
  });
}
