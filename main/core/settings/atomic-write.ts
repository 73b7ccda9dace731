import { randomUUID } from 'node:crypto';
import { mkdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces the file in one step: the text goes to a temporary file beside it, flushed to disk, then
 * renamed over it, so a reader never sees half a file. A symbolic link is followed (the link stays),
 * the file keeps its permissions (unless `mode` is given), and missing folders are created.
 */
export function writeFileAtomic(path: string, text: string, options: { mode?: number } = {}): void {
  const target = existingTarget(path);
  mkdirSync(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.${basename(target)}.${randomUUID()}.tmp`);
  try {
    writeFileSync(temporary, text, { flag: 'wx', flush: true, mode: options.mode ?? modeOf(target) });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function existingTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function modeOf(path: string): number | undefined {
  try {
    return statSync(path).mode & 0o7777;
  } catch {
    return undefined;
  }
}
