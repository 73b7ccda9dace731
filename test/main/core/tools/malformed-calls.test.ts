import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, fixtureTools, textOf, turnContext } from './fixtures.ts';

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { text: value };
  return value;
};
const megabyte = 'a'.repeat(1024 * 1024);

/** [what it is, tool name, arguments as the model sent them, a pattern the answer must match] */
const corpus: Array<[string, string, unknown, RegExp]> = [
  ['wrong type: number for string', 'Echo', { text: 42 }, /text.*expected string/is],
  ['wrong type: array for string', 'Echo', { text: ['a'] }, /text/],
  ['wrong type: object for string', 'Echo', { text: { a: 1 } }, /text/],
  ['wrong type: string for integer', 'Echo', { text: 'a', times: '2' }, /times/],
  ['wrong type: float for integer', 'Echo', { text: 'a', times: 1.5 }, /times/],
  ['out of range', 'Echo', { text: 'a', times: 0 }, /times/],
  ['boolean for string', 'Echo', { text: true }, /text/],
  ['null for required', 'Echo', { text: null }, /text/],
  ['missing required field', 'Echo', {}, /text.*required/is],
  ['missing several fields', 'Write', {}, /file_path[\s\S]*content/],
  ['extra field', 'Echo', { text: 'a', colour: 'red' }, /colour/],
  ['misspelled field', 'Write', { filepath: 'a', content: 'b' }, /filepath[\s\S]*file_path/],
  ['wrong enum value', 'Fail', { kind: 'explode' }, /tool.*crash|crash.*tool/s],
  ['enum in wrong case', 'Fail', { kind: 'TOOL' }, /kind/],
  ['non-object JSON: array', 'Echo', '[1, 2]', /object/],
  ['non-object JSON: string', 'Echo', '"hello"', /object/],
  ['non-object JSON: number', 'Echo', '42', /object/],
  ['non-object JSON: null', 'Echo', 'null', /object/],
  ['non-object value: array', 'Echo', [1, 2], /object/],
  ['non-object value: number', 'Echo', 7, /object/],
  ['non-object value: boolean', 'Echo', true, /object/],
  ['undefined arguments', 'Echo', undefined, /object|text/],
  ['truncated JSON mid-string', 'Echo', '{"text": "hel', /cut off|end/i],
  ['truncated JSON after key', 'Echo', '{"text":', /cut off|end/i],
  ['truncated JSON: lone brace', 'Echo', '{', /cut off|end/i],
  ['single quotes', 'Echo', "{'text': 'a'}", /line 1|column|\^/i],
  ['unquoted key', 'Echo', '{text: "a"}', /column|\^/i],
  ['two objects', 'Echo', '{"text":"a"}{"text":"b"}', /column|\^/i],
  ['garbage', 'Echo', 'not json at all', /column|\^/i],
  ['python literal', 'Echo', '{"text": None}', /column|\^/i],
  ['unknown tool', 'Teleport', { to: 'mars' }, /No tool is named "Teleport"/],
  ['unknown tool, near name', 'Ecko', { text: 'a' }, /Echo/],
  ['empty tool name', '', { text: 'a' }, /No tool is named ""/],
  ['tool name with spaces', 'Echo ', { text: 'a' }, /Echo/],
  ['very long tool name', 'X'.repeat(10_000), {}, /No tool is named/],
  ['null byte in path', 'Write', { file_path: 'a\u0000.txt', content: 'x' }, /NUL/],
  ['null byte in JSON string', 'Write', '{"file_path": "a\\u0000b", "content": "x"}', /NUL/],
  ['1 MB string field where a number belongs', 'Echo', { text: 'a', times: megabyte }, /times/],
  ['1 MB unknown field', 'Echo', { text: 'a', [megabyte.slice(0, 1000)]: megabyte }, /unknown|remove/i],
  ['deeply nested array as JSON', 'Echo', deepArray(100_000), /deep|nest|object/i],
  ['deeply nested object as value', 'Echo', deepObject(100_000), /deep|nest|text/i],
  ['deeply nested object as JSON', 'Echo', JSON.stringify(deepObject(2000)), /deep|nest|text/i],
  ['huge arguments string', 'Echo', `{"text": "${'b'.repeat(6 * 1024 * 1024)}"}`, /large|MB|too/i],
];

/** Calls the model may get right after a harmless repair, or that are fine as they are. */
const accepted: Array<[string, string, unknown]> = [
  ['trailing comma', 'Echo', '{"text": "a",}'],
  ['code fence', 'Echo', '```json\n{"text": "a"}\n```'],
  ['alias', 'echo_text', { text: 'a' }],
  ['wrong case', 'eCHo', { text: 'a' }],
  ['1 MB string', 'Echo', { text: megabyte }],
  ['unicode and emoji', 'Echo', { text: '日本語 🎉 \u200b' }],
  ['empty string arguments for a tool without required fields', 'Stubborn', ''],
];

describe('malformed tool calls', () => {
  it(`has at least 40 cases`, () => expect(corpus.length + accepted.length).toBeGreaterThanOrEqual(40));

  it.each(corpus)('%s: an error the model can act on', async (_what, name, input, pattern) => {
    const { tools, executed } = fixtureTools();
    const { executor, logged } = executorWith(tempDir());
    const outcome = await executor.run({ id: 'c', name, input }, turnContext(tools));
    expect(outcome.status).toBe('error');
    const message = textOf(outcome);
    expect(message).toMatch(pattern);
    expect(message.length).toBeLessThan(5000);
    expect(executed).toEqual([]);
    expect(logged).toEqual([]);
  });

  it.each(accepted)('%s: accepted', async (_what, name, input) => {
    const { tools, executed } = fixtureTools();
    const { executor } = executorWith(tempDir());
    const outcome = await executor.run({ id: 'c', name, input }, turnContext(tools));
    expect(outcome.status === 'success' || outcome.status === 'timed_out').toBe(true);
    expect(executed).toHaveLength(1);
  });
});
