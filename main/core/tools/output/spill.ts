import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SpillSink } from './for-model.ts';

export interface SpillStoreOptions {
  dir: string;
  /** Files older than this are removed by cleanup; 7 days unless given. */
  maxAgeMs?: number;
  /** Cleanup removes the oldest files until the rest fit; 500 MB unless given. */
  maxTotalBytes?: number;
  now?: () => number;
  /** Receives the failures of the periodic cleanup. */
  onError?: (error: unknown) => void;
}

export interface CleanupReport {
  removedFiles: number;
  freedBytes: number;
}

/** Whole tool outputs that were too long for the model, kept where the model can read them. */
export interface SpillStore {
  dir: string;
  /** Saves the text and returns the file's absolute path. */
  write(id: string, text: string): Promise<string>;
  /** A new file to write as the content comes (cleanup takes it like the others). */
  open(id: string): SpillSink;
  cleanup(): Promise<CleanupReport>;
  /** Cleans up now and then every interval (1 hour unless given); returns the function that stops it. */
  startCleanup(intervalMs?: number): () => void;
}

interface SpillFile {
  path: string;
  size: number;
  mtimeMs: number;
}

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;
/** Time stamp, random part, sanitised id; `.tmp` while being written. */
const spillFileName = /^\d{13,}-[0-9a-f]{12}-[\w-]{1,64}\.txt(?:\.tmp)?$/;

export function createSpillStore(options: SpillStoreOptions): SpillStore {
  const dir = resolve(options.dir);
  const maxAgeMs = options.maxAgeMs ?? 7 * day;
  const maxTotalBytes = options.maxTotalBytes ?? 500 * 1024 * 1024;
  const now = options.now ?? Date.now;

  async function write(id: string, text: string): Promise<string> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, fileName(id, now()));
    const temporary = `${path}.tmp`;
    try {
      await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
    return path;
  }

  function open(id: string): SpillSink {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, fileName(id, now()));
    const fd = openSync(path, 'wx', 0o600);
    return {
      path,
      write(data) {
        const bytes = typeof data === 'string' ? Buffer.from(data) : data;
        for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
      },
      close: () => closeSync(fd),
    };
  }

  async function cleanup(): Promise<CleanupReport> {
    const expiredBefore = now() - maxAgeMs;
    const files = await listSpillFiles(dir);
    let total = files.reduce((sum, file) => sum + file.size, 0);
    const report = { removedFiles: 0, freedBytes: 0 };
    for (const file of files) {
      if (file.mtimeMs >= expiredBefore && total <= maxTotalBytes) break;
      if (await removeIfPresent(file.path)) {
        report.removedFiles++;
        report.freedBytes += file.size;
      }
      total -= file.size;
    }
    return report;
  }

  function startCleanup(intervalMs = hour): () => void {
    const run = () => {
      cleanup().catch((error: unknown) => options.onError?.(error));
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { dir, write, open, cleanup, startCleanup };
}

function fileName(id: string, time: number): string {
  const stamp = String(Math.floor(time)).padStart(13, '0');
  const safeId = id.replace(/[^\w-]/g, '_').slice(0, 64) || 'output';
  return `${stamp}-${randomBytes(6).toString('hex')}-${safeId}.txt`;
}

/** Our files in `dir`, oldest first; a missing folder holds none. */
async function listSpillFiles(dir: string): Promise<SpillFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const ours = names.filter((name) => spillFileName.test(name));
  const files = await Promise.all(ours.map((name) => statRegularFile(join(dir, name))));
  return files
    .filter((file) => file !== undefined)
    .sort((a, b) => a.mtimeMs - b.mtimeMs || (a.path < b.path ? -1 : 1));
}

async function statRegularFile(path: string): Promise<SpillFile | undefined> {
  try {
    const stats = await lstat(path);
    return stats.isFile() ? { path, size: stats.size, mtimeMs: stats.mtimeMs } : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

async function removeIfPresent(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
