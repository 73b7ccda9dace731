import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/** The real path of an existing folder; a clear error for anything else. */
export function projectFolder(path: string): string {
  let real: string;
  try {
    real = realpathSync(resolve(path));
  } catch {
    throw new Error(`No folder at ${path}.`);
  }
  if (!statSync(real).isDirectory()) throw new Error(`${path} is not a folder.`);
  return real;
}
