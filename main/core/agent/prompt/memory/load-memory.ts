import { dirname, join, resolve } from 'node:path';
import { createMemoryCollector, memoryFilesIn } from './memory-collector.ts';
import type { MemoryFile, MemoryLimits, MemoryLoad } from './types.ts';

export interface MemoryLocations {
  projectDir: string;
  cwd: string;
  home: string;
  dataDir: string;
  limits?: MemoryLimits;
}

/**
 * The memory files of a session, broadest first: the person's own (`~/.claude/CLAUDE.md`, then
 * Deft's `<dataDir>/AGENTS.md`), then in every folder from the file-system root down to the
 * project folder and on to `cwd`: `CLAUDE.md`, `AGENTS.md`, `.claude/CLAUDE.md`, `CLAUDE.local.md`.
 * Each file's `@imports` follow it. A file reached twice (a symlink, an import of a file that
 * is also a candidate) is included the first time only.
 */
export async function loadMemory(locations: MemoryLocations): Promise<MemoryLoad> {
  const problems: string[] = [];
  const collector = createMemoryCollector({ ...locations, report: (problem) => problems.push(problem) });
  const candidates = [
    { path: join(locations.home, '.claude', 'CLAUDE.md'), scope: 'user' as const },
    { path: join(locations.dataDir, 'AGENTS.md'), scope: 'user' as const },
    ...sessionFolders(locations.projectDir, locations.cwd)
      .flatMap(memoryFilesIn)
      .map(({ path, local }) => ({ path, scope: local ? ('local' as const) : ('project' as const) })),
  ];
  const files: MemoryFile[] = [];
  for (const { path, scope } of candidates) files.push(...(await collector.add(path, scope)));
  return { files, problems };
}

/** The folders from the root to the project folder, then those further down to `cwd` (if it is elsewhere, its own line). */
function sessionFolders(projectDir: string, cwd: string): string[] {
  const folders = foldersDownTo(projectDir);
  return [...folders, ...foldersDownTo(cwd).filter((folder) => !folders.includes(folder))];
}

/** `dir` and every folder above it, the file-system root first. */
function foldersDownTo(dir: string): string[] {
  const folders: string[] = [];
  for (let current = resolve(dir); ; current = dirname(current)) {
    folders.unshift(current);
    if (dirname(current) === current) return folders;
  }
}
