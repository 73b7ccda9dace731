import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type SettingsScope = 'project-local' | 'project' | 'user';

export interface SettingsSource {
  scope: SettingsScope;
  path: string;
  exists: boolean;
}

export interface SettingsLocations {
  dataDir: string;
  projectDir: string;
  home?: string;
}

/**
 * The settings files Deft reads, highest precedence first. Claude Code's files are read as
 * equals of Deft's at the same level, so existing `.claude/settings.json` files work unchanged.
 */
export function settingsSources({ dataDir, projectDir, home = homedir() }: SettingsLocations): SettingsSource[] {
  const candidates: Array<[SettingsScope, string]> = [
    ['project-local', join(projectDir, '.deft', 'settings.local.json')],
    ['project-local', join(projectDir, '.claude', 'settings.local.json')],
    ['project', join(projectDir, '.deft', 'settings.json')],
    ['project', join(projectDir, '.claude', 'settings.json')],
    ['user', join(dataDir, 'settings.json')],
    ['user', join(home, '.claude', 'settings.json')],
  ];
  return candidates.map(([scope, path]) => ({ scope, path, exists: existsSync(path) }));
}
