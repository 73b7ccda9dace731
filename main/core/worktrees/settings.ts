import { z } from 'zod';
import { lazy } from '../common/lazy.ts';
import type { LoadedSettings } from '../settings/types.ts';

/** Deft's `worktree` settings key, made at the first one read. */
export const worktreeSettingsSchema = lazy(() =>
  z.looseObject(
    {
      /** Files and folders of the project, relative to it, that git ignores but a session needs (`.env`): copied into each new worktree. */
      copyFiles: z.array(z.string({ error: 'a file to copy must be a string' }), { error: 'must be an array of paths relative to the project' }).optional(),
    },
    { error: 'must be an object' },
  ),
);

export interface WorktreeSettings {
  copyFiles: string[];
}

/** The `worktree` key of every settings file: `copyFiles` concatenated across them; each problem names its file. */
export function worktreeSettingsFrom(loaded: Pick<LoadedSettings, 'others'>): { settings: WorktreeSettings; problems: string[] } {
  const copyFiles = new Set<string>();
  const problems: string[] = [];
  for (const entry of loaded.others.filter((other) => other.key === 'worktree')) {
    const parsed = worktreeSettingsSchema().safeParse(entry.value);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      problems.push(`${entry.file}: worktree${issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}: ${issue.message}`);
      continue;
    }
    for (const path of parsed.data.copyFiles ?? []) copyFiles.add(path);
  }
  return { settings: { copyFiles: [...copyFiles] }, problems };
}
