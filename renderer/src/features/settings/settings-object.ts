/** A settings file's JSON object, as `settings.read` answers it. */
export type SettingsValue = Record<string, unknown>;

function isObject(value: unknown): value is SettingsValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at the key path, or undefined when any step is missing or not an object. */
export function valueAt(settings: SettingsValue | null, path: readonly string[]): unknown {
  let current: unknown = settings;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** The text at the key path; anything else reads as empty. */
export function textAt(settings: SettingsValue | null, path: readonly string[]): string {
  const value = valueAt(settings, path);
  return typeof value === 'string' ? value : '';
}

/**
 * A copy of the settings with the value at the key path replaced; undefined removes the key, and
 * objects the removal leaves empty go with it. Every other key is kept as it was.
 */
export function withValueAt(settings: SettingsValue, path: readonly string[], value: unknown): SettingsValue {
  const [key, ...rest] = path;
  if (key === undefined) throw new Error('A settings key path cannot be empty.');
  const copy = { ...settings };
  const next = rest.length === 0 ? value : withValueAt(isObject(copy[key]) ? copy[key] : {}, rest, value);
  if (next === undefined || (rest.length > 0 && isObject(next) && Object.keys(next).length === 0)) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** What a settings file holds for editing; a file whose text is not a JSON object must be fixed by hand first, never overwritten. */
export function editableSettings(file: { path: string; text: string | null; value: SettingsValue | null }): { ok: true; value: SettingsValue } | { ok: false; path: string } {
  if (file.value !== null) return { ok: true, value: file.value };
  return file.text === null || file.text.trim() === '' ? { ok: true, value: {} } : { ok: false, path: file.path };
}
