export type IssuePath = readonly PropertyKey[];

export type Lookup = { found: true; value: unknown } | { found: false };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A path the way code would write it, e.g. `edits[2].old_string`; the top is `(root)`. */
export function formatPath(path: IssuePath): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) text += text === '' ? key : `.${key}`;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text === '' ? '(root)' : text;
}

/** The value at `path` inside `root`, or that nothing is there. */
export function valueAt(root: unknown, path: IssuePath): Lookup {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return { found: false };
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value };
}
