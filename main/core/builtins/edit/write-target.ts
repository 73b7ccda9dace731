import { realpath } from 'node:fs/promises';

/** The file a write lands on: a symlink's target, so the link itself stays a link. */
export async function writeTarget(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return path;
    throw error;
  }
}
