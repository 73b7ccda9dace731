import { noConfinement } from '../../common/process/confine.ts';
import { runProcess, type ProcessResult } from '../../common/process/run-process.ts';
import { ToolError } from '../../tools/define.ts';

/** git never waits for a password, an editor or a pager, and read-only commands take no optional locks. */
const gitVariables = {
  GIT_TERMINAL_PROMPT: '0',
  GIT_OPTIONAL_LOCKS: '0',
  GIT_EDITOR: 'true',
  GIT_PAGER: 'cat',
  PAGER: 'cat',
};

/**
 * Runs `git` with arguments (no shell); paths in the output are not octal-quoted, and no
 * `core.fsmonitor` program of the repository's settings runs (a cloned repository could name one,
 * and the session's first `git status` would run it before anything was asked). Not in the
 * sandbox yet: a commit runs the repository's hooks, which the control-file protection guards.
 */
export async function runGit(args: readonly string[], cwd: string, signal: AbortSignal): Promise<ProcessResult> {
  try {
    const options = ['-c', 'core.quotepath=off', '-c', 'core.fsmonitor=false'];
    return await runProcess({ file: 'git', args: [...options, ...args], cwd, env: { add: gitVariables }, signal, confinement: noConfinement });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ToolError('git is not installed or not on PATH.');
    throw error;
  }
}

/** What git said when it failed, for an error message. */
export function gitSaid(result: ProcessResult): string {
  return result.output.trim() || `git exited with code ${result.code} without a message`;
}
