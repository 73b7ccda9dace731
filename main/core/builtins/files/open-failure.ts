import { nearNames } from './near-names.ts';

/** What to tell the model when a file or folder cannot be found or opened. */
export function openFailure(absolutePath: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    const near = nearNames(absolutePath);
    const suggestion = near.length > 0 ? ` Did you mean ${near.join(', or ')}?` : ' Check the path, or find the file with Glob.';
    return `${absolutePath} does not exist.${suggestion}`;
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return `The operating system does not let Deft read ${absolutePath} (permission denied). Ask the person to change its permissions if you need it.`;
  }
  if (code === 'ELOOP') return `${absolutePath} is a symbolic link that loops. Use the path it should point to.`;
  return `${absolutePath} cannot be read: ${(error as Error).message}.`;
}
