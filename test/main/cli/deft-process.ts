import { spawn, spawnSync, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

const root = join(import.meta.dirname, '../../..');
export const bin = join(root, 'bin', 'deft.js');

export interface DeftRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface DeftOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** What stdin carries; it is closed after it. */
  input?: string;
  /** `startDeft` only: stdin stays open for the test to write to and end. */
  keepStdinOpen?: boolean;
  /** `startDeft` only: descriptors the child gets from fd 3 on, as a program that started Deft might leave open. */
  extraStdio?: (number | 'ignore')[];
}

/**
 * The `deft` command from the sources, as bin/deft.js runs it in a checkout that was not built
 * (bin/deft.js itself prefers out/, which may be older than the sources). Times print in UTC.
 */
const command = (args: string[]) => [process.execPath, ['--import', join(root, 'scripts', 'register-node-hooks.js'), join(root, 'main', 'cli', 'main.ts'), ...args]] as const;
const environment = (options: DeftOptions) => ({ ...process.env, TZ: 'UTC', ...options.env });

/** Runs `deft` to its end; for commands that need nothing from this process meanwhile. */
export function deft(args: string[], options: DeftOptions = {}): DeftRun {
  const [file, argv] = command(args);
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: options.cwd, input: options.input ?? '', env: environment(options) });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Starts `deft` while this process goes on (serving its model, sending it signals); `done` resolves when it exits. */
export function startDeft(args: string[], options: DeftOptions = {}): { child: ChildProcess; done: Promise<DeftRun> } {
  const [file, argv] = command(args);
  const child = spawn(file, argv, { cwd: options.cwd, env: environment(options), stdio: ['pipe', 'pipe', 'pipe', ...(options.extraStdio ?? [])] }) as ChildProcessWithoutNullStreams;
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  if (options.keepStdinOpen) child.stdin.write(options.input ?? '');
  else child.stdin.end(options.input ?? '');
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const done = new Promise<DeftRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done };
}
