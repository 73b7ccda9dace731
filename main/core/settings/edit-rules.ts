import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import { describeValue, type IssuePath } from '../common/validation/describe.ts';
import { isPlainObject, parseJsonc } from '../common/files/jsonc.ts';
import type { Result } from '../common/result.ts';
import type { RuleList } from './types.ts';

/** Why a text is left alone; `offset` or `path` says where it is wrong. */
export interface RuleEditRefusal {
  reason: string;
  offset?: number;
  path?: IssuePath;
}

/** The edited text and the rules added or removed, or why the text was left alone. */
export type RuleEdit = Result<{ text: string; changed: string[] }, RuleEditRefusal>;

/**
 * Appends the rules missing from `permissions.<list>`, changing nothing else in the text: other keys,
 * comments and layout stay; new lines follow the text's indentation and line breaks.
 */
export function addRulesToText(text: string, list: RuleList, rules: readonly string[]): RuleEdit {
  const source = text.trim() === '' ? '{}\n' : text;
  const current = ruleListIn(source, list);
  if (!current.ok) return current;
  const present = new Set(current.value.filter((rule) => typeof rule === 'string'));
  const added = [...new Set(rules)].filter((rule) => !present.has(rule));
  const options = { formattingOptions: formattingOf(source) };
  let edited = source;
  for (const rule of added) edited = applyEdits(edited, modify(edited, ['permissions', list, -1], rule, options));
  return { ok: true, value: { text: edited, changed: added } };
}

/** Removes every occurrence of `rule` from `permissions.<list>`, changing nothing else. */
export function removeRuleFromText(text: string, list: RuleList, rule: string): RuleEdit {
  const current = ruleListIn(text, list);
  if (!current.ok) return current;
  let edited = text;
  for (let index = current.value.length - 1; index >= 0; index--) {
    if (current.value[index] === rule) edited = withoutElement(edited, ['permissions', list], index);
  }
  return { ok: true, value: { text: edited, changed: edited === text ? [] : [rule] } };
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

/** The list as it stands, or why the text cannot be edited safely. */
function ruleListIn(text: string, list: RuleList): Result<readonly unknown[], RuleEditRefusal> {
  const parsed = parseJsonc(text);
  if (!parsed.ok) return refused(`not valid JSON: ${parsed.error.reason}`, { offset: parsed.error.offset });
  if (!isPlainObject(parsed.value)) return refused(`holds ${describeValue(parsed.value)}, not a JSON object`, { offset: 0 });
  const permissions = parsed.value.permissions;
  if (permissions === undefined) return { ok: true, value: [] };
  if (!isPlainObject(permissions)) return refused(`permissions must be an object, got ${describeValue(permissions)}`, { path: ['permissions'] });
  const rules = permissions[list];
  if (rules === undefined) return { ok: true, value: [] };
  if (!Array.isArray(rules)) return refused(`permissions.${list} must be an array, got ${describeValue(rules)}`, { path: ['permissions', list] });
  return { ok: true, value: rules };
}

function refused(reason: string, where: Omit<RuleEditRefusal, 'reason'>): { ok: false; error: RuleEditRefusal } {
  return { ok: false, error: { reason, ...where } };
}

/** The text's own indentation (the first indented line's) and line breaks; two spaces for a new file. */
function formattingOf(text: string): FormattingOptions {
  const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}
