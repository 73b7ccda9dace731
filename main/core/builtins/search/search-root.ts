import { stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, sep } from 'node:path';
import { resolveFilePath } from '../../common/files/file-path.ts';
import { ToolError } from '../../tools/define.ts';

/** Where rg runs and what it is given, so that its output paths read relative to the project. */
export interface SearchRoot {
  /** The searched file or folder, absolute. */
  absolute: string;
  isFile: boolean;
  /** The folder rg runs in: the searched folder, or the searched file's folder. */
  rgCwd: string;
  /** The path argument for rg: the file's name when one file is searched; none for a folder. */
  rgTargets: string[];
  /** Put before each path rg prints: the way from the project to `rgCwd` ('' in the project itself). */
  displayPrefix: string;
}

/** Resolves a tool's optional `path` against the project; a missing path is the model's mistake. */
export async function resolveSearchRoot(path: string | undefined, cwd: string): Promise<SearchRoot> {
  const absolute = searchedPath(path, cwd);
  const stats = await stat(absolute).catch(() => null);
  if (!stats) throw new ToolError(`Path does not exist: ${absolute}. Check the path, or search from the project folder by leaving path out.`);
  const isFile = !stats.isDirectory();
  const rgCwd = isFile ? dirname(absolute) : absolute;
  return { absolute, isFile, rgCwd, rgTargets: isFile ? [basename(absolute)] : [], displayPrefix: displayPrefix(rgCwd, cwd) };
}

/** The searched path, absolute (`~` is the home folder, as for Read), for the permission check (which must not touch the disk). */
export function searchedPath(path: string | undefined, cwd: string): string {
  return resolveFilePath(path ?? '.', cwd);
}

function displayPrefix(dir: string, cwd: string): string {
  const fromProject = relative(cwd, dir);
  if (fromProject === '') return '';
  const inside = !fromProject.startsWith('..') && !isAbsolute(fromProject);
  return (inside ? fromProject : dir) + sep;
}
