import { existsSync, rmSync } from 'node:fs';
import type { Store } from '../store/store.ts';
import { listWorktrees } from '../store/worktrees.ts';
import { git } from './git.ts';
import { worktreeFolders } from './places.ts';
import { uncommittedChanges } from './status.ts';

/** A folder of Deft's worktrees that no open session works in. */
export interface StrayWorktree {
  path: string;
  projectPath: string | undefined;
  reason: string;
  /** What removing it loses (uncommitted changes, or the whole folder when git no longer knows it); empty when nothing. */
  loses: string[];
}

/** The folders under `<dataDir>/worktrees` whose session was deleted or finished, or whose project is gone. */
export async function findStrayWorktrees(store: Store, dataDir: string): Promise<StrayWorktree[]> {
  const open = new Set(listWorktrees(store).map((worktree) => worktree.path));
  const strays: StrayWorktree[] = [];
  for (const folder of worktreeFolders(dataDir)) {
    const projectGone = !folder.projectPath || !existsSync(folder.projectPath);
    if (open.has(folder.path) && !projectGone) continue;
    const reason = projectGone ? `its project ${folder.projectPath ?? '(unknown)'} is gone` : 'no open session works in it';
    strays.push({ path: folder.path, projectPath: folder.projectPath, reason, loses: await lostWith(folder.path) });
  }
  return strays;
}

async function lostWith(path: string): Promise<string[]> {
  const known = await git(path, ['rev-parse', '--is-inside-work-tree']);
  if (!known.ok) return [`every file in ${path} (git no longer knows it as a worktree)`];
  return (await uncommittedChanges(path)).map((change) => `${change.status} ${change.path}`);
}

export interface Pruned {
  removed: string[];
  /** Strays left because removing them would lose something; `force` removes them too. */
  left: StrayWorktree[];
}

/**
 * `git worktree prune` in every project that has Deft worktrees, then removes the stray folders that
 * lose nothing (all of them with `force`). Branches stay: their commits are the person's to delete.
 */
export async function pruneWorktrees(store: Store, dataDir: string, force = false): Promise<Pruned> {
  const strays = await findStrayWorktrees(store, dataDir);
  const pruned: Pruned = { removed: [], left: [] };
  for (const stray of strays) {
    if (stray.loses.length > 0 && !force) {
      pruned.left.push(stray);
      continue;
    }
    const repository = stray.projectPath && existsSync(stray.projectPath) ? stray.projectPath : undefined;
    const removed = repository && (await git(repository, ['worktree', 'remove', '--force', stray.path])).ok;
    if (!removed) rmSync(stray.path, { recursive: true, force: true });
    pruned.removed.push(stray.path);
  }
  const projects = new Set(worktreeFolders(dataDir).map((folder) => folder.projectPath));
  for (const stray of strays) projects.add(stray.projectPath);
  for (const project of projects) if (project && existsSync(project)) await git(project, ['worktree', 'prune']);
  return pruned;
}
