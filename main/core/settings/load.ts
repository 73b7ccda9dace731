import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { flagLayers, flagSettingsSource, type InlineSource, type SettingsFlags } from './flags.ts';
import { layerFromText, type LayerResult } from './layer.ts';
import { mergeLayers } from './merge.ts';
import { settingsProblem } from './problem.ts';
import { settingsSources, type SettingsSource } from './sources.ts';
import type { LoadedSettings, SourceReport, SourceStatus } from './types.ts';
import { errorMessage } from '../common/errors.ts';

export interface LoadSettingsOptions {
  /** The project root: the folder holding `.deft/` and `.claude/`. */
  projectDir: string;
  /** Deft's data folder, holding the user's `settings.json`. */
  dataDir: string;
  /** The home folder, for `~/.claude/settings.json` and `~` in paths; the real one by default. */
  home?: string;
  flags?: SettingsFlags;
}

/**
 * Reads every settings source, highest precedence first: the command-line flags, a `--settings`
 * file, then the project-local, project and user files (Deft's and Claude Code's as equals at each
 * level). Never throws: a broken file or field is reported in `errors` and the rest is used.
 */
export function loadSettings({ projectDir, dataDir, home = homedir(), flags = {} }: LoadSettingsOptions): LoadedSettings {
  const files = settingsSources({ dataDir, projectDir, home });
  if (flags.settingsFile !== undefined) files.unshift(flagSettingsSource(flags.settingsFile, projectDir));
  return loadSources(flagLayers(flags, projectDir), files, home);
}

/** The user's settings files alone (Deft's and Claude Code's), as a run outside any project would read them. */
export function loadUserSettings({ dataDir, home = homedir() }: Omit<LoadSettingsOptions, 'projectDir' | 'flags'>): LoadedSettings {
  const files = settingsSources({ dataDir, projectDir: dataDir, home }).filter((source) => source.scope === 'user');
  return loadSources([], files, home);
}

function loadSources(results: LayerResult[], files: ReadonlyArray<SettingsSource | InlineSource>, home: string): LoadedSettings {
  const sources: SourceReport[] = [];
  for (const source of files) {
    const result = readSource(source);
    if (result) results.push(result);
    sources.push({ path: source.path, scope: source.scope, anchor: source.anchor, exists: source.exists, status: statusOf(result) });
  }
  return {
    sources,
    ...mergeLayers(results.flatMap((result) => result.layer ?? []), home),
    errors: results.flatMap((result) => result.errors),
    warnings: results.flatMap((result) => result.warnings),
  };
}

/** Nothing for a file that is not there, unless the command line named it. */
function readSource(source: SettingsSource | InlineSource): LayerResult | undefined {
  if (!source.exists) {
    return source.scope === 'flags' ? { errors: [settingsProblem(source.path, 'no such settings file')], warnings: [] } : undefined;
  }
  const origin = { file: source.path, scope: source.scope, anchor: source.anchor };
  if ('text' in source) return layerFromText(source.text, origin);
  let text: string;
  try {
    text = readFileSync(source.path, 'utf8');
  } catch (error) {
    return { errors: [settingsProblem(source.path, `cannot be read: ${errorMessage(error)}`)], warnings: [] };
  }
  return layerFromText(text, origin);
}

function statusOf(result: LayerResult | undefined): SourceStatus {
  if (!result) return 'absent';
  if (!result.layer) return 'unusable';
  return result.errors.length > 0 ? 'partial' : 'ok';
}
