import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { formatSchemaError } from '../../../../../main/core/tools/input/schema-errors.ts';

const CLOSING = 'Rewrite the input so it satisfies the schema and call the tool again.';

/** The problem lines of the message for `input` under `schema`. */
function problems(schema: z.ZodType, input: unknown, passSchema = true): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be invalid');
  const lines = formatSchemaError('Tool', result.error, input, passSchema ? schema : undefined).split('\n');
  expect(lines[0]).toBe('Invalid input for Tool:');
  expect(lines.at(-1)).toBe(CLOSING);
  return lines.slice(1, -1);
}

const edit = z.strictObject({ old_string: z.string(), new_string: z.string(), replace_all: z.boolean().optional() });
const editTool = z.strictObject({ file_path: z.string().min(1), edits: z.array(edit).min(1) });

describe('formatSchemaError', () => {
  it('frames the problems with the tool name and what to do next', () => {
    const result = editTool.safeParse({ file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 1 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatSchemaError('MultiEdit', result.error, { file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 1 }] })).toBe(
      ['Invalid input for MultiEdit:', '- edits[0].new_string: expected string, got number 1', CLOSING].join('\n'),
    );
  });

  it('says a missing field is required', () => {
    expect(problems(editTool, { edits: [{ old_string: 'a', new_string: 'b' }] })).toEqual([
      '- file_path: expected string, got nothing (the field is required)',
    ]);
  });

  it('shows the received value briefly: type and preview', () => {
    const schema = z.object({ a: z.string(), b: z.number(), c: z.boolean(), d: z.array(z.string()), e: z.string(), f: z.object({}) });
    const input = { a: 5, b: 'x'.repeat(300), c: null, d: { k: [1, 2] }, e: [1, 'two', null], f: 'text' };
    expect(problems(schema, input)).toEqual([
      '- a: expected string, got number 5',
      `- b: expected number, got string of 300 characters "${'x'.repeat(37)}…"`,
      '- c: expected boolean, got null',
      '- d: expected array, got object {"k":[1,2]}',
      '- e: expected string, got array of 3 items [1,"two",null]',
      '- f: expected object, got string "text"',
    ]);
  });

  it('writes nested array paths the way code would', () => {
    const input = { file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 'b' }, { old_string: 'c' }, { old_string: ['x'], new_string: 'd' }] };
    expect(problems(editTool, input)).toEqual([
      '- edits[1].new_string: expected string, got nothing (the field is required)',
      '- edits[2].old_string: expected string, got array of 1 item ["x"]',
    ]);
    const grid = z.object({ rows: z.array(z.array(z.object({ 'cell value': z.number() }))) });
    expect(problems(grid, { rows: [[{ 'cell value': 1 }], [{ 'cell value': 2 }, { 'cell value': '3' }]] })).toEqual([
      '- rows[1][1]["cell value"]: expected number, got string "3"',
    ]);
  });

  it('reports a top level that is not an object at (root)', () => {
    expect(problems(editTool, ['a.ts'])).toEqual(['- (root): expected object, got array of 1 item ["a.ts"]']);
  });

  it('asks to remove unknown fields and suggests the known field they resemble', () => {
    const input = { filePath: 'a.ts', edits: [{ old_str: 'a', new_string: 'b' }], extra: true };
    expect(problems(editTool, input)).toEqual([
      '- file_path: expected string, got nothing (the field is required)',
      '- edits[0].old_string: expected string, got nothing (the field is required)',
      '- edits[0]: unknown field "old_str" — remove it; did you mean "old_string"?',
      '- (root): unknown field "filePath" — remove it; did you mean "file_path"?',
      '- (root): unknown field "extra" — remove it',
    ]);
  });

  it('suggests from the schema even when the similar field is optional and absent', () => {
    const input = { file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 'b', replaceAll: true }] };
    expect(problems(editTool, input)).toEqual(['- edits[0]: unknown field "replaceAll" — remove it; did you mean "replace_all"?']);
    expect(problems(editTool, input, false)).toEqual(['- edits[0]: unknown field "replaceAll" — remove it']);
  });

  it('without the schema, suggests from the required fields reported missing', () => {
    expect(problems(editTool, { file_pth: 'a.ts', edits: [{ old_string: 'a', new_string: 'b' }] }, false)).toEqual([
      '- file_path: expected string, got nothing (the field is required)',
      '- (root): unknown field "file_pth" — remove it; did you mean "file_path"?',
    ]);
  });

  it('does not suggest a field the input already has', () => {
    expect(problems(editTool, { file_path: 'a.ts', filepath: 'b.ts', edits: [{ old_string: 'a', new_string: 'b' }] })).toEqual([
      '- (root): unknown field "filepath" — remove it',
    ]);
  });

  it('lists the allowed values of an enum or literal, with the likely one', () => {
    const schema = z.object({ mode: z.enum(['read', 'write', 'append']), kind: z.literal('file'), level: z.enum(['low', 'high']) });
    expect(problems(schema, { mode: 'reed', kind: 'dir', level: 3 })).toEqual([
      '- mode: expected one of "read", "write", "append", got string "reed"; did you mean "read"?',
      '- kind: expected "file", got string "dir"',
      '- level: expected one of "low", "high", got number 3',
    ]);
    expect(problems(z.object({ v: z.literal([1, 2n, null, true]) }), { v: 3 })).toEqual(['- v: expected one of 1, 2n, null, true, got number 3']);
  });

  it('cuts a long list of allowed values short', () => {
    const values = Array.from({ length: 30 }, (_, index) => `v${index}`);
    const [line] = problems(z.object({ v: z.enum(values as [string, ...string[]]) }), { v: 'nope' });
    expect(line).toContain('"v19", …, got string "nope"');
    expect(line).not.toContain('"v20"');
  });

  it('explains size limits on strings, arrays and numbers', () => {
    const schema = z.object({
      name: z.string().min(1),
      code: z.string().min(3),
      tag: z.string().max(4),
      pin: z.string().length(4),
      list: z.array(z.number()).min(1),
      pair: z.array(z.number()).max(2),
      count: z.int().min(1).max(10),
      ratio: z.number().gt(0),
      below: z.number().lt(1),
      big: z.bigint().max(5n),
      when: z.date().min(new Date(0)),
    });
    const input = { name: '', code: 'ab', tag: 'abcde', pin: '123', list: [], pair: [1, 2, 3], count: 11, ratio: 0, below: 1, big: 9n, when: new Date(-1000) };
    expect(problems(schema, input)).toEqual([
      '- name: expected non-empty string, got empty string ""',
      '- code: expected string with at least 3 characters, got string "ab"',
      '- tag: expected string with at most 4 characters, got string "abcde"',
      '- pin: expected string with exactly 4 characters, got string "123"',
      '- list: expected non-empty array, got empty array []',
      '- pair: expected array with at most 2 items, got array of 3 items [1,2,3]',
      '- count: expected number <= 10, got number 11',
      '- ratio: expected number > 0, got number 0',
      '- below: expected number < 1, got number 1',
      '- big: expected bigint <= 5n, got bigint 9n',
      '- when: expected date >= 1970-01-01T00:00:00.000Z, got date 1969-12-31T23:59:59.000Z',
    ]);
  });

  it('explains type details: integers, multiples and fields that must be absent', () => {
    const schema = z.object({ n: z.int(), huge: z.int(), even: z.number().multipleOf(2), gone: z.never().optional(), nan: z.nan() });
    expect(problems(schema, { n: 1.5, huge: 2 ** 60, even: 3, gone: 'x', nan: 1 })).toEqual([
      '- n: expected integer, got number 1.5',
      '- huge: expected integer <= 9007199254740991, got number 1152921504606847000',
      '- even: expected a multiple of 2, got number 3',
      '- gone: expected no value (leave the field out), got string "x"',
      '- nan: expected NaN, got number 1',
    ]);
  });

  it('explains string formats', () => {
    const schema = z.object({
      id: z.string().regex(/^[a-z]+$/),
      path: z.string().startsWith('/'),
      file: z.string().endsWith('.ts'),
      text: z.string().includes('TODO'),
      mail: z.email(),
      link: z.url(),
    });
    expect(problems(schema, { id: 'A1', path: 'rel', file: 'a.js', text: 'done', mail: 'nope', link: 'also nope' })).toEqual([
      '- id: expected string matching /^[a-z]+$/, got string "A1"',
      '- path: expected string starting with "/", got string "rel"',
      '- file: expected string ending with ".ts", got string "a.js"',
      '- text: expected string containing "TODO", got string "done"',
      '- mail: expected string in email format, got string "nope"',
      '- link: expected string in url format, got string "also nope"',
    ]);
  });

  it('quotes the message of a custom check', () => {
    const schema = z
      .object({ start: z.number(), end: z.number(), name: z.string().refine((value) => value.trim() === value, 'must not start or end with spaces') })
      .refine((value) => value.end >= value.start, 'end must not come before start');
    expect(problems(schema, { start: 5, end: 1, name: ' x ' })).toEqual([
      '- name: must not start or end with spaces, got string " x "',
      '- (root): end must not come before start, got object {"start":5,"end":1,"name":" x "}',
    ]);
  });

  it('explains invalid record keys and map entries', () => {
    const schema = z.object({ env: z.record(z.string().regex(/^[A-Z_]+$/), z.string()), cache: z.map(z.object({}), z.number()) });
    expect(problems(schema, { env: { path: '/bin' }, cache: new Map([[{ id: 1 }, 'x']]) })).toEqual([
      '- env.path: invalid key: expected string matching /^[A-Z_]+$/, got string "path"',
      '- cache: invalid entry {"id":1}: expected number',
    ]);
  });

  it('merges union branches that want a different kind of value into one line', () => {
    const schema = z.object({ limit: z.union([z.number(), z.string()]), mode: z.union([z.literal('fast'), z.literal('safe'), z.boolean()]) });
    expect(problems(schema, { limit: true, mode: 'slow' })).toEqual([
      '- limit: expected number or string, got boolean true',
      '- mode: expected "fast", "safe" or boolean, got string "slow"',
    ]);
  });

  it('shows only the branch of a union the input most likely meant', () => {
    const view = z.object({ command: z.literal('view'), path: z.string() });
    const create = z.object({ command: z.literal('create'), path: z.string(), file_text: z.string() });
    const schema = z.union([view, create]);
    expect(problems(schema, { command: 'create', path: 'a.ts' })).toEqual(['- file_text: expected string, got nothing (the field is required)']);
    expect(problems(schema, { command: 'view' })).toEqual(['- path: expected string, got nothing (the field is required)']);
    expect(problems(schema, 'view')).toEqual(['- (root): expected object, got string "view"']);
  });

  it('prefers the union branch with the fewest unknown fields', () => {
    const schema = z.union([z.strictObject({ a: z.string(), b: z.string() }), z.strictObject({ c: z.string(), d: z.string() })]);
    expect(problems(schema, { c: 'x', d: 1 })).toEqual(['- d: expected string, got number 1']);
  });

  it('prefers a union branch of the right kind over one of another kind', () => {
    expect(problems(z.object({ v: z.union([z.number(), z.string().min(5)]) }), { v: 'ab' })).toEqual([
      '- v: expected string with at least 5 characters, got string "ab"',
    ]);
  });

  it('explains unions inside arrays at the element that failed', () => {
    const part = z.union([z.object({ type: z.literal('text'), text: z.string() }), z.object({ type: z.literal('image'), url: z.url() })]);
    const schema = z.object({ parts: z.array(part) });
    const input = { parts: [{ type: 'text', text: 'x' }, { type: 'image', url: 'nope' }, { type: 'text', txt: 'y' }] };
    expect(problems(schema, input)).toEqual([
      '- parts[1].url: expected string in url format, got string "nope"',
      '- parts[2].text: expected string, got nothing (the field is required)',
    ]);
  });

  it('names the allowed values of a discriminated union and suggests the likely one', () => {
    const schema = z.object({
      action: z.discriminatedUnion('type', [z.object({ type: z.literal('click'), x: z.number() }), z.object({ type: z.literal('scroll'), dy: z.number() })]),
    });
    expect(problems(schema, { action: { type: 'clik', x: 1 } })).toEqual([
      '- action.type: expected one of "click", "scroll", got string "clik"; did you mean "click"?',
    ]);
    expect(problems(schema, { action: {} })).toEqual(['- action.type: expected one of "click", "scroll", got nothing (the field is required)']);
    expect(problems(schema, { action: { type: 'scroll', dy: '3' } })).toEqual(['- action.dy: expected number, got string "3"']);
  });

  it('says when a value matches more than one branch of an exclusive union', () => {
    expect(problems(z.object({ v: z.xor([z.string(), z.string().min(1)]) }), { v: 'abc' })).toEqual([
      '- v: matches 2 of the allowed shapes, but must match exactly one',
    ]);
  });

  it('shows at most 20 problems, then how many more there are', () => {
    const shape = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`field${index}`, z.string()]));
    const lines = problems(z.object(shape), {});
    expect(lines).toHaveLength(21);
    expect(lines[19]).toBe('- field19: expected string, got nothing (the field is required)');
    expect(lines[20]).toBe('- … and 5 more');
  });

  it('does not repeat an identical line', () => {
    const schema = z.object({ a: z.string() }).and(z.object({ a: z.string() }));
    expect(problems(schema, { a: 1 })).toEqual(['- a: expected string, got number 1']);
  });
});
