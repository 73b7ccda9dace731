import type { PermissionMode } from '../../../shared/vocabulary/permission-modes.ts';

/** The level a setting comes from; `flags` is the command line, including a `--settings` file. */
export type SettingsScope = 'flags' | 'project-local' | 'project' | 'user';

export type RuleList = 'allow' | 'deny' | 'ask';

/** Where a setting was written. */
export interface SettingsOrigin {
  /** The settings file's absolute path, or the flag (`--allowedTools`, `--permission-mode`, `--add-dir`). */
  file: string;
  scope: SettingsScope;
  /**
   * The folder a `/path` permission rule is relative to: the project root for project files, `~/.claude`
   * for `~/.claude/settings.json`, the data folder for Deft's user file, the `--settings` file's folder,
   * and the project root for command-line flags. Relative `additionalDirectories` are resolved against it.
   */
  anchor: string;
}

/** A permission rule as written, with the file it came from. */
export interface SettingsRule extends SettingsOrigin {
  rule: string;
  list: RuleList;
}

/** A value and the file that set it. */
export interface FromSettings<T> extends SettingsOrigin {
  value: T;
}

/** Something wrong (or merely odd) in a settings file. */
export interface SettingsProblem {
  file: string;
  /** 1-based line and column; absent for a file that could not be read, and for command-line flags. */
  line?: number;
  column?: number;
  /** The JSON path of the field, e.g. `permissions.allow[3]`; absent for problems with the file as a whole. */
  path?: string;
  /** The whole problem on one line, naming the file, the place and the field: what a person reads. */
  message: string;
}

/**
 * What became of one settings file: `absent`, `ok` (every part used), `partial` (the fields named in
 * the errors were left out, the rest is used) or `unusable` (unreadable or not JSON: nothing used).
 */
export type SourceStatus = 'absent' | 'ok' | 'partial' | 'unusable';

export interface SourceReport {
  path: string;
  scope: SettingsScope;
  anchor: string;
  exists: boolean;
  status: SourceStatus;
}

export interface PermissionSettings {
  /** Every rule of every file, highest precedence first; each keeps its file and anchor. */
  rules: SettingsRule[];
  /** From the highest source that sets it; absent means `default`. */
  defaultMode?: FromSettings<PermissionMode>;
  /** Absolute paths, `~` expanded, first occurrence of each kept. */
  additionalDirectories: Array<FromSettings<string>>;
  /** Set when any source says `"disable"`: bypassPermissions may not be entered. */
  disableBypassPermissionsMode?: FromSettings<'disable'>;
}

/** A top-level key (or a key inside `permissions`, as `permissions.key`) that Deft keeps but does not use. */
export interface OtherSetting extends FromSettings<unknown> {
  key: string;
}

export interface LoadedSettings {
  /** Every settings file considered, highest precedence first. */
  sources: SourceReport[];
  permissions: PermissionSettings;
  disableAllHooks?: FromSettings<boolean>;
  /** Tool names and aliases from every source, without repeats. */
  disabledTools: string[];
  /** The `tools` array of each file (command tool declarations), not validated here. */
  tools: Array<FromSettings<unknown[]>>;
  /** The raw `hooks` value of each file that has one, not validated here. */
  hooks: Array<FromSettings<unknown>>;
  /** Merged per variable; the highest source wins. */
  env: Record<string, string>;
  model?: FromSettings<string>;
  /** Keys Deft does not interpret, with their values, highest precedence first. */
  others: OtherSetting[];
  /** Everything that kept a file or a field from being used. */
  errors: SettingsProblem[];
  /** Things that were used, or ignored on purpose, but deserve a look. */
  warnings: SettingsProblem[];
}
