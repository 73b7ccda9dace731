import { stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';

export type PathKind = 'folder' | 'file';

/** The manifest's path entries for one component, as written: a string or a list. */
export const pathList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Resolves the manifest's paths of one component (`field`) against the plugin root. Each must stay
 * inside the plugin and exist as one of the `kinds`; the default location is added first when it exists.
 */
export async function componentPaths(options: {
  root: string;
  manifestFile: string;
  field: string;
  entries: readonly string[];
  defaultPath: string;
  kinds: readonly PathKind[];
  problems: string[];
}): Promise<string[]> {
  const { root, manifestFile, field, entries, kinds, problems } = options;
  const found: string[] = [];
  const defaultPath = join(root, options.defaultPath);
  if (kinds.includes((await kindOf(defaultPath)) ?? ('none' as PathKind))) found.push(defaultPath);
  for (const [index, entry] of entries.entries()) {
    const place = `${manifestFile}: ${field}${entries.length > 1 ? `[${index}]` : ''}`;
    const path = resolve(root, entry);
    const inside = relative(root, path);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      problems.push(`${place}: "${entry}" is outside the plugin folder; write a path like "./${field}"`);
      continue;
    }
    const kind = await kindOf(path);
    if (!kind || !kinds.includes(kind)) {
      problems.push(`${place}: "${entry}" ${kind ? `is a ${kind}, expected a ${kinds.join(' or a ')}` : 'not found'}`);
      continue;
    }
    if (!found.includes(path)) found.push(path);
  }
  return found;
}

async function kindOf(path: string): Promise<PathKind | undefined> {
  const found = await stat(path).catch(() => undefined);
  if (!found) return undefined;
  return found.isDirectory() ? 'folder' : 'file';
}
