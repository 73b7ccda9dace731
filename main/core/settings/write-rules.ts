import { readFileSync } from 'node:fs';
import { writeFileAtomicSync } from '../common/files/atomic-write.ts';
import { errorMessage } from '../common/errors.ts';
import type { Result } from '../common/result.ts';
import { addRulesToText, removeRuleFromText, type RuleEdit } from './edit-rules.ts';
import { textLocator } from './locate.ts';
import { settingsProblem, type TextPlace } from './problem.ts';
import { localSettingsPath } from './sources.ts';
import type { RuleList } from './types.ts';

/**
 * The rules added or removed (none when the file already said so, and was not touched); or, the file
 * left as it was, a message naming the file, where it is wrong, and why.
 */
export type SettingsWrite = Result<string[]>;

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
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return failed(file, `cannot be read: ${errorMessage(error)}`);
    if (!createIfMissing) return { ok: true, value: [] };
    text = '';
  }
  const mark = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const content = text.slice(mark.length);
  const result = edit(content);
  if (!result.ok) {
    const { reason, path, offset } = result.error;
    const locator = textLocator(content);
    return failed(file, `not changed: ${reason}`, path ? locator.atPath(path) : locator.atOffset(offset ?? 0));
  }
  const { text: edited, changed } = result.value;
  if (changed.length === 0) return { ok: true, value: [] };
  try {
    writeFileAtomicSync(file, mark + edited, { links: 'follow' });
  } catch (error) {
    return failed(file, `cannot be written: ${errorMessage(error)}`);
  }
  return { ok: true, value: changed };
}

function failed(file: string, what: string, place?: TextPlace): SettingsWrite {
  return { ok: false, error: settingsProblem(file, what, place).message };
}
