import { describe, expect, it } from 'vitest';
import { formatPath, valueAt } from '../../../../../main/core/tools/input/issue-path.ts';

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
