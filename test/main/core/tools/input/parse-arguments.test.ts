import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseToolArguments, type ParsedArguments } from '../../../../../main/core/tools/input/parse-arguments.ts';

const COMPLETE = '{"file_path": "/tmp/a.ts", "edits": [{"old_string": "x\\ny", "new_string": "é"}], "all": true, "n": -1.5e3, "none": null}';

function message(result: ParsedArguments): string {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result.error;
}

/** The excerpt line and the character the caret line points at. */
function caretTarget(text: string): { excerpt: string; pointedAt: string | undefined; caretColumn: number } {
  const lines = text.split('\n');
  const caretLine = lines.findIndex((line) => /^ *\^$/.test(line));
  const excerpt = lines[caretLine - 1];
  const caretColumn = lines[caretLine].indexOf('^');
  return { excerpt, pointedAt: Array.from(excerpt)[caretColumn], caretColumn };
}

function nestedText(depth: number): string {
  return '{"a":'.repeat(depth - 1) + '[]' + '}'.repeat(depth - 1);
}

function nestedObject(depth: number): unknown {
  let value: unknown = {};
  for (let level = 1; level < depth; level++) value = { a: value };
  return value;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseToolArguments with JSON text', () => {
  it('parses an object without naming a repair', () => {
    expect(parseToolArguments(COMPLETE)).toEqual({ ok: true, value: JSON.parse(COMPLETE) });
    expect(parseToolArguments('  \n{"a": 1}\r\n\t')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('reads an empty or blank string as no arguments', () => {
    expect(parseToolArguments('')).toEqual({ ok: true, value: {} });
    expect(parseToolArguments(' \n\t ')).toEqual({ ok: true, value: {} });
  });

  it('keeps unicode, escaped null bytes and lone surrogates intact', () => {
    const value = { text: 'héllo 🌍 中文 \u0000 end', 'k\u0000ey': '\ud800', emoji: '👩‍👩‍👧' };
    expect(parseToolArguments(JSON.stringify(value))).toEqual({ ok: true, value });
    expect(parseToolArguments('{"s": "\\u0000\\u0001\\ud83c\\udf0d"}')).toEqual({ ok: true, value: { s: '\u0000\u0001🌍' } });
  });

  it('removes a byte order mark and names it', () => {
    expect(parseToolArguments('\ufeff{"a": 1}')).toEqual({ ok: true, value: { a: 1 }, repair: 'removed a byte order mark' });
  });

  it('removes whitespace JSON does not allow around the text and names it', () => {
    expect(parseToolArguments('\u00a0{"a": 1}\u2003\n')).toEqual({ ok: true, value: { a: 1 }, repair: 'removed surrounding whitespace' });
  });

  it('removes trailing commas outside strings and names them', () => {
    expect(parseToolArguments('{"a": [1, 2,], "b": "x,}",}')).toEqual({
      ok: true,
      value: { a: [1, 2], b: 'x,}' },
      repair: 'removed 2 trailing commas',
    });
    expect(parseToolArguments('{"a": {"b": 1 ,\n }}')).toEqual({ ok: true, value: { a: { b: 1 } }, repair: 'removed a trailing comma' });
  });

  it('unwraps a ```json or bare ``` code fence and names it', () => {
    expect(parseToolArguments('```json\n{"a": 1}\n```')).toEqual({
      ok: true,
      value: { a: 1 },
      repair: 'removed the ```json code fence around the JSON',
    });
    expect(parseToolArguments('  ```JSON\r\n{"a": 1}\r\n```\n')).toMatchObject({ ok: true, value: { a: 1 } });
    expect(parseToolArguments('```\n{"a": 1}\n```')).toEqual({ ok: true, value: { a: 1 }, repair: 'removed the ``` code fence around the JSON' });
  });

  it('names every repair it made', () => {
    expect(parseToolArguments('\ufeff```json\n{"a": [1,],}\n```')).toEqual({
      ok: true,
      value: { a: [1] },
      repair: 'removed a byte order mark; removed the ```json code fence around the JSON; removed 2 trailing commas',
    });
  });

  it('does not guess at commas that are not plainly trailing', () => {
    for (const text of ['[1,,]', '{,}', '[,]', '{"a": 1,,}']) {
      expect(parseToolArguments(text).ok, text).toBe(false);
    }
  });

  it('does not unwrap fences of other languages, and says to send bare JSON', () => {
    const text = message(parseToolArguments('```js\n{"a": 1}\n```'));
    expect(text).toContain('line 1, column 1');
    expect(text).toContain('without a Markdown code block');
  });

  it('says the arguments were cut off at every point a stream could stop', () => {
    for (let cut = 1; cut < COMPLETE.length; cut++) {
      const prefix = COMPLETE.slice(0, cut);
      const text = message(parseToolArguments(prefix));
      expect(text, prefix).toContain('The arguments were cut off');
      expect(text, prefix).toContain(`line 1, column ${prefix.trimEnd().length + 1}`);
      expect([undefined, ' '], prefix).toContain(caretTarget(text).pointedAt);
    }
  });

  it('says where a truncated multi-line text stopped', () => {
    const text = message(parseToolArguments('{\n  "path": "a.ts",\n  "content": "line one\\nline'));
    expect(text).toContain('line 3, column 29');
    expect(text).toContain("expected the closing '\"' of the string, found the end of the text");
    expect(text).toContain('cut off');
  });

  it('puts the caret under the character where the JSON broke', () => {
    const cases: Array<[string, string, string]> = [
      ['{"a": 1 "b": 2}', '"', 'line 1, column 9'],
      ['{"a": 1, "b" 2}', '2', 'line 1, column 14'],
      ['{\n  "a": 1\n  "b": 2\n}', '"', 'line 3, column 3'],
      ['{"a": [1, 2}', '}', 'line 1, column 12'],
      ['{"a": 01}', '1', 'line 1, column 8'],
      ['{"🌍": x}', 'x', 'line 1, column 8'],
    ];
    for (const [json, character, position] of cases) {
      const text = message(parseToolArguments(json));
      expect(text, json).toContain(position);
      expect(caretTarget(text).pointedAt, json).toBe(character);
    }
  });

  it('quotes about 40 characters either side of a break in a long line', () => {
    const json = `{"a": "${'x'.repeat(100)}", "b" 2, "c": "${'y'.repeat(100)}"}`;
    const { excerpt, pointedAt, caretColumn } = caretTarget(message(parseToolArguments(json)));
    expect(pointedAt).toBe('2');
    expect(excerpt.trimStart().startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(caretColumn).toBe(2 + 1 + 40);
    expect(excerpt.length).toBe(2 + 1 + 40 + 40 + 1);
  });

  it('reports the original position when repairs were made before the break', () => {
    const text = message(parseToolArguments('```json\n{"a": [1,], "b" 2}\n```'));
    expect(text).toContain('line 2, column 17');
    expect(caretTarget(text).pointedAt).toBe('2');
  });

  it('gives a hint that fits the mistake', () => {
    const hints: Array<[string, string]> = [
      ["{'a': 1}", 'double quotes (")'],
      ['{"a": \'x\'}', 'double quotes (")'],
      ['{a: 1}', 'Property names must be written in double quotes'],
      ['{"a": "line\nbreak"}', 'as escapes such as \\n'],
      ['{"a": 1} {"b": 2}', 'exactly one JSON object'],
      ['{"a": 1 // note\n}', 'no comments'],
      ['{"a": undefined}', 'true, false, null'],
    ];
    for (const [json, hint] of hints) expect(message(parseToolArguments(json)), json).toContain(hint);
  });

  it('names what it found at the break', () => {
    expect(message(parseToolArguments('{"a": None}'))).toContain('found "None"');
    expect(message(parseToolArguments('{"a": "x\ty"}'))).toContain('found a tab (U+0009)');
    expect(message(parseToolArguments('{"a": "x\u0000y"}'))).toContain('found the control character U+0000');
    expect(message(parseToolArguments('{"a": "\\q"}'))).toContain("found 'q'");
  });

  it('refuses JSON that is not an object, saying what it got', () => {
    const cases: Array<[string, string]> = [
      ['[1, 2]', 'got array of 2 items [1,2]'],
      ['[]', 'got empty array []'],
      ['"hello"', 'got string "hello"'],
      ['42', 'got number 42'],
      ['true', 'got boolean true'],
      ['null', 'got null'],
    ];
    for (const [json, got] of cases) {
      const text = message(parseToolArguments(json));
      expect(text, json).toContain("must be a JSON object with the tool's fields");
      expect(text, json).toContain(got);
    }
  });

  it('recognises an object sent as a string of JSON', () => {
    expect(message(parseToolArguments(JSON.stringify(JSON.stringify({ a: 1 }))))).toContain('sent as a string of JSON');
  });

  it('refuses text over 5 MB, counting bytes rather than characters', () => {
    const sixMegabytes = `{"a": "${'x'.repeat(6 * 1024 * 1024)}"}`;
    const text = message(parseToolArguments(sixMegabytes));
    expect(text).toContain('6.0 MB');
    expect(text).toContain('5 MB');
    expect(message(parseToolArguments('€'.repeat(2 * 1024 * 1024)))).toContain('6.0 MB');
    const justUnder = `{"a": "${'x'.repeat(5 * 1024 * 1024 - 16)}"}`;
    expect(parseToolArguments(justUnder).ok).toBe(true);
  });

  it('accepts nesting 64 levels deep and refuses 65, saying where', () => {
    expect(parseToolArguments(nestedText(64)).ok).toBe(true);
    const text = message(parseToolArguments(nestedText(65)));
    expect(text).toContain('more than 64 levels deep');
    expect(text).toContain(`line 1, column ${64 * 5 + 1}`);
  });

  it('refuses 10,000 levels of nesting without overflowing the stack', () => {
    for (const json of ['['.repeat(10_000) + ']'.repeat(10_000), nestedText(10_000), '['.repeat(10_000)]) {
      expect(message(parseToolArguments(json))).toContain('more than 64 levels deep');
    }
  });

  it('turns an exception from JSON.parse into an error', () => {
    vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(message(parseToolArguments('{"a": 1}'))).toContain('Maximum call stack size exceeded');
  });
});

describe('parseToolArguments with a parsed value', () => {
  it('passes an object through unchanged', () => {
    const value = { file_path: 'a.ts', text: 'nul \u0000 and 🌍' };
    const result = parseToolArguments(value);
    expect(result).toEqual({ ok: true, value });
    expect(result.ok && result.value).toBe(value);
  });

  it('refuses values that are not objects, saying what it got', () => {
    const cases: Array<[unknown, string]> = [
      [[1], 'got array of 1 item [1]'],
      [null, 'got null'],
      [7, 'got number 7'],
      [false, 'got boolean false'],
      [undefined, 'got nothing'],
    ];
    for (const [value, got] of cases) {
      const text = message(parseToolArguments(value));
      expect(text).toContain("must be a JSON object with the tool's fields");
      expect(text).toContain(got);
    }
  });

  it('accepts 64 levels and refuses 65 or 10,000, without recursion', () => {
    expect(parseToolArguments(nestedObject(64)).ok).toBe(true);
    expect(message(parseToolArguments(nestedObject(65)))).toContain('more than 64 levels deep');
    expect(message(parseToolArguments(nestedObject(10_000)))).toContain('more than 64 levels deep');
    let array: unknown = [];
    for (let level = 1; level < 10_000; level++) array = [array];
    expect(message(parseToolArguments({ a: array }))).toContain('more than 64 levels deep');
  });

  it('refuses a value that contains itself', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(message(parseToolArguments(cyclic))).toContain('more than 64 levels deep');
  });
});
