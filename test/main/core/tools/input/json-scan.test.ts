import { describe, expect, it } from 'vitest';
import { scanJson } from '../../../../../main/core/tools/input/json-scan.ts';

const SAMPLES = [
  '{}', '[]', ' [ ] ', '{"a":{}}', '{"a": [1, -0, 0.5, 1e3, 1E-2, -1.5e+10]}', '"\\u00e9\\/\\b\\f\\n\\r\\t\\"\\\\"',
  '"\ud800"', '"🌍"', 'true', 'false', 'null', '0', '-0', '12',
  '', ' ', '01', '1.', '.5', '-', '1e', '1e+', '+1', '"\\u00zz"', '"\\x"', '"a\tb"', '"a\u0000b"', '[1,]', '{"a":1,}',
  '{"a" 1}', '{"a":}', '{a:1}', "{'a':1}", 'nul', 'truex', 'True', '[1 2]', '{"a":1}}', '[[]', '{"a":[}', '\u00a0{}',
  '\ufeff{}', '{"a":1} x', '"abc', '"\\', '"\\u12', '[', '{', '{"a"', '{"a":', 'NaN', 'Infinity', '-Infinity', '[1,,2]',
];

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('scanJson', () => {
  it('accepts exactly what JSON.parse accepts', () => {
    for (const sample of SAMPLES) expect(scanJson(sample, 64).kind === 'valid', JSON.stringify(sample)).toBe(parses(sample));
  });

  it('reports the first break and what was expected there', () => {
    expect(scanJson('{"a": 1 "b": 2}', 64)).toEqual({ kind: 'invalid', offset: 8, expected: 'comma-or-object-end', endOfText: false });
    expect(scanJson('[1 2]', 64)).toEqual({ kind: 'invalid', offset: 3, expected: 'comma-or-array-end', endOfText: false });
    expect(scanJson('{"a" 1}', 64)).toEqual({ kind: 'invalid', offset: 5, expected: 'colon', endOfText: false });
    expect(scanJson('{1: 2}', 64)).toEqual({ kind: 'invalid', offset: 1, expected: 'property-name-or-object-end', endOfText: false });
    expect(scanJson('{"a": 1, 2}', 64)).toEqual({ kind: 'invalid', offset: 9, expected: 'property-name', endOfText: false });
    expect(scanJson('[1, ]', 64)).toEqual({ kind: 'invalid', offset: 4, expected: 'value', endOfText: false });
    expect(scanJson('[x]', 64)).toEqual({ kind: 'invalid', offset: 1, expected: 'value-or-array-end', endOfText: false });
    expect(scanJson('{} []', 64)).toEqual({ kind: 'invalid', offset: 3, expected: 'end-of-text', endOfText: false });
    expect(scanJson('"a\\qb"', 64)).toEqual({ kind: 'invalid', offset: 3, expected: 'escape', endOfText: false });
    expect(scanJson('"\\u12g4"', 64)).toEqual({ kind: 'invalid', offset: 5, expected: 'hex-digit', endOfText: false });
    expect(scanJson('"a\nb"', 64)).toEqual({ kind: 'invalid', offset: 2, expected: 'escaped-control', endOfText: false });
    expect(scanJson('[1.x]', 64)).toEqual({ kind: 'invalid', offset: 3, expected: 'digit', endOfText: false });
    expect(scanJson('[1e]', 64)).toEqual({ kind: 'invalid', offset: 3, expected: 'digit', endOfText: false });
  });

  it('says when the text ended early, pointing after the last thing written', () => {
    const cases: Array<[string, number, string]> = [
      ['', 0, 'value'],
      ['{"a": 1,  \n ', 8, 'property-name'],
      ['{"a": "hel', 10, 'closing-quote'],
      ['{"a": "x\\', 9, 'escape'],
      ['{"a": "\\u00', 11, 'hex-digit'],
      ['[1.', 3, 'digit'],
      ['[-', 2, 'digit'],
      ['[1e+', 4, 'digit'],
      ['[fal', 4, 'value'],
      ['[true', 5, 'comma-or-array-end'],
      ['{"a"', 4, 'colon'],
      ['{"a":', 5, 'value'],
      ['[[]', 3, 'comma-or-array-end'],
    ];
    for (const [text, offset, expected] of cases) {
      expect(scanJson(text, 64), JSON.stringify(text)).toEqual({ kind: 'invalid', offset, expected, endOfText: true });
    }
  });

  it('refuses nesting deeper than the limit at the opening bracket that goes too deep', () => {
    expect(scanJson('[[[]]]', 3)).toEqual({ kind: 'valid' });
    expect(scanJson('[[[[]]]]', 3)).toEqual({ kind: 'too-deep', offset: 3 });
    expect(scanJson('{"a": [{"b": {}}]}', 3)).toEqual({ kind: 'too-deep', offset: 13 });
    expect(scanJson('["[[[[", "]]]]"]', 1)).toEqual({ kind: 'valid' });
  });

  it('scans 10,000 levels and a megabyte string without recursion', () => {
    expect(scanJson('['.repeat(10_000) + ']'.repeat(10_000), 10_000)).toEqual({ kind: 'valid' });
    expect(scanJson(`"${'x'.repeat(1024 * 1024)}"`, 64)).toEqual({ kind: 'valid' });
  });
});
