import { noConfinement } from '../common/process/confine.ts';
import { runProcess } from '../common/process/run-process.ts';
import type { Result } from '../common/result.ts';

export interface GitRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs git on the person's repository as the person would: their configuration, identity and hooks.
 * Variables that point git elsewhere (`GIT_DIR`, `GIT_WORK_TREE`, `GIT_INDEX_FILE`, set when Deft runs
 * from a git hook) stay out, so `cwd` alone says which repository and worktree.
 */
export async function runGit(cwd: string, args: readonly string[]): Promise<GitRun> {
  const { code, stdout, stderr } = await runProcess({
    file: 'git',
    args: ['-c', 'core.quotepath=false', ...args],
    cwd,
    env: { base: withoutLocationVariables(process.env), add: { GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } },
    confinement: noConfinement,
    signal: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

/** What a git command printed, or what it said when it failed. */
export async function git(cwd: string, args: readonly string[]): Promise<Result<string>> {
  const run = await runGit(cwd, args);
  if (run.code === 0) return { ok: true, value: run.stdout };
  return { ok: false, error: run.stderr.trim() || run.stdout.trim() || `git ${args[0]} ended with exit code ${run.code}` };
}

/** Like `git`, for commands whose failure the caller does not handle: it is thrown, naming the command. */
export async function gitOrThrow(cwd: string, args: readonly string[]): Promise<string> {
  const result = await git(cwd, args);
  if (!result.ok) throw new Error(`git ${args.join(' ')}: ${result.error}`);
  return result.value;
}

/** The lines a git command printed, without empty ones. */
export const lines = (text: string): string[] => text.split('\n').filter((line) => line !== '');

const locationVariables = new Set(['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR', 'GIT_PREFIX']);

function withoutLocationVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !locationVariables.has(name)));
}
