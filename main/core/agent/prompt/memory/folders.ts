import { dirname, resolve } from 'node:path';

/** `dir` and every folder above it, the file-system root first. */
export function foldersDownTo(dir: string): string[] {
  const folders: string[] = [];
  for (let current = resolve(dir); ; current = dirname(current)) {
    folders.unshift(current);
    if (dirname(current) === current) return folders;
  }
}
