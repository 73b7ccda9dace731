import { formatPath, valueAt, type IssuePath } from '../common/validation/describe.ts';
import { settingsFileSchema, type SettingsFileContent } from './schema.ts';

export interface FieldIssue {
  path: IssuePath;
  /** What the field must be, e.g. `a permission rule must be a string`. */
  message: string;
  /** What the file holds there. */
  value: unknown;
}

export interface ValidatedSettings {
  /** Everything valid in the file; each invalid value is left out, its neighbours kept. */
  settings: SettingsFileContent;
  issues: FieldIssue[];
}

const REMOVED = Symbol('removed');

/** Checks the fields Deft reads; a bad value (a rule that is a number, say) costs only itself. */
export function validateSettings(content: Record<string, unknown>): ValidatedSettings {
  const issues: FieldIssue[] = [];
  let remaining: unknown = content;
  for (;;) {
    const result = settingsFileSchema().safeParse(remaining);
    if (result.success) return { settings: result.data, issues };
    const found = result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
    for (const { path, message } of found) {
      const at = valueAt(remaining, path);
      issues.push({ path, message, value: at.found ? at.value : undefined });
    }
    remaining = without(remaining, found.map((issue) => issue.path));
  }
}

/** A copy of `root` without the values at `paths`; array items after a removed one move up. */
function without(root: unknown, paths: readonly IssuePath[]): unknown {
  const copy = structuredClone(root);
  const parents = new Set<Record<PropertyKey, unknown>>();
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1));
    const key = path[path.length - 1];
    // Every field is optional, so zod only objects to values that are there; anything else would loop forever.
    if (!parent.found || !Object.hasOwn(Object(parent.value), key)) throw new Error(`No value to leave out at ${formatPath(path)}`);
    const container = parent.value as Record<PropertyKey, unknown>;
    container[key] = REMOVED;
    parents.add(container);
  }
  for (const parent of parents) {
    if (Array.isArray(parent)) {
      const kept = parent.filter((item) => item !== REMOVED);
      parent.splice(0, parent.length, ...kept);
    } else {
      for (const key of Object.keys(parent)) if (parent[key] === REMOVED) delete parent[key];
    }
  }
  return copy;
}
