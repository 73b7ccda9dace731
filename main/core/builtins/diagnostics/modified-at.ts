import { statSync } from 'node:fs';

/** The file's modification time, or undefined when it does not exist (any more). */
export function modifiedAt(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}
