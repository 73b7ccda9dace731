import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogSources } from './command-catalog.ts';

/** The state of the folders and files a catalog was read from, to tell cheaply whether it is stale. */
export interface CatalogStamp {
  paths: string[];
  /** One entry per path: its modification time, size and inode, or '-' when it does not exist. */
  states: string[];
}

/**
 * Lists the paths whose change can change the catalog and stamps them: each source folder (existing
 * or not), every folder under a commands folder with its `*.md` files, and `<folder>/SKILL.md` (existing or
 * not) for each sub-folder of a skills folder. A file added or removed changes its folder's time;
 * one edited, its own.
 */
export async function stampCatalog(sources: CatalogSources): Promise<CatalogStamp> {
  const lists = await Promise.all([...sources.commands.map((source) => commandPaths(source.dir)), ...sources.skills.map((source) => skillPaths(source.dir))]);
  const paths = lists.flat();
  return { paths, states: await pathStates(paths) };
}

/** Whether any of the stamped paths changed since: one `stat` each. */
export async function stampChanged(stamp: CatalogStamp): Promise<boolean> {
  const states = await pathStates(stamp.paths);
  return states.some((state, index) => state !== stamp.states[index]);
}

async function commandPaths(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const inside = entries.filter((entry) => entry.isDirectory() || entry.name.endsWith('.md')).map((entry) => join(entry.parentPath, entry.name));
  return [dir, ...inside];
}

async function skillPaths(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((entry) => entry.isDirectory() || entry.isSymbolicLink()).map((entry) => join(dir, entry.name));
  return [dir, ...folders.map((folder) => join(folder, 'SKILL.md'))];
}

function pathStates(paths: readonly string[]): Promise<string[]> {
  return Promise.all(
    paths.map((path) =>
      stat(path, { bigint: true }).then(
        (found) => `${found.mtimeNs}:${found.size}:${found.ino}`,
        () => '-',
      ),
    ),
  );
}
