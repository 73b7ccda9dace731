import { opendirSync, statSync, type Dirent } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { FolderCompletion } from '../../../shared/ipc/domains/folders.ts';

/** At most this many folders are suggested, and at most this many entries of one folder looked at. */
const maxSuggestions = 50;
const maxEntriesRead = 10_000;

/**
 * Completes a folder path typed or pasted in the browser (where there is no folder dialog): the
 * folder it names, if there is one, and the folders whose names start with its last part. Answers
 * names of folders only (never a file, never anything inside one), hidden ones only when the part
 * typed starts with a dot. `~` is the home folder, and a relative path starts there too.
 */
export function completeFolder(typed: string, home: string): FolderCompletion {
  const path = absolutePath(typed, home);
  const endsInSeparator = typed.endsWith('/') || typed.endsWith(sep);
  const parent = endsInSeparator ? path : dirname(path);
  const prefix = endsInSeparator ? '' : basename(path).toLowerCase();
  const found = foldersIn(parent, (name) => name.toLowerCase().startsWith(prefix) && (!name.startsWith('.') || prefix.startsWith('.')));
  return { folder: isFolder(path) ? path : null, folders: found.slice(0, maxSuggestions), more: found.length > maxSuggestions };
}

function absolutePath(typed: string, home: string): string {
  const expanded = typed === '~' ? home : typed.startsWith('~/') ? join(home, typed.slice(2)) : typed;
  return isAbsolute(expanded) ? resolve(expanded) : resolve(home, expanded);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The full paths of the folders (or links to folders) directly in `parent` whose names pass, sorted; none when it cannot be read. */
function foldersIn(parent: string, wanted: (name: string) => boolean): string[] {
  const names: string[] = [];
  let dir;
  try {
    dir = opendirSync(parent);
  } catch {
    return [];
  }
  try {
    for (let entry: Dirent | null, read = 0; read < maxEntriesRead && (entry = dir.readSync()) !== null; read++) {
      if (!wanted(entry.name)) continue;
      if (entry.isDirectory() || (entry.isSymbolicLink() && isFolder(join(parent, entry.name)))) names.push(entry.name);
    }
  } catch {
    // A folder that stops being readable halfway answers what was read.
  } finally {
    dir.closeSync();
  }
  return names.sort((a, b) => a.localeCompare(b)).map((name) => join(parent, name));
}
