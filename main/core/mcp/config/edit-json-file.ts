import { readFileSync } from 'node:fs';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { writeFileAtomicSync } from '../../common/files/atomic-write.ts';
import { isPlainObject, parseJsonc } from '../../common/files/jsonc.ts';
import { errorMessage } from '../../common/errors.ts';
import type { Result } from '../../common/result.ts';
import { settingsProblem } from '../../settings/problem.ts';

/** Written, or left as it was with a message naming the file and why. */
export type JsonFileWrite = Result<void>;

/** Computes the new values from the file's current content; `undefined` removes the key. */
export type JsonChanges = (content: Record<string, unknown>) => ReadonlyArray<{ path: JSONPath; value: unknown }>;

/**
 * Sets keys of a JSON settings file in one atomic write, keeping its comments, layout and other keys;
 * creates the file if needed, and never writes over a file it cannot read as a JSON object.
 */
export function editJsonFile(file: string, changes: JsonChanges, options: { mode?: number } = {}): JsonFileWrite {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return failed(file, `cannot be read: ${errorMessage(error)}`);
  }
  const mark = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  let content = text.slice(mark.length);
  if (content.trim() === '') content = '{}\n';
  const parsed = parseJsonc(content);
  if (!parsed.ok) return failed(file, `not changed: not valid JSON: ${parsed.error.reason}`);
  if (!isPlainObject(parsed.value)) return failed(file, 'not changed: does not hold a JSON object');
  const formattingOptions = { insertSpaces: true, tabSize: 2, eol: content.includes('\r\n') ? '\r\n' : '\n' };
  for (const { path, value } of changes(parsed.value)) content = applyEdits(content, modify(content, path, value, { formattingOptions }));
  try {
    writeFileAtomicSync(file, mark + content, { links: 'follow', ...options });
  } catch (error) {
    return failed(file, `cannot be written: ${errorMessage(error)}`);
  }
  return { ok: true, value: undefined };
}

function failed(file: string, what: string): JsonFileWrite {
  return { ok: false, error: settingsProblem(file, what).message };
}
