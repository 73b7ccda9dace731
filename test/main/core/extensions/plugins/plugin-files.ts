import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSettings } from '../../../../../main/core/settings/load.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

/** Writes files (objects as JSON) under `root`. */
export function writeTree(root: string, files: Record<string, unknown>): string {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return root;
}

/** A project, a data folder and a home, each empty; `settings()` reads their settings files as Deft does. */
export function workspace() {
  const locations = { projectDir: tempDir(), dataDir: tempDir(), home: tempDir() };
  return { locations, settings: () => loadSettings(locations) };
}
