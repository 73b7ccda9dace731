import { join } from 'node:path';

/** The memory files a folder may hold, in the order they are read; both CLAUDE.md and AGENTS.md are read when both exist. */
const namesInFolder: ReadonlyArray<{ name: string; local: boolean }> = [
  { name: 'CLAUDE.md', local: false },
  { name: 'AGENTS.md', local: false },
  { name: join('.claude', 'CLAUDE.md'), local: false },
  { name: 'CLAUDE.local.md', local: true },
];

/** The paths of the memory files `folder` may hold; `local` marks the person's private one. */
export function memoryFilesIn(folder: string): Array<{ path: string; local: boolean }> {
  return namesInFolder.map(({ name, local }) => ({ path: join(folder, name), local }));
}
