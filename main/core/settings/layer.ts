import { basename, dirname } from 'node:path';
import { describeValue, formatPath } from '../common/validation/describe.ts';
import { textLocator, type TextLocator } from './locate.ts';
import { misplacedKeys } from './misplaced-keys.ts';
import { isPlainObject, parseJsonc } from '../common/files/jsonc.ts';
import { settingsProblem } from './problem.ts';
import type { SettingsFileContent } from './schema.ts';
import type { SettingsOrigin, SettingsProblem } from './types.ts';
import { validateSettings } from './validate.ts';

/** The usable settings of one source. */
export interface SettingsLayer {
  origin: SettingsOrigin;
  settings: SettingsFileContent;
}

export interface LayerResult {
  /** Absent when nothing of the source could be used. */
  layer?: SettingsLayer;
  errors: SettingsProblem[];
  warnings: SettingsProblem[];
}

/** Reads the text of a settings file: every problem names the file, the line and column, and the field. */
export function layerFromText(text: string, origin: SettingsOrigin): LayerResult {
  const withoutMark = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const locator = textLocator(withoutMark);
  const parsed = parseJsonc(withoutMark);
  if (!parsed.ok) {
    const error = settingsProblem(origin.file, `not valid JSON: ${parsed.error.reason}`, locator.atOffset(parsed.error.offset));
    return { errors: [error], warnings: [] };
  }
  if (!isPlainObject(parsed.value)) {
    const what = `a settings file holds one JSON object ({ ... }), not ${describeValue(parsed.value)}`;
    return { errors: [settingsProblem(origin.file, what, locator.atOffset(0))], warnings: [] };
  }
  const result = layerFromContent(parsed.value, origin, locator);
  if (parsed.lenient) {
    const what = `${parsed.lenient.what} is not JSON; Deft accepts it, but Claude Code rejects this file`;
    result.warnings.unshift(settingsProblem(origin.file, what, locator.atOffset(parsed.lenient.offset)));
  }
  return result;
}

/**
 * Checks settings that are already a value. Without a `locator` (settings built from command-line
 * flags) problems name only the source, whose name is the flag.
 */
export function layerFromContent(content: Record<string, unknown>, origin: SettingsOrigin, locator?: TextLocator): LayerResult {
  const problem = (what: string, path: readonly PropertyKey[]) =>
    locator ? settingsProblem(origin.file, what, locator.atPath(path), formatPath(path)) : settingsProblem(origin.file, what);
  const { settings, issues } = validateSettings(content);
  const errors = issues.map((issue) => problem(`${issue.message}, got ${describeValue(issue.value)}`, issue.path));
  const warnings = misplacedKeys(content, { claudeFile: basename(dirname(origin.file)) === '.claude' }).map(({ key, advice }) => problem(advice, [key]));
  const permissions = content.permissions;
  if (isPlainObject(permissions) && permissions.defaultMode === 'auto') {
    warnings.push(problem('Deft has no "auto" mode; "default" is used instead', ['permissions', 'defaultMode']));
  }
  return { layer: { origin, settings }, errors: errors.sort(byPlace), warnings: warnings.sort(byPlace) };
}

function byPlace(a: SettingsProblem, b: SettingsProblem): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
