import { existsSync } from 'node:fs';
import type { SessionWorktree } from '../../../shared/vocabulary/worktrees.ts';
import { git, gitOrThrow, lines } from './git.ts';

/** A changed file: git's status letters (`M`, `A`, `D`, `R100`, `??` …) and its path. */
export interface FileChange {
  status: string;
  path: string;
}

export interface WorktreeStatus {
  /** Whether the worktree's folder is still there. */
  present: boolean;
  branch: string | null;
  baseBranch: string | null;
  /** Commits on the branch that its base does not have, and the other way round; null for a clone. */
  ahead: number | null;
  behind: number | null;
  /** Files the branch's commits changed since it left its base. */
  committed: FileChange[];
  /** Changes in the worktree not committed yet (untracked files included). */
  uncommitted: FileChange[];
}

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

/** What discarding the worktree would lose: commits no other branch has, and changes not committed. */
export interface DiscardLoss {
  /** `<short hash> <subject>`, newest first. */
  commits: string[];
  uncommitted: FileChange[];
}

export async function whatDiscardLoses(worktree: SessionWorktree): Promise<DiscardLoss> {
  const present = existsSync(worktree.path);
  if (worktree.kind === 'clone') return { commits: [], uncommitted: present ? [{ status: '', path: `${worktree.path} (the whole clone)` }] : [] };
  const commits = worktree.branch
    ? await git(worktree.projectPath, ['log', '--format=%h %s', worktree.branch, '--not', `--exclude=${worktree.branch}`, '--branches', '--remotes'])
    : undefined;
  return { commits: commits?.ok ? lines(commits.value) : [], uncommitted: present ? await uncommittedChanges(worktree.path) : [] };
}
