import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/** A tool's `file_path` as an absolute path: `~` is the home folder, a relative path is taken from the project's cwd. */
export function resolveFilePath(filePath: string, cwd: string, home: string = homedir()): string {
  if (filePath === '~' || filePath.startsWith('~/')) return join(home, filePath.slice(1));
  return isAbsolute(filePath) ? resolve(filePath) : resolve(cwd, filePath);
}
