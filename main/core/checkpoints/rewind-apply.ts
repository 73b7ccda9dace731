import { chmodSync, mkdirSync, readdirSync, rmdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { RewindAction } from './rewind-plan.ts';

/** Carries out a rewind plan: removals first (pruning folders they leave empty), then the writes. */
export async function applyRewind(projectDir: string, actions: readonly RewindAction[]): Promise<void> {
  for (const { change } of actions) {
    if (change.kind === 'removed') removeFile(projectDir, change.path);
    if (change.kind === 'renamed') removeFile(projectDir, change.from);
  }
  for (const { change, target } of actions) {
    if (!target) continue;
    const path = resolve(projectDir, change.path);
    const content = await target.read();
    mkdirSync(dirname(path), { recursive: true });
    rmSync(path, { force: true });
    if (target.link) {
      symlinkSync(content.toString(), path);
    } else {
      writeFileSync(path, content);
      chmodSync(path, target.mode);
    }
  }
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
