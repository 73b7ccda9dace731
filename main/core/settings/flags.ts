import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { layerFromContent, type LayerResult } from './layer.ts';
import type { SettingsSource } from './sources.ts';

/** The command-line flags that act as settings, above every settings file. */
export interface SettingsFlags {
  /** `--allowedTools`: allow rules; one entry may hold several, split at commas and spaces outside parentheses. */
  allowedTools?: readonly string[];
  /** `--disallowedTools`: deny rules, split the same way. */
  disallowedTools?: readonly string[];
  /** `--permission-mode`. */
  permissionMode?: string;
  /** `--add-dir`; relative paths are taken from the project folder. */
  addDirs?: readonly string[];
  /** `--settings`: a settings file (relative paths from the project folder) or JSON text, read below the other flags. */
  settingsFile?: string;
}

/** A source that is JSON given on the command line rather than a file. */
export interface InlineSource extends SettingsSource {
  text: string;
}

/** The flags other than `--settings`, each as the settings it stands for, named by the flag. */
export function flagLayers(flags: SettingsFlags, projectDir: string): LayerResult[] {
  const layer = (file: string, permissions: Record<string, unknown>) =>
    layerFromContent({ permissions }, { file, scope: 'flags', anchor: projectDir });
  const results: LayerResult[] = [];
  if (flags.allowedTools) results.push(layer('--allowedTools', { allow: splitRules(flags.allowedTools) }));
  if (flags.disallowedTools) results.push(layer('--disallowedTools', { deny: splitRules(flags.disallowedTools) }));
  if (flags.permissionMode !== undefined) results.push(layer('--permission-mode', { defaultMode: flags.permissionMode }));
  if (flags.addDirs) results.push(layer('--add-dir', { additionalDirectories: flags.addDirs }));
  return results;
}

/** The source `--settings` names: JSON text when it starts with `{`, otherwise a file. */
export function flagSettingsSource(settingsFile: string, projectDir: string): SettingsSource | InlineSource {
  if (settingsFile.trimStart().startsWith('{')) {
    return { scope: 'flags', path: '--settings', anchor: projectDir, exists: true, text: settingsFile };
  }
  const path = resolve(projectDir, settingsFile);
  return { scope: 'flags', path, anchor: dirname(path), exists: existsSync(path) };
}

/** `Bash(git log *),Read Edit` → three rules: commas and spaces separate rules except inside parentheses. */
function splitRules(entries: readonly string[]): string[] {
  const rules: string[] = [];
  for (const entry of entries) {
    let depth = 0;
    let current = '';
    for (const character of entry) {
      if (character === '(') depth++;
      if (character === ')') depth = Math.max(0, depth - 1);
      if (depth === 0 && (character === ',' || /\s/.test(character))) {
        if (current) rules.push(current);
        current = '';
      } else {
        current += character;
      }
    }
    if (current) rules.push(current);
  }
  return rules;
}
