import { readFileSync } from 'node:fs';
import { isPlainObject, parseJsonc } from '../../common/files/jsonc.ts';
import { textLocator, type TextLocator } from '../../settings/locate.ts';
import { settingsProblem } from '../../settings/problem.ts';
import type { SettingsProblem } from '../../settings/types.ts';
import { errorMessage } from '../../common/errors.ts';

export type JsonFile =
  | { kind: 'absent' }
  | { kind: 'ok'; content: Record<string, unknown>; locator: TextLocator }
  | { kind: 'bad'; problem: SettingsProblem };

/** A JSON (or JSON with comments) file holding an object; a missing file is not a problem. */
export function readJsonFile(file: string): JsonFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
    return { kind: 'bad', problem: settingsProblem(file, `cannot be read: ${errorMessage(error)}`) };
  }
  const locator = textLocator(text);
  const parsed = parseJsonc(text);
  if (!parsed.ok) return { kind: 'bad', problem: settingsProblem(file, `not valid JSON: ${parsed.error.reason}`, locator.atOffset(parsed.error.offset)) };
  if (!isPlainObject(parsed.value)) return { kind: 'bad', problem: settingsProblem(file, 'must hold a JSON object') };
  return { kind: 'ok', content: parsed.value, locator };
}
