import { ToolError } from '../../../tools/define.ts';
import { gitSaid, runGit } from '../../../tools/git/run-git.ts';
import { summarizeStatus } from './porcelain-status.ts';
import type { GitState } from './types.ts';

const recentCommitCount = 5;

/** The repository `cwd` is in, its branch, status and last commits; said plainly when there is none or git fails. */
export async function collectGitState(cwd: string, timeoutMs: number): Promise<GitState> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const top = await runGit(['rev-parse', '--show-toplevel'], cwd, signal);
    if (top.code !== 0) return { kind: 'none', reason: /not a git repository/i.test(top.output) ? 'not a git repository' : `git failed: ${firstLine(gitSaid(top))}` };
    const [branch, status, log] = await Promise.all([
      currentBranch(cwd, signal),
      runGit(['status', '--porcelain', '-z', '--untracked-files=normal'], cwd, signal),
      runGit(['log', `-${recentCommitCount}`, '--format=%h %s'], cwd, signal),
    ]);
    if (status.code !== 0) return { kind: 'none', reason: `git status failed: ${firstLine(gitSaid(status))}` };
    // Before the first commit `git log` fails; there are simply no commits to show.
    const recentCommits = log.code === 0 ? log.stdout.split('\n').filter(Boolean) : [];
    return { kind: 'repository', root: top.stdout.trim(), branch, status: summarizeStatus(status.stdout), recentCommits };
  } catch (error) {
    if (error instanceof ToolError) return { kind: 'none', reason: error.message };
    if (signal.aborted) return { kind: 'none', reason: `git did not answer within ${timeoutMs} ms` };
    throw error;
  }
}

async function currentBranch(cwd: string, signal: AbortSignal): Promise<string> {
  const branch = await runGit(['symbolic-ref', '--short', '-q', 'HEAD'], cwd, signal);
  if (branch.code === 0) return branch.stdout.trim();
  const head = await runGit(['rev-parse', '--short', 'HEAD'], cwd, signal);
  return head.code === 0 ? `detached at ${head.stdout.trim()}` : 'unknown';
}

function firstLine(text: string): string {
  return text.split('\n')[0];
}
