import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { SettingsScope } from './types.ts';

export interface SettingsSource {
  scope: SettingsScope;
  path: string;
  /** The folder `/path` rules in this file are relative to (see `SettingsOrigin.anchor`). */
  anchor: string;
  exists: boolean;
}

export interface SettingsLocations {
  dataDir: string;
  projectDir: string;
  home?: string;
}

/** The personal project file Deft writes "always allow" rules to. */
export function localSettingsPath(projectDir: string): string {
  return join(projectDir, '.deft', 'settings.local.json');
}

/**
 * The settings files Deft reads, highest precedence first. Claude Code's files are read as
 * equals of Deft's at the same level, so existing `.claude/settings.json` files work unchanged.
 * A file that two levels name (a project in the home folder) is listed once, at the higher level.
 */
export function settingsSources({ dataDir, projectDir, home = homedir() }: SettingsLocations): SettingsSource[] {
  const userClaudeDir = join(home, '.claude');
  const candidates: Array<[SettingsScope, string, string]> = [
    ['project-local', localSettingsPath(projectDir), projectDir],
    ['project-local', join(projectDir, '.claude', 'settings.local.json'), projectDir],
    ['project', join(projectDir, '.deft', 'settings.json'), projectDir],
    ['project', join(projectDir, '.claude', 'settings.json'), projectDir],
    ['user', join(dataDir, 'settings.json'), dataDir],
    ['user', join(userClaudeDir, 'settings.json'), userClaudeDir],
  ];
  const seen = new Set<string>();
  const sources: SettingsSource[] = [];
  for (const [scope, path, anchor] of candidates) {
    if (seen.has(path)) continue;
    seen.add(path);
    sources.push({ scope, path, anchor, exists: existsSync(path) });
  }
  return sources;
}
