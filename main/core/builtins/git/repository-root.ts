import { ToolError } from '../../tools/define.ts';
import { gitSaid, runGit } from './run-git.ts';

/** The top folder of the repository `cwd` is in; a ToolError when it is in none. */
export async function repositoryRoot(cwd: string, signal: AbortSignal): Promise<string> {
  const result = await runGit(['rev-parse', '--show-toplevel'], cwd, signal);
  if (result.code !== 0) {
    throw new ToolError(`${cwd} is not inside a git repository, so there is no git history to use here (git said: ${gitSaid(result)}).`);
  }
  return result.stdout.trim();
}
