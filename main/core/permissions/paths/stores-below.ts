import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expandBraces } from '../shell/brace-expansion.ts';
import { lstatOrNothing, realpathOrNothing, walkBreadthFirst } from '../../common/files/look.ts';
import { pathsNamedBy, segmentPattern } from './hard-links.ts';
import { isWithin, type ResolvedPath } from './resolve.ts';
import { isSensitivePath, literalPaths } from './special-paths.ts';

/** How many entries below a searched folder are looked at for credential files named by a pattern. */
const MAX_ENTRIES = 20_000;

/**
 * The credential files the sensitive list names by a glob that lie below a folder a command reads whole
 * (`grep -r x ~/.config` reaches `~/.config/foo/credentials.json`, `cp -r ~/keys k` every `*.pem`
 * in it, `grep -r KEY /proc` every process's environment). A glob within names is matched against what
 * is there now; a process file stands for every process (`/proc/<pid>/environ`: they come and go); private keys and password
 * databases, named anywhere (`**`), are looked for entry by entry below a folder outside every project
 * (inside one, keys are the project's own). `complete` is false when that folder is too large to look through.
 */
export function globbedStoresBelow(root: ResolvedPath, sensitive: readonly string[]): { found: string[]; complete: boolean } {
  const found = new Set<string>();
  // A folder that is not there holds nothing.
  if (!lstatOrNothing(root.real)) return { found: [], complete: true };
  const folderNames = root.real.split('/').filter(Boolean);
  let walk = false;
  for (const glob of globsOf(sensitive)) {
    if (!mayMatchBelow(glob.names, folderNames)) continue;
    if (glob.anywhere) walk = true;
    else if (glob.entry.startsWith('/proc/')) for (const path of expandBraces(glob.entry)) found.add(path);
    else for (const path of pathsNamedBy(glob.entry)) if (isWithin(path, root.real)) found.add(path);
  }
  const below = walk && !insideProject(root.real, sensitive) ? sensitiveBelow(root.real, sensitive) : [];
  for (const path of below ?? []) found.add(path);
  return { found: [...found], complete: below !== undefined };
}

/**
 * The paths the sensitive list names now, its globs within names expanded against what is there
 * (`~/.config/<app>/credentials.json`, through a linked app folder too, and where the link leads),
 * outside the working dirs: what a sandbox can hide, as it hides only paths. Cheap enough to be
 * called before each command starts, so a store made since the session opened is hidden too.
 * `**` globs are `deepStoresIn`'s; process files are left to the rules (`pathsNamedBy`).
 */
export function sensitivePathsNow(sensitive: readonly string[], workingDirs: readonly string[]): string[] {
  const paths = new Set(literalPaths(sensitive));
  for (const glob of globsOf(sensitive)) {
    for (const path of pathsNamedBy(glob.entry)) {
      if (workingDirs.some((dir) => isWithin(path, dir))) continue;
      paths.add(path);
      const real = realpathOrNothing(path);
      if (real !== undefined && real !== path && !workingDirs.some((dir) => isWithin(real, dir))) paths.add(real);
    }
  }
  return [...paths];
}

/** How many entries of the home folder are looked at for files the `**` globs name. */
const MAX_HOME_ENTRIES = 20_000;
/** Folders below the home whose files are no one's own keys (packages, caches, toolchains and their test certificates, git's objects): not looked into. */
const NOT_LOOKED_INTO = new Set([
  'node_modules', '.git', '.cache', '.npm', '.cargo', '.rustup', '.local', 'go', '.gradle', '.m2', '.pyenv', '.nvm', '.rbenv', '.sdkman',
  '.conda', 'miniconda3', 'anaconda3', '.vscode', '.vscode-server', '.cursor', '.oh-my-zsh', 'snap', 'Library',
]);

/**
 * The files the list's `**` globs name below the home folder (`~/.config/deploy/keys/prod.pem`,
 * `~/Documents/vault.kdbx`), outside the working dirs: what a sandbox can hide of them. Looked for
 * breadth first among the first `MAX_HOME_ENTRIES` entries, outside package, cache and toolchain folders,
 * once a session, at its first sandboxed command (a walk too slow for every start: tens of milliseconds); the rules still judge every path.
 */
export function deepStoresIn(home: string, sensitive: readonly string[], workingDirs: readonly string[]): string[] {
  if (!globsOf(sensitive).some((glob) => glob.anywhere)) return [];
  const found: string[] = [];
  walkBreadthFirst(home, MAX_HOME_ENTRIES, (path, entry) => {
    if (workingDirs.some((dir) => isWithin(path, dir))) return false;
    if (!isSensitivePath({ lexical: path, real: path }, sensitive)) return !NOT_LOOKED_INTO.has(entry.name);
    if (!entry.isDirectory()) found.push(path);
    return false;
  });
  return found;
}

interface Glob {
  entry: string;
  names: readonly string[];
  /** It holds `**`: what it names may lie at any depth. */
  anywhere: boolean;
}

const globLists = new WeakMap<readonly string[], readonly Glob[]>();

/** The list's entries that are globs, split into names once per list. */
function globsOf(sensitive: readonly string[]): readonly Glob[] {
  let globs = globLists.get(sensitive);
  if (!globs) {
    globs = sensitive
      .filter((entry) => !entry.startsWith('!') && /[*?{]/.test(entry))
      .map((entry) => ({ entry, names: entry.split('/').filter(Boolean), anywhere: entry.includes('**') }));
    globLists.set(sensitive, globs);
  }
  return globs;
}

/** Whether a glob (by its names) can name something strictly below a folder: the folder's names match its first ones, and it goes deeper. */
function mayMatchBelow(globNames: readonly string[], folderNames: readonly string[]): boolean {
  for (let i = 0; i < folderNames.length; i++) {
    if (globNames[i] === undefined) return false;
    if (globNames[i].includes('**')) return true;
    if (!segmentPattern(globNames[i]).test(folderNames[i])) return false;
  }
  return globNames.length > folderNames.length;
}

function insideProject(path: string, sensitive: readonly string[]): boolean {
  return sensitive.some((entry) => entry.startsWith('!') && isWithin(path, entry.slice(1)));
}

/** Every entry below `folder` the sensitive list covers (a covered folder is not looked into), or undefined past the budget. */
function sensitiveBelow(folder: string, sensitive: readonly string[]): string[] | undefined {
  const found: string[] = [];
  let budget = MAX_ENTRIES;
  const visit = (dir: string): boolean => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return true;
    }
    for (const entry of entries) {
      if (budget-- <= 0) return false;
      const path = join(dir, entry.name);
      if (isSensitivePath({ lexical: path, real: path }, sensitive)) found.push(path);
      else if (entry.isDirectory() && !visit(path)) return false;
    }
    return true;
  };
  return visit(folder) ? found : undefined;
}
