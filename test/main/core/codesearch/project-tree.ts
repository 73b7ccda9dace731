import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { onTestFinished } from 'vitest';
import { createCodeSearchIndex, type CodeSearchIndexOptions } from '../../../../main/core/codesearch/code-search-index.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** Writes files under `root`, creating folders as needed; `aged` files get times an hour back, so that size and time can be trusted to tell a later change. */
export function writeFiles(root: string, files: Record<string, string | Buffer>, aged = false): void {
  const past = Date.now() / 1000 - 3600;
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
    if (aged) utimesSync(join(root, path), past, past);
  }
}

/** A project folder holding `files` (aged, see `writeFiles`) and a code search index over it in its own data folder, closed when the test ends. */
export function indexedProject(files: Record<string, string | Buffer>, options: Partial<CodeSearchIndexOptions> = {}) {
  const projectDir = options.projectDir ?? tempDir('deft-codesearch-project-');
  const dataDir = options.dataDir ?? tempDir('deft-codesearch-data-');
  writeFiles(projectDir, files, true);
  const notices: string[] = [];
  const index = createCodeSearchIndex({ projectDir, dataDir, watch: false, onNotice: (message) => notices.push(message), ...options });
  onTestFinished(() => index.close());
  return { projectDir, dataDir, index, notices };
}

/** The paths of the hits, best first. */
export const pathsOf = (hits: ReadonlyArray<{ path: string }>) => hits.map((hit) => hit.path);
