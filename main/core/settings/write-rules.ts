import { readFileSync } from 'node:fs';
import { writeFileAtomicSync } from '../common/files/atomic-write.ts';
import { addRulesToText, removeRuleFromText, type RuleEdit } from './edit-rules.ts';
import { textLocator } from './locate.ts';
import { settingsProblem, type TextPlace } from './problem.ts';
import { localSettingsPath } from './sources.ts';
import type { RuleList } from './types.ts';

export type SettingsWrite =
  /** `changed`: the rules added or removed; empty when the file already said so (and was not touched). */
  | { ok: true; file: string; changed: string[] }
  /** The file was left as it was; `message` names the file, where it is wrong, and why. */
  | { ok: false; file: string; message: string };

/**
 * Adds rules to `permissions.<list>` of the project's `.deft/settings.local.json` ("always allow"),
 * creating the file if needed. Rules already there are not repeated; everything else in the file stays.
 */
export function addLocalRules(projectDir: string, list: RuleList, rules: readonly string[]): SettingsWrite {
  return editSettingsFile(localSettingsPath(projectDir), (text) => addRulesToText(text, list, rules));
}

/** Removes a rule from `permissions.<list>` of the given settings file (revoking a grant). */
export function removeRule(file: string, list: RuleList, rule: string): SettingsWrite {
  return editSettingsFile(file, (text) => removeRuleFromText(text, list, rule), { createIfMissing: false });
}

/** Never writes over a file it could not read as settings: the person's file must not be lost. */
function editSettingsFile(file: string, edit: (text: string) => RuleEdit, { createIfMissing = true } = {}): SettingsWrite {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return failed(file, `cannot be read: ${(error as Error).message}`);
    if (!createIfMissing) return { ok: true, file, changed: [] };
    text = '';
  }
  const mark = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const content = text.slice(mark.length);
  const result = edit(content);
  if (!result.ok) {
    const locator = textLocator(content);
    const place = result.path ? locator.atPath(result.path) : locator.atOffset(result.offset ?? 0);
    return failed(file, `not changed: ${result.reason}`, place);
  }
  if (result.changed.length === 0) return { ok: true, file, changed: [] };
  try {
    writeFileAtomicSync(file, mark + result.text, { links: 'follow' });
  } catch (error) {
    return failed(file, `cannot be written: ${(error as Error).message}`);
  }
  return { ok: true, file, changed: result.changed };
}

function failed(file: string, what: string, place?: TextPlace): SettingsWrite {
  return { ok: false, file, message: settingsProblem(file, what, place).message };
}
