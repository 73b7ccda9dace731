import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ToolError } from '../../../tools/define.ts';
import { gitSaid, runGit } from '../../../builtins/git/run-git.ts';
import { summarizeStatus } from './porcelain-status.ts';
import type { GitState } from './types.ts';

const recentCommitCount = 5;

/**
 * The repository `cwd` is in, its branch, status and last commits; said plainly when there is none
 * or git fails. Two git processes at most, run together: starting a process is what costs.
 */
export async function collectGitState(cwd: string, timeoutMs: number): Promise<GitState> {
  const root = repositoryRoot(cwd);
  if (root === undefined) return { kind: 'none', reason: 'not a git repository' };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const [status, log] = await Promise.all([
      runGit(['status', '--porcelain', '-z', '--branch', '--untracked-files=normal'], cwd, signal),
      runGit(['log', `-${recentCommitCount}`, '--format=%h %s'], cwd, signal),
    ]);
    if (status.code !== 0) {
      return { kind: 'none', reason: /not a git repository/i.test(status.output) ? 'not a git repository' : `git status failed: ${firstLine(gitSaid(status))}` };
    }
    // Before the first commit `git log` fails; there are simply no commits to show.
    const recentCommits = log.code === 0 ? log.stdout.split('\n').filter(Boolean) : [];
    const [header, ...entries] = status.stdout.split('\0');
    const branch = branchOf(header, recentCommits[0]?.split(' ')[0]);
    return { kind: 'repository', root, branch, status: summarizeStatus(entries.join('\0')), recentCommits };
  } catch (error) {
    if (error instanceof ToolError) return { kind: 'none', reason: error.message };
    if (signal.aborted) return { kind: 'none', reason: `git did not answer within ${timeoutMs} ms` };
    throw error;
  }
}

/** The nearest folder at or above `dir` holding `.git` (a folder, or the file of a worktree or submodule). */
function repositoryRoot(dir: string): string | undefined {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) return undefined;
  }
}

/** From the `## …` line of `git status --branch`: `main...origin/main [ahead 1]`, `No commits yet on main`, `HEAD (no branch)`. */
function branchOf(header: string, headCommit: string | undefined): string {
  const line = header.startsWith('## ') ? header.slice(3) : '';
  if (line.startsWith('HEAD (no branch)')) return headCommit ? `detached at ${headCommit}` : 'detached';
  const unborn = /^(?:No commits yet|Initial commit) on (.+)$/.exec(line);
  if (unborn) return unborn[1];
  const name = line.split('...')[0].trim();
  return name === '' ? 'unknown' : name;
}

function firstLine(text: string): string {
  return text.split('\n')[0];
}
