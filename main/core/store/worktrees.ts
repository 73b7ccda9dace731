import type { SessionWorktree, StoredWorktree, WorktreeFinish } from '../../../shared/vocabulary/worktrees.ts';
import type { Store } from './store.ts';

interface WorktreeRow {
  session_id: string;
  kind: SessionWorktree['kind'];
  name: string;
  project_path: string;
  path: string;
  cwd: string;
  branch: string | null;
  base_branch: string | null;
  base_commit: string | null;
  finished: WorktreeFinish | null;
}

export type { StoredWorktree };

export function recordWorktree(store: Store, sessionId: string, worktree: SessionWorktree): void {
  store
    .statement(
      `INSERT INTO session_worktrees (session_id, kind, name, project_path, path, cwd, branch, base_branch, base_commit, finished, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(sessionId, worktree.kind, worktree.name, worktree.projectPath, worktree.path, worktree.cwd, worktree.branch, worktree.baseBranch, worktree.baseCommit, worktree.finished, Date.now());
}

export function getWorktree(store: Store, sessionId: string): StoredWorktree | undefined {
  const row = store.statement<WorktreeRow>('SELECT * FROM session_worktrees WHERE session_id = ?').get(sessionId);
  return row && toWorktree(row);
}

/** The worktree whose session is named by its id, or by the worktree's name (the latest of that name). */
export function findWorktree(store: Store, idOrName: string): StoredWorktree | undefined {
  const row = store
    .statement<WorktreeRow>('SELECT * FROM session_worktrees WHERE session_id = @key OR name = @key ORDER BY (session_id = @key) DESC, created_at DESC LIMIT 1')
    .get({ key: idOrName });
  return row && toWorktree(row);
}

/** Worktrees, newest first; only those still open unless `finished` is asked for. */
export function listWorktrees(store: Store, query: { projectPath?: string; finished?: boolean } = {}): StoredWorktree[] {
  return store
    .statement<WorktreeRow>(
      `SELECT * FROM session_worktrees WHERE (@project IS NULL OR project_path = @project) AND (@finished OR finished IS NULL)
       ORDER BY created_at DESC, session_id DESC`,
    )
    .all({ project: query.projectPath ?? null, finished: query.finished ? 1 : 0 })
    .map(toWorktree);
}

export function markWorktreeFinished(store: Store, sessionId: string, finished: WorktreeFinish): void {
  store.statement('UPDATE session_worktrees SET finished = ? WHERE session_id = ?').run(finished, sessionId);
}

function toWorktree(row: WorktreeRow): StoredWorktree {
  return {
    sessionId: row.session_id,
    kind: row.kind,
    name: row.name,
    projectPath: row.project_path,
    path: row.path,
    cwd: row.cwd,
    branch: row.branch,
    baseBranch: row.base_branch,
    baseCommit: row.base_commit,
    finished: row.finished,
  };
}
