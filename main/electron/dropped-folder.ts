import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder a `file://` navigation points to (what a folder dropped on the window causes), or null. */
export function droppedFolderPath(target: string): string | null {
  let path: string;
  try {
    const url = new URL(target);
    if (url.protocol !== 'file:') return null;
    path = fileURLToPath(url);
  } catch {
    return null;
  }
  try {
    return statSync(path).isDirectory() ? path : null;
  } catch {
    return null;
  }
}
