import { type Stats } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { entriesOf, lstatOrNothing, statOrNothing } from '../../common/files/look.ts';

/** Second names of protected files: a hard link is the same file under another path. */
export interface HardLinks {
  /** The protected file `path` is another name of, or undefined; `known` is its stat when the caller has it. */
  fileLinkedTo(path: string, known?: Stats): string | undefined;
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
 * Hard links of the files in and below `protectedPaths`. Only a file whose link count is above one can
 * have another name, so a path is looked up (one stat) only then, and the protected files with more
 * than one name are listed on the first such lookup and kept for the life of this object: make one
 * per decision, so that a link made since the last one is seen.
 */
export function hardLinksOf(protectedPaths: readonly string[]): HardLinks {
  let byInode: Map<string, string> | undefined;
  const linked = () => (byInode ??= linkedFiles(protectedPaths));
  return {
    fileLinkedTo(path, known) {
      const stats = known ?? statOrNothing(path);
      if (!stats?.isFile() || stats.nlink < 2) return undefined;
      return linked().get(inodeKey(stats));
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
        if (stats?.isFile() && stats.nlink > 1 && inodes.has(inodeKey(stats))) names.push(path);
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

function linkedFiles(protectedPaths: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  let budget = MAX_ENTRIES;
  const visit = (path: string, known?: Stats): void => {
    if (budget-- <= 0) return;
    const stats = known ?? lstatOrNothing(path);
    if (!stats) return;
    if (stats.isFile() && stats.nlink > 1) found.set(inodeKey(stats), path);
    if (stats.isDirectory()) for (const name of entriesOf(path)) visit(join(path, name));
  };
  const look = (folder: PathTree): void => {
    const stats = lstatOrNothing(folder.path);
    // Nothing is below what is not there: most protected paths are missing, many below one missing folder.
    if (!stats) return;
    if (folder.named) visit(folder.path, stats);
    folder.below.forEach(look);
  };
  treeOf(protectedPaths).forEach(look);
  return found;
}

/** The protected paths and the folders above them, as a tree from the file system's root. */
interface PathTree {
  path: string;
  /** A protected path, not only a folder above one. */
  named: boolean;
  below: PathTree[];
}

/** The tree depends on the list alone (never on the disk), so it is built once per list. */
const trees = new WeakMap<readonly string[], PathTree[]>();

function treeOf(protectedPaths: readonly string[]): PathTree[] {
  let roots = trees.get(protectedPaths);
  if (roots) return roots;
  roots = [];
  const nodes = new Map<string, PathTree>();
  const nodeOf = (path: string): PathTree => {
    let node = nodes.get(path);
    if (!node) {
      node = { path, named: false, below: [] };
      nodes.set(path, node);
      const parent = dirname(path);
      (parent === path ? roots! : nodeOf(parent).below).push(node);
    }
    return node;
  };
  // An entry that is no absolute path (a project's `!dir`) names no file.
  for (const path of protectedPaths) if (isAbsolute(path)) nodeOf(path).named = true;
  trees.set(protectedPaths, roots);
  return roots;
}

function inodeKey(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

