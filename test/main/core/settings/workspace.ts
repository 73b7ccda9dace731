import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSettings } from '../../../../main/core/settings/load.ts';
import type { SettingsFlags } from '../../../../main/core/settings/flags.ts';
import type { LoadedSettings } from '../../../../main/core/settings/types.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** A project, a data folder and a home folder in a fresh temporary folder. */
export interface Workspace {
  projectDir: string;
  dataDir: string;
  home: string;
  /** Writes text as it is, or any other value as 2-space JSON; returns the absolute path. */
  write(path: string, content: unknown): string;
  load(flags?: SettingsFlags): LoadedSettings;
}

export function workspace(): Workspace {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const dataDir = join(root, 'data');
  const home = join(root, 'home');
  mkdirSync(projectDir);
  return {
    projectDir,
    dataDir,
    home,
    write(path, content) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
      return path;
    },
    load: (flags) => loadSettings({ projectDir, dataDir, home, flags }),
  };
}

/** Loads `text` as the project's `.claude/settings.json`. */
export function loadProjectFile(text: string): { settings: LoadedSettings; file: string } {
  const space = workspace();
  const file = space.write(join(space.projectDir, '.claude', 'settings.json'), text);
  return { settings: space.load(), file };
}
