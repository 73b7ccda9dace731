import { existsSync } from 'node:fs';
import type { DiscardLoss, SessionWorktree, WorktreeFileChange as FileChange, WorktreeStatus } from '../../../shared/vocabulary/worktrees.ts';
import { git, gitOrThrow, lines } from './git.ts';

export type { DiscardLoss, FileChange, WorktreeStatus };

/** Where the branch stands against its base, and what changed in it. */
export async function worktreeStatus(worktree: SessionWorktree): Promise<WorktreeStatus> {
  const present = existsSync(worktree.path);
  const none = { present, branch: worktree.branch, baseBranch: worktree.baseBranch, ahead: null, behind: null, committed: [], uncommitted: [] };
  if (worktree.kind !== 'git' || !worktree.branch || !worktree.baseCommit) return none;
  const base = worktree.baseBranch ?? worktree.baseCommit;
  const counts = await git(worktree.projectPath, ['rev-list', '--left-right', '--count', `${base}...${worktree.branch}`]);
  const [behind, ahead] = counts.ok ? counts.value.trim().split(/\s+/).map(Number) : [null, null];
  const committed = counts.ok ? parseNameStatus(await gitOrThrow(worktree.projectPath, ['diff', '--name-status', `${base}...${worktree.branch}`])) : [];
  return { ...none, ahead, behind, committed, uncommitted: present ? await uncommittedChanges(worktree.path) : [] };
}

export async function uncommittedChanges(checkout: string): Promise<FileChange[]> {
  return lines(await gitOrThrow(checkout, ['status', '--porcelain'])).map((line) => ({ status: line.slice(0, 2).trim(), path: line.slice(3) }));
}

function parseNameStatus(text: string): FileChange[] {
  return lines(text).map((line) => {
    const [status, ...paths] = line.split('\t');
    return { status, path: paths.join(' -> ') };
  });
}

export async function whatDiscardLoses(worktree: SessionWorktree): Promise<DiscardLoss> {
  const present = existsSync(worktree.path);
  if (worktree.kind === 'clone') return { commits: [], uncommitted: present ? [{ status: '', path: `${worktree.path} (the whole clone)` }] : [] };
  const commits = worktree.branch
    ? await git(worktree.projectPath, ['log', '--format=%h %s', worktree.branch, '--not', `--exclude=${worktree.branch}`, '--branches', '--remotes'])
    : undefined;
  return { commits: commits?.ok ? lines(commits.value) : [], uncommitted: present ? await uncommittedChanges(worktree.path) : [] };
}
