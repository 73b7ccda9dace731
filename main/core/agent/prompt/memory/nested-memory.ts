import { realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createMemoryCollector, memoryFilesIn } from './memory-collector.ts';
import type { MemoryFile, MemoryLimits } from './types.ts';

export interface NestedMemoryOptions {
  projectDir: string;
  home: string;
  dataDir: string;
  /** The files loaded at the start of the session (`loadMemory`): never returned again. */
  alreadyLoaded: readonly MemoryFile[];
  /** The files found in one session count against their own total, apart from those loaded at its start. */
  limits?: MemoryLimits;
  /** Told about imports that fail, cuts, and unreadable files. */
  onProblem?: (problem: string) => void;
  /** What a found file's text goes through before it joins a tool's result (the session's redactor: any command may have written it). */
  redact?: (text: string) => string;
}

export interface NestedMemory {
  /**
   * The memory files of the folders between the project root and these paths (absolute, or
   * relative to the project root) that no earlier call has looked at, with their imports.
   * Each folder is looked at once per session, on its first touch; paths outside the project
   * add nothing. Calls may overlap: a file is still returned once.
   */
  discover(paths: readonly string[]): Promise<MemoryFile[]>;
}

/** Folders whose memory files are a dependency's or git's, not the project's instructions. */
const foreignFolders = new Set(['node_modules', '.git']);

/** Finds the `CLAUDE.md` / `AGENTS.md` of project sub-folders when the model first reads or writes under them. */
export function createNestedMemory(options: NestedMemoryOptions): NestedMemory {
  const projectDir = resolve(options.projectDir);
  const looked = new Set<string>();
  // Files a command may have made as it went: none is read through a link out of the project, nor imports anything outside it.
  const collector = Promise.all([realpath(projectDir).catch(() => projectDir), ...options.alreadyLoaded.map((file) => realpath(file.path).catch(() => file.path))]).then(
    ([within, ...alreadyIncluded]) => createMemoryCollector({ ...options, alreadyIncluded, within, report: (problem) => options.onProblem?.(problem) }),
  );
  const redact = options.redact ?? ((text: string) => text);

  async function discover(paths: readonly string[]): Promise<MemoryFile[]> {
    const memory = await collector;
    const found: MemoryFile[] = [];
    for (const path of paths) {
      for (const folder of await foldersBelowProject(resolve(projectDir, path))) {
        if (looked.has(folder)) continue;
        looked.add(folder);
        for (const { path: file } of memoryFilesIn(folder)) found.push(...(await memory.add(file, 'nested')).map((added) => ({ ...added, text: redact(added.text) })));
      }
    }
    return found;
  }

  /** The folders from just below the project root down to the path's own folder, none inside a foreign folder. */
  async function foldersBelowProject(path: string): Promise<string[]> {
    const inProject = relative(projectDir, path);
    if (inProject === '' || inProject === '..' || inProject.startsWith(`..${sep}`) || isAbsolute(inProject)) return [];
    const isFolder = await stat(path).then((info) => info.isDirectory(), () => false);
    const segments = relative(projectDir, isFolder ? path : dirname(path)).split(sep).filter(Boolean);
    const ownSegments = segments.slice(0, firstForeign(segments));
    return ownSegments.map((_, index) => join(projectDir, ...ownSegments.slice(0, index + 1)));
  }

  return { discover };
}

function firstForeign(segments: readonly string[]): number {
  const index = segments.findIndex((segment) => foreignFolders.has(segment));
  return index === -1 ? segments.length : index;
}
