import { describe, expect, it } from 'vitest';
import { describeValue, formatPath, preview, valueAt } from '../../../../../main/core/common/validation/describe.ts';

describe('describeValue', () => {
  it('names the type and shows the value', () => {
    expect(describeValue('a.ts')).toBe('string "a.ts"');
    expect(describeValue('')).toBe('empty string ""');
    expect(describeValue(42)).toBe('number 42');
    expect(describeValue(Number.NaN)).toBe('number NaN');
    expect(describeValue(true)).toBe('boolean true');
    expect(describeValue(10n)).toBe('bigint 10n');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(() => 1)).toBe('function');
    expect(describeValue([1, 'a'])).toBe('array of 2 items [1,"a"]');
    expect(describeValue([null])).toBe('array of 1 item [null]');
    expect(describeValue([])).toBe('empty array []');
    expect(describeValue({ a: { b: [true] } })).toBe('object {"a":{"b":[true]}}');
    expect(describeValue({})).toBe('empty object {}');
    expect(describeValue(new Date(0))).toBe('date 1970-01-01T00:00:00.000Z');
    expect(describeValue(new Date(Number.NaN))).toBe('date Invalid Date');
  });

  it('gives the length of a string too long to show', () => {
    expect(describeValue('x'.repeat(1000))).toBe(`string of 1000 characters "${'x'.repeat(37)}…"`);
  });
});

describe('preview', () => {
  it('keeps previews within 40 characters, eliding the rest', () => {
    for (const value of ['y'.repeat(39), 'y'.repeat(500), Array.from({ length: 500 }, (_, index) => index), { long: 'z'.repeat(100), more: 1 }]) {
      const shown = preview(value);
      expect(Array.from(shown).length, shown).toBeLessThanOrEqual(40);
    }
    expect(preview('y'.repeat(38))).toBe(`"${'y'.repeat(38)}"`);
    expect(preview('y'.repeat(39))).toBe(`"${'y'.repeat(37)}…"`);
    expect(preview(Array.from({ length: 100 }, (_, index) => index))).toBe('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,…');
  });

  it('shows escapes for line breaks and null bytes, never cutting one in half', () => {
    expect(preview('a\nb\u0000')).toBe('"a\\nb\\u0000"');
    expect(preview(`${'x'.repeat(36)}\ny`)).toBe(`"${'x'.repeat(36)}…"`);
  });

  it('keeps unicode whole', () => {
    expect(preview('héllo 🌍')).toBe('"héllo 🌍"');
    expect(preview('🌍'.repeat(50))).toBe(`"${'🌍'.repeat(18)}…"`);
  });

  it('stops early on huge, deep and cyclic values', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(preview(deep)).toBe(`${'['.repeat(39)}…`);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(preview(cyclic)).toBe('{"self":{"self":{"self":{"self":{"self"…');
    expect(preview(new Array(1_000_000).fill(0))).toHaveLength(40);
  });
});

describe('formatPath', () => {
  it('writes paths the way code would', () => {
    expect(formatPath([])).toBe('(root)');
    expect(formatPath(['file_path'])).toBe('file_path');
    expect(formatPath(['edits', 2, 'old_string'])).toBe('edits[2].old_string');
    expect(formatPath([0, 'a'])).toBe('[0].a');
    expect(formatPath(['headers', 'Content-Type'])).toBe('headers["Content-Type"]');
    expect(formatPath(['my key', '$ok'])).toBe('["my key"].$ok');
    expect(formatPath([Symbol('s')])).toBe('["Symbol(s)"]');
  });
});

describe('valueAt', () => {
  const input = { edits: [{ old_string: 'a' }, null], empty: undefined };

  it('finds values, including falsy ones', () => {
    expect(valueAt(input, [])).toEqual({ found: true, value: input });
    expect(valueAt(input, ['edits', 0, 'old_string'])).toEqual({ found: true, value: 'a' });
    expect(valueAt(input, ['edits', 1])).toEqual({ found: true, value: null });
    expect(valueAt(input, ['empty'])).toEqual({ found: true, value: undefined });
  });

  it('says when nothing is there, ignoring inherited properties', () => {
    expect(valueAt(input, ['missing'])).toEqual({ found: false });
    expect(valueAt(input, ['edits', 5])).toEqual({ found: false });
    expect(valueAt(input, ['edits', 1, 'x'])).toEqual({ found: false });
    expect(valueAt(input, ['constructor'])).toEqual({ found: false });
    expect(valueAt('text', ['length'])).toEqual({ found: false });
  });
});
