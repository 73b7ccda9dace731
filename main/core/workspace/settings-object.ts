import { isPlainObject, parseJsonc } from '../common/files/jsonc.ts';

/** The object a settings file's text holds (comments and trailing commas accepted), or null. */
export function settingsObject(text: string): Record<string, unknown> | null {
  const parsed = parseJsonc(text.startsWith('\uFEFF') ? text.slice(1) : text);
  return parsed.ok && isPlainObject(parsed.value) ? parsed.value : null;
}
