import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Deft's folder of session worktrees, outside every project: beside the data folder
 * (`~/.config/Deft-worktrees`), not in it, because everything in the data folder but its scratch and
 * spill folders is Deft's own state, which the permission service and the sandbox keep every tool from writing.
 */
export const worktreesRoot = (dataDir: string): string => `${resolve(dataDir)}-worktrees`;

/** One folder per project under the root, named by a hash of its path; a file in it names the project. */
export function projectWorktreesDir(dataDir: string, projectPath: string): string {
  return join(worktreesRoot(dataDir), createHash('sha256').update(projectPath).digest('hex').slice(0, 16));
}

const projectFile = 'deft-project';

/** Makes the project's folder, naming the project in it, and returns it. */
export function ensureProjectWorktreesDir(dataDir: string, projectPath: string): string {
  const dir = projectWorktreesDir(dataDir, projectPath);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, projectFile))) writeFileSync(join(dir, projectFile), projectPath);
  return dir;
}

/** Every folder Deft made for a session worktree, with the project it was made from (when its folder names one). */
export function worktreeFolders(dataDir: string): Array<{ path: string; projectPath: string | undefined }> {
  const root = worktreesRoot(dataDir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((project) => {
      const dir = join(root, project.name);
      const marker = join(dir, projectFile);
      const projectPath = existsSync(marker) ? readFileSync(marker, 'utf8') : undefined;
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ path: join(dir, entry.name), projectPath }));
    });
}

/** A worktree name: a folder name and the tail of a branch name at once. */
export function checkWorktreeName(name: string): string | undefined {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name) || name.includes('..') || name.endsWith('.lock') || name.endsWith('.')) {
    return `"${name}" cannot name a worktree: use up to 64 letters, digits, '.', '_' and '-', starting with a letter or digit.`;
  }
  return undefined;
}
