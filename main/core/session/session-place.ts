import { existsSync } from 'node:fs';
import type { Result } from '../common/result.ts';
import type { LoadedSettings } from '../settings/types.ts';
import type { Store } from '../store/store.ts';
import type { Session } from '../store/types.ts';
import { getWorktree } from '../store/worktrees.ts';
import { createSessionWorktree } from '../worktrees/create.ts';
import { worktreeSettingsFrom } from '../worktrees/settings.ts';
import type { SessionWorktree, WorktreeWish } from '../../../shared/vocabulary/worktrees.ts';

export type { WorktreeWish };

export interface SessionPlace {
  /** The folder the session works in: the project, or its place in the session's worktree. */
  workDir: string;
  worktree?: SessionWorktree;
  problems: string[];
}

/**
 * Where a session works: a resumed one where it worked before (its worktree, refused when that was
 * finished or removed), a new one asked for a worktree in a new one, every other one in the project.
 */
export async function placeSession(request: {
  store: Store;
  dataDir: string;
  projectDir: string;
  settings: LoadedSettings;
  wish?: WorktreeWish;
  found?: Session;
}): Promise<Result<SessionPlace>> {
  const { found, wish, projectDir } = request;
  if (found) {
    if (wish) return { ok: false, error: 'A worktree is made for a new session; a resumed one works where it did.' };
    const worktree = getWorktree(request.store, found.id);
    if (!worktree) return { ok: true, value: { workDir: projectDir, problems: [] } };
    if (worktree.finished) return { ok: false, error: `Session ${found.id} worked in the worktree ${worktree.name}, which is finished (${worktree.finished}).` };
    if (!existsSync(worktree.cwd)) return { ok: false, error: `Session ${found.id} worked in ${worktree.cwd}, which is gone.` };
    return { ok: true, value: { workDir: worktree.cwd, worktree, problems: [] } };
  }
  if (!wish) return { ok: true, value: { workDir: projectDir, problems: [] } };
  const { settings, problems } = worktreeSettingsFrom(request.settings);
  const created = await createSessionWorktree({ dataDir: request.dataDir, projectDir, ...wish, copyFiles: settings.copyFiles });
  if (!created.ok) return created;
  const { worktree } = created.value;
  return { ok: true, value: { workDir: worktree.cwd, worktree, problems: [...problems, ...created.value.problems] } };
}
