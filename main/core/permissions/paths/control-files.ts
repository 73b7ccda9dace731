import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { lstatOrNothing } from '../../common/files/look.ts';
import { hardLinksOf } from './hard-links.ts';
import { isWithin, pathForms, type ResolvedPath } from './resolve.ts';
import { segmentMatcher } from '../shell/globs.ts';

export interface ControlLocations {
  projectDir: string;
  home: string;
  dataDir: string;
  /** Folders of the plugins the settings name (`LoadedPlugin.root`). */
  pluginRoots?: readonly string[];
  /** The working dirs besides the project (`permissions.additionalDirectories`): their repositories' git control files are control files too. */
  additionalDirs?: readonly string[];
}

/**
 * What may be written in the data dir: the sessions' scratch folders and the spill files of long
 * outputs. Everything else there is Deft's own state (settings, agents, skills, commands, plugins,
 * secrets, the compiled tool cache).
 */
const dataDirWorkspaces = new Set(['scratch', 'tool-output']);
/** Data dir entries Deft reads as configuration, listed even before they exist so the sandbox covers their creation. */
const dataDirControlEntries = ['settings.json', 'agents', 'skills', 'commands', 'plugins', 'secrets', 'cache', 'mcp-auth.json', 'projects.json'];

/**
 * Deft's own control files for one project, as absolute literal paths (a folder stands for all it
 * holds): every file or folder Deft reads rules, hooks, agents, skills, commands, tools, MCP servers or
 * plugins from, and the git files that decide what runs on a commit. Writing one can change what the
 * agent may do, so no tool or command writes one without the person. The sandbox takes this list as
 * its `denyWrite`; literal paths because bubblewrap binds paths, not patterns.
 */
export function controlPaths({ projectDir, home, dataDir, pluginRoots = [], additionalDirs = [] }: ControlLocations): string[] {
  const project = resolve(projectDir);
  const paths = [
    join(project, '.deft'),
    join(project, '.claude'),
    join(project, '.mcp.json'),
    // A commit in any working dir runs that repository's hooks.
    ...[project, ...additionalDirs.map((dir) => resolve(dir))].flatMap(gitControlPaths),
    join(home, '.claude'),
    join(home, '.claude.json'),
    join(home, '.gitconfig'),
    join(home, '.config', 'git'),
    ...dataDirEntries(resolve(dataDir)),
    ...pluginRoots.map((root) => resolve(root)),
  ];
  return [...new Set(paths)];
}

/** The git files of a repository's working tree that decide what git runs: its hooks, its config, and where they are found. */
function gitControlPaths(dir: string): string[] {
  const gitDir = join(dir, '.git');
  return [
    join(gitDir, 'hooks'),
    join(gitDir, 'config'),
    join(gitDir, 'config.worktree'),
    join(gitDir, 'info'),
    // `commondir` names the git dir whose hooks and config git then uses; `worktrees` and `modules` hold other git dirs' hooks and config.
    join(gitDir, 'commondir'),
    join(gitDir, 'worktrees'),
    join(gitDir, 'modules'),
    // Remotes named in these files are pushed to and fetched from as if `.git/config` named them (a push runs the receiving side's hooks).
    join(gitDir, 'remotes'),
    join(gitDir, 'branches'),
    // In a worktree or a submodule `.git` is a file naming the git dir, and with it the hooks git runs.
    ...(lstatOrNothing(gitDir)?.isFile() ? [gitDir] : []),
    ...hooksPaths(gitDir, dir),
  ];
}

/** The data dir's entries but its scratch and spill folders: the known ones, and whatever else is there now. */
function dataDirEntries(dataDir: string): string[] {
  let present: string[] = [];
  try {
    present = readdirSync(dataDir);
  } catch {
    // No data dir yet: the known entries still name what Deft will read.
  }
  return [...new Set([...dataDirControlEntries, ...present])].filter((name) => !dataDirWorkspaces.has(name)).map((name) => join(dataDir, name));
}

/** `core.hooksPath` of the project's `.git/config`: git runs the hooks of that folder instead of `.git/hooks`. */
function hooksPaths(gitDir: string, project: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(gitDir, 'config'), 'utf8');
  } catch {
    return [];
  }
  const found: string[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const header = /^\s*\[([^\]\s"]+)/.exec(line);
    if (header) section = header[1].toLowerCase();
    const value = /^\s*hookspath\s*=\s*"?([^"#;]*?)"?\s*(?:[#;].*)?$/i.exec(line);
    if (section === 'core' && value && value[1] !== '') found.push(isAbsolute(value[1]) ? value[1] : join(project, value[1]));
  }
  return found;
}

/** How a write reaches what lies at its path (a `CommandWrite`'s reach, and whether the path is a glob). */
export interface WriteReach {
  /** The write reaches all the path holds (`rm -r`, `mv` of a folder, files extracted into it). */
  tree?: boolean;
  /** The path is a glob (`.c*` for `.claude`): it counts for every name it can match. */
  pattern?: boolean;
}

/**
 * The control files that writing `path` writes: the one the path lies in, or (for a write that
 * reaches a whole tree) the ones it holds. Empty when it writes none.
 */
export function controlFilesWritten(path: ResolvedPath, control: readonly string[], reach: WriteReach = {}): string[] {
  // A second name (hard link) of a control file is that file: writing it writes the control file.
  const secondName = hardLinksOf(control).fileLinkedTo(path.real);
  const forms = [...pathForms(path), ...(secondName === undefined ? [] : [secondName])].map(asFileSystemsCompare);
  const entries = folded(control);
  return control.filter((_, index) => {
    const entry = entries[index];
    return forms.some((form) => (reach.pattern ? patternReaches(form, entry) : isWithin(form, entry) || (reach.tree === true && isWithin(entry, form))));
  });
}

/**
 * A path as the most forgiving file system compares it, so that every spelling that opens a control
 * file somewhere is that control file: case folded as APFS and NTFS fold it (`toUpperCase` first, so
 * `ſ` is `s` and `K` is `k`: `.mcp.jſon` is `.mcp.json` on macOS), and the names Windows reads
 * alike made one (`\` a separator, trailing dots and spaces of a name and a `::$DATA` stream dropped:
 * `.claude./settings.json`, `.mcp.json::$DATA`). On Linux these are other files, never Deft's own,
 * so treating them as control files only asks where nothing needed asking.
 */
function asFileSystemsCompare(path: string): string {
  return path
    .replaceAll('\\', sep)
    .split(sep)
    .map((name) => name.replace(/::\$data$/i, '').replace(/(?<=[^.])[. ]+$/, ''))
    .join(sep)
    .toUpperCase()
    .toLowerCase();
}

const foldedLists = new WeakMap<readonly string[], readonly string[]>();

/** A service's control list is asked about every write it judges: folded once. */
function folded(control: readonly string[]): readonly string[] {
  let entries = foldedLists.get(control);
  if (!entries) {
    entries = control.map(asFileSystemsCompare);
    foldedLists.set(control, entries);
  }
  return entries;
}

/** Segment by segment over the shorter of the two: a pattern that names a control path or a folder above one. */
function patternReaches(pattern: string, entry: string): boolean {
  const patternSegments = pattern.split(sep).filter(Boolean);
  const entrySegments = entry.split(sep).filter(Boolean);
  if (patternSegments.includes('**')) {
    const fixed = patternSegments.slice(0, patternSegments.indexOf('**'));
    return fixed.every((segment, index) => index >= entrySegments.length || segmentMatches(segment, entrySegments[index]));
  }
  const shorter = Math.min(patternSegments.length, entrySegments.length);
  for (let index = 0; index < shorter; index++) if (!segmentMatches(patternSegments[index], entrySegments[index])) return false;
  return true;
}

/** A shell glob segment against one name; as bash does, a leading dot is matched only by a written dot. */
function segmentMatches(glob: string, name: string): boolean {
  return /[*?[]/.test(glob) ? segmentMatcher(glob, (text) => text).test(name) : glob === name;
}
