import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import { describeValue, type IssuePath } from '../common/validation/describe.ts';
import { isPlainObject, parseJsonc } from '../common/files/jsonc.ts';
import type { RuleList } from './types.ts';

export type RuleEdit =
  | { ok: true; text: string; changed: string[] }
  /** The text is left alone; `offset` or `path` says where it is wrong. */
  | { ok: false; reason: string; offset?: number; path?: IssuePath };

/**
 * Appends the rules missing from `permissions.<list>`, changing nothing else in the text: other keys,
 * comments and layout stay; new lines follow the text's indentation and line breaks.
 */
export function addRulesToText(text: string, list: RuleList, rules: readonly string[]): RuleEdit {
  const source = text.trim() === '' ? '{}\n' : text;
  const current = ruleListIn(source, list);
  if (!current.ok) return current;
  const present = new Set(current.rules.filter((rule) => typeof rule === 'string'));
  const added = [...new Set(rules)].filter((rule) => !present.has(rule));
  const options = { formattingOptions: formattingOf(source) };
  let edited = source;
  for (const rule of added) edited = applyEdits(edited, modify(edited, ['permissions', list, -1], rule, options));
  return { ok: true, text: edited, changed: added };
}

/** Removes every occurrence of `rule` from `permissions.<list>`, changing nothing else. */
export function removeRuleFromText(text: string, list: RuleList, rule: string): RuleEdit {
  const current = ruleListIn(text, list);
  if (!current.ok) return current;
  let edited = text;
  for (let index = current.rules.length - 1; index >= 0; index--) {
    if (current.rules[index] === rule) edited = withoutElement(edited, ['permissions', list], index);
  }
  return { ok: true, text: edited, changed: edited === text ? [] : [rule] };
}

/**
 * The text without one element of an array, with the comma and spacing that joined it to its
 * neighbour (jsonc-parser's `modify` cuts the wrong span when the last element of a one-line array goes).
 */
function withoutElement(text: string, path: JSONPath, index: number): string {
  const elements = findNodeAtLocation(parseTree(text)!, path)!.children!;
  const element = elements[index];
  const start = index > 0 ? elements[index - 1].offset + elements[index - 1].length : element.offset;
  const end = index === 0 && elements.length > 1 ? elements[1].offset : element.offset + element.length;
  return text.slice(0, start) + text.slice(end);
}

type RuleListLookup = { ok: true; rules: readonly unknown[] } | Extract<RuleEdit, { ok: false }>;

/** The list as it stands, or why the text cannot be edited safely. */
function ruleListIn(text: string, list: RuleList): RuleListLookup {
  const parsed = parseJsonc(text);
  if (!parsed.ok) return { ok: false, reason: `not valid JSON: ${parsed.reason}`, offset: parsed.offset };
  if (!isPlainObject(parsed.value)) return { ok: false, reason: `holds ${describeValue(parsed.value)}, not a JSON object`, offset: 0 };
  const permissions = parsed.value.permissions;
  if (permissions === undefined) return { ok: true, rules: [] };
  if (!isPlainObject(permissions)) return { ok: false, reason: `permissions must be an object, got ${describeValue(permissions)}`, path: ['permissions'] };
  const rules = permissions[list];
  if (rules === undefined) return { ok: true, rules: [] };
  if (!Array.isArray(rules)) return { ok: false, reason: `permissions.${list} must be an array, got ${describeValue(rules)}`, path: ['permissions', list] };
  return { ok: true, rules };
}

/** The text's own indentation (the first indented line's) and line breaks; two spaces for a new file. */
function formattingOf(text: string): FormattingOptions {
  const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}
