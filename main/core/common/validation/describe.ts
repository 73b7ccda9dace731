/** How a validation message names where a problem is (`edits[2].old_string`) and what was found there. */

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

const PREVIEW_LENGTH = 40;

interface Preview {
  text: string;
  elided: boolean;
}

/** How an error message names a value it received: the type and a short preview, e.g. `string "a.ts"`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'function';
  if (typeof value === 'string') {
    if (value === '') return 'empty string ""';
    const shown = previewString(value);
    return shown.elided ? `string of ${count(value.length, 'character')} ${shown.text}` : `string ${shown.text}`;
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? 'empty array []' : `array of ${count(value.length, 'item')} ${preview(value)}`;
  }
  if (value instanceof Date) return `date ${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}`;
  if (typeof value === 'object') return hasOwnKeys(value) ? `object ${preview(value)}` : 'empty object {}';
  return `${typeof value} ${preview(value)}`;
}

/** The value as compact JSON-like text of at most 40 characters; what does not fit becomes `…`. */
export function preview(value: unknown): string {
  return typeof value === 'string' ? previewString(value).text : previewCompound(value).text;
}

function previewString(value: string): Preview {
  const pieces: string[] = [];
  let length = 0;
  for (const character of value) {
    const escaped = JSON.stringify(character).slice(1, -1);
    if (length + escaped.length > PREVIEW_LENGTH - 2) {
      while (length > PREVIEW_LENGTH - 3) length -= (pieces.pop() ?? '').length;
      return { text: `"${pieces.join('')}…"`, elided: true };
    }
    pieces.push(escaped);
    length += escaped.length;
  }
  return { text: `"${pieces.join('')}"`, elided: false };
}

/** Writes until the text is longer than the preview may be, so huge, deep or cyclic values cost little. */
function previewCompound(value: unknown): Preview {
  let text = '';
  const write = (part: string): boolean => {
    text += part;
    return text.length <= PREVIEW_LENGTH;
  };
  const visit = (item: unknown): boolean => {
    if (Array.isArray(item)) {
      if (!write('[')) return false;
      for (let index = 0; index < item.length; index++) {
        if ((index > 0 && !write(',')) || !visit(item[index])) return false;
      }
      return write(']');
    }
    if (typeof item === 'object' && item !== null) {
      if (!write('{')) return false;
      let first = true;
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        if ((!first && !write(',')) || !write(`${scalar(key)}:`) || !visit((item as Record<string, unknown>)[key])) return false;
        first = false;
      }
      return write('}');
    }
    return write(scalar(item));
  };
  if (visit(value)) return { text, elided: false };
  return { text: `${Array.from(text).slice(0, PREVIEW_LENGTH - 1).join('')}…`, elided: true };
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, PREVIEW_LENGTH + 1));
  if (typeof value === 'bigint') return `${value}n`;
  return String(value);
}

function hasOwnKeys(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}

function count(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
