import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * The files under `dir` (sub-folders included, symlinks followed) whose names pass `wanted`, sorted;
 * `dir` itself when it is such a file; none when it does not exist.
 */
export async function filesUnder(dir: string, wanted: (name: string) => boolean, problems: string[]): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => wanted(entry.name) && (entry.isFile() || entry.isSymbolicLink()))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR' && wanted(basename(dir)) && (await stat(dir)).isFile()) return [dir];
    if (code !== 'ENOENT' && code !== 'ENOTDIR') problems.push(`${dir}: the folder cannot be read (${code ?? String(error)}).`);
    return [];
  }
}

/** The file's text, or undefined with a problem saying why not. */
export async function readText(file: string, problems: string[]): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
    return undefined;
  }
}
