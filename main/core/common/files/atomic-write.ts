import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, open, realpath, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface AtomicWriteOptions {
  /**
   * What happens when `path` is a symbolic link: `follow` replaces the file it points at (the link
   * stays); `replace` puts the new file in the link's place (for callers that resolved the target).
   */
  links: 'follow' | 'replace';
  /** The new file's permissions; without it, an existing file keeps its own. */
  mode?: number;
}

/**
 * Replaces a file in one step: the content goes to a temporary file beside it, flushed to disk,
 * then renamed over it, so a reader sees the old or the new file, never half of one. Missing
 * folders are created; the mode is set explicitly, so the umask cannot narrow it.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions): Promise<void> {
  const target = options.links === 'follow' ? await realpath(path).catch(() => path) : path;
  await mkdir(dirname(target), { recursive: true });
  const mode = options.mode ?? (await existingMode(target));
  const temporary = temporaryBeside(target);
  try {
    const handle = await open(temporary, 'wx', mode ?? 0o666);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (mode !== undefined) await chmod(temporary, mode);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** `writeFileAtomic` for callers that cannot wait: settings, keys, window state. */
export function writeFileAtomicSync(path: string, data: string | Uint8Array, options: AtomicWriteOptions): void {
  const target = options.links === 'follow' ? realpathOr(path) : path;
  mkdirSync(dirname(target), { recursive: true });
  const mode = options.mode ?? existingModeSync(target);
  const temporary = temporaryBeside(target);
  try {
    const descriptor = openSync(temporary, 'wx', mode ?? 0o666);
    try {
      writeFileSync(descriptor, data);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    if (mode !== undefined) chmodSync(temporary, mode);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function temporaryBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

async function existingMode(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mode & 0o7777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function existingModeSync(path: string): number | undefined {
  try {
    return statSync(path).mode & 0o7777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
