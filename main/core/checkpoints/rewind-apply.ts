import { chmodSync, lstatSync, mkdirSync, readdirSync, rmdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { RewindAction } from './rewind-plan.ts';

/** A file the rewind left alone, and why. */
export interface SkippedRewindFile {
  path: string;
  reason: string;
}

/**
 * Carries out a rewind plan: removals first (pruning folders they leave empty), then the writes.
 * A file is touched only when no folder between the project and it is a link: a command could have
 * replaced a folder by a link to `.claude` or outside the project since the plan was shown.
 */
export async function applyRewind(projectDir: string, actions: readonly RewindAction[]): Promise<SkippedRewindFile[]> {
  const skipped: SkippedRewindFile[] = [];
  const reachable = (path: string): boolean => {
    const link = linkedFolderOn(projectDir, path);
    if (link) skipped.push({ path, reason: `the folder ${link} is now a link, so the file would land elsewhere` });
    return !link;
  };
  for (const { change } of actions) {
    if (change.kind === 'removed' && reachable(change.path)) removeFile(projectDir, change.path);
    if (change.kind === 'renamed' && reachable(change.from)) removeFile(projectDir, change.from);
  }
  for (const { change, target } of actions) {
    if (!target) continue;
    // Read first: a command still running could swap a folder for a link while the read waits.
    const content = await target.read();
    if (!reachable(change.path)) continue;
    const path = resolve(projectDir, change.path);
    mkdirSync(dirname(path), { recursive: true });
    rmSync(path, { force: true });
    if (target.link) {
      symlinkSync(content.toString(), path);
    } else {
      if (!writtenAnew(path, content)) {
        skipped.push({ path: change.path, reason: 'something was put in its place while the rewind ran' });
        continue;
      }
      chmodSync(path, target.mode);
    }
  }
  return skipped;
}

/** Writes a file that must not exist (`wx`): a link planted since the removal is not written through. */
function writtenAnew(path: string, content: Buffer): boolean {
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The first folder between the project and `path` (relative to it) that is a link, if any. */
function linkedFolderOn(projectDir: string, path: string): string | undefined {
  const folders = path.split(sep).slice(0, -1);
  for (let depth = 1; depth <= folders.length; depth++) {
    const folder = folders.slice(0, depth).join(sep);
    try {
      if (lstatSync(join(projectDir, folder)).isSymbolicLink()) return folder;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function removeFile(projectDir: string, path: string): void {
  const absolute = resolve(projectDir, path);
  rmSync(absolute, { force: true });
  let folder = dirname(absolute);
  while (isStrictlyInside(projectDir, folder) && isEmptyFolder(folder)) {
    rmdirSync(folder);
    folder = dirname(folder);
  }
}

function isStrictlyInside(root: string, path: string): boolean {
  const inside = relative(root, path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
}

function isEmptyFolder(path: string): boolean {
  try {
    return readdirSync(path).length === 0;
  } catch {
    return false;
  }
}
