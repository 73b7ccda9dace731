import { type Stats } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { entriesOf, lstatOrNothing, statOrNothing } from '../../common/files/look.ts';
import { envFilesBelow } from './env-files.ts';
import { holdsPrivateKey } from './private-keys.ts';

/** Second names of protected files: a hard link is the same file under another path. */
export interface HardLinks {
  /** The protected file `path` is another name of, or undefined; `known` is its stat when the caller has it. */
  fileLinkedTo(path: string, known?: Stats): string | undefined;
  /**
   * Whether `path` is one name of a file with more, holding a private key: another name of a key file
   * the list names only by a pattern (`*.pem` outside the project), wherever that is.
   */
  nameOfPrivateKey(path: string, known?: Stats): boolean;
  /**
   * The second names of protected files below `root` (a folder a search reads whole); undefined when
   * some protected file has another name and the folder is too large to look through.
   */
  namesBelow(root: string): string[] | undefined;
}

/** How many entries below the protected folders are looked at; a credential folder holds far fewer. */
const MAX_ENTRIES = 5_000;
/** How many entries of a searched folder are looked through for a second name. */
const MAX_SEARCHED = 20_000;

/**
 * Hard links of the files in and below `protectedPaths`, and of the `.env` files in the projects it
 * names (`!dir`): `copy.txt` made by `ln .env copy.txt` is read as the `.env` file it is. Only a file whose link count is above one can
 * have another name, so a path is looked up (one stat) only then, and the protected files with more
 * than one name are listed on the first such lookup and kept for the life of this object: make one
 * per decision, so that a link made since the last one is seen. `envFiles` finds a project's `.env` files
 * (the decision's own, so a folder it searches too is walked once).
 */
export function hardLinksOf(protectedPaths: readonly string[], envFiles: (root: string) => string[] = envFilesBelow): HardLinks {
  let byInode: Map<string, string> | undefined;
  const linked = () => (byInode ??= linkedFiles(protectedPaths, envFiles));
  return {
    fileLinkedTo(path, known) {
      const stats = known ?? statOrNothing(path);
      if (!stats?.isFile() || stats.nlink < 2) return undefined;
      return linked().get(inodeKey(stats));
    },
    nameOfPrivateKey(path, known) {
      const stats = known ?? statOrNothing(path);
      return stats?.isFile() === true && stats.nlink > 1 && holdsPrivateKey(path);
    },
    namesBelow(root) {
      // A folder that is not there holds no second name, and asks nothing of the protected files.
      if (!lstatOrNothing(root)) return [];
      const inodes = linked();
      if (inodes.size === 0) return [];
      const names: string[] = [];
      let budget = MAX_SEARCHED;
      const visit = (path: string): boolean => {
        if (budget-- <= 0) return false;
        const stats = lstatOrNothing(path);
        if (stats?.isFile() && stats.nlink > 1 && (inodes.has(inodeKey(stats)) || holdsPrivateKey(path))) names.push(path);
        return !stats?.isDirectory() || entriesOf(path).every((name) => visit(join(path, name)));
      };
      return visit(root) ? names : undefined;
    },
  };
}

/**
 * The second names of protected files found in `dirs` (a sandbox's working dirs), looked for now;
 * undefined when some protected file has a second name and a folder is too large to look through.
 */
export function secondNamesIn(dirs: readonly string[], protectedPaths: readonly string[]): string[] | undefined {
  const links = hardLinksOf(protectedPaths);
  const names: string[] = [];
  for (const dir of dirs) {
    const found = links.namesBelow(dir);
    if (!found) return undefined;
    names.push(...found);
  }
  return names;
}

/**
 * The protected files with more than one name, by inode. Every protected path is looked at first, in the
 * list's order, then what the protected folders hold, within one budget: a large folder (a browser
 * profile) never keeps a file the list names from being looked at. Below a folder that is not there
 * nothing is looked for: most protected paths are missing, many below one missing folder.
 */
function linkedFiles(protectedPaths: readonly string[], envFiles: (root: string) => string[]): Map<string, string> {
  const found = new Map<string, string>();
  let budget = MAX_ENTRIES;
  const visit = (path: string, known?: Stats): void => {
    if (budget-- <= 0) return;
    const stats = known ?? lstatOrNothing(path);
    if (!stats) return;
    if (stats.isFile() && stats.nlink > 1) found.set(inodeKey(stats), path);
    if (stats.isDirectory()) for (const name of entriesOf(path)) visit(join(path, name));
  };
  const there = new Map<string, boolean>();
  const folderThere = (folder: string): boolean => {
    let known = there.get(folder);
    if (known === undefined) {
      const parent = dirname(folder);
      known = (parent === folder || folderThere(parent)) && lstatOrNothing(folder) !== undefined;
      there.set(folder, known);
    }
    return known;
  };
  const folders: Array<{ path: string; stats: Stats }> = [];
  for (const path of protectedPaths.flatMap((entry) => namedPaths(entry, folderThere))) {
    if (!folderThere(dirname(path))) continue;
    const stats = lstatOrNothing(path);
    if (stats?.isFile() && stats.nlink > 1) found.set(inodeKey(stats), path);
    if (stats?.isDirectory()) folders.push({ path, stats });
  }
  for (const folder of folders) for (const name of entriesOf(folder.path)) visit(join(folder.path, name));
  for (const project of protectedPaths.filter((entry) => entry.startsWith('!'))) {
    for (const path of envFiles(project.slice(1))) {
      const stats = lstatOrNothing(path);
      if (stats?.isFile() && stats.nlink > 1) found.set(inodeKey(stats), path);
    }
  }
  return found;
}

/** The paths a sensitive entry names now (see `namedPaths`). */
export function pathsNamedBy(entry: string): string[] {
  // A linked folder is looked into: dotfile managers (stow, chezmoi) link `~/.config/<app>` elsewhere.
  return namedPaths(entry, (folder) => statOrNothing(folder)?.isDirectory() === true);
}

/**
 * The paths an entry names: itself, or for a glob within names (`~/.config/<any>/credentials*`, `~/{*.pem,id_rsa}`)
 * what is there now. An entry that is no absolute path (a project's `!dir`), a `**` glob and the process
 * files (which cannot be linked) name none to look at.
 */
function namedPaths(entry: string, folderThere: (folder: string) => boolean): string[] {
  if (!isAbsolute(entry)) return [];
  if (!/[*?{]/.test(entry)) return [entry];
  if (entry.includes('**') || entry.startsWith('/proc/')) return [];
  let paths = ['/'];
  for (const segment of entry.split('/').filter(Boolean)) {
    if (!/[*?{]/.test(segment)) {
      paths = paths.map((path) => join(path, segment));
      continue;
    }
    paths = paths.filter(folderThere);
    if (paths.length === 0) return [];
    const matches = segmentPattern(segment);
    paths = paths.flatMap((path) => entriesOf(path).filter((name) => matches.test(name)).map((name) => join(path, name)));
  }
  return paths;
}

const segmentPatterns = new Map<string, RegExp>();

/** One name of a glob as a regular expression: `*` and `?` within the name, `{a,b}` either. */
export function segmentPattern(segment: string): RegExp {
  const known = segmentPatterns.get(segment);
  if (known) return known;
  const source = segment.replace(/[.+^$()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*').replaceAll('?', '[^/]').replace(/\{([^{}]*)\}/g, (_, choices: string) => `(?:${choices.split(',').join('|')})`);
  const pattern = new RegExp(`^${source}$`, 's');
  segmentPatterns.set(segment, pattern);
  return pattern;
}

function inodeKey(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

