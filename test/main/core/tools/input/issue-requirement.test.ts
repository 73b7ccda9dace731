import { describe, expect, it } from 'vitest';
import { allowedValues, literal, requirement, typeName } from '../../../../../main/core/tools/input/issue-requirement.ts';

describe('requirement', () => {
  it('words what an issue asks for', () => {
    expect(requirement({ code: 'invalid_type', expected: 'tuple', path: [], message: '' })).toBe('expected array');
    expect(requirement({ code: 'too_small', origin: 'set', minimum: 2, inclusive: false, path: [], message: '' })).toBe(
      'expected set with more than 2 items',
    );
    expect(requirement({ code: 'too_big', origin: 'file', maximum: 1, inclusive: true, path: [], message: '' })).toBe('expected file with at most 1 byte');
    expect(requirement({ code: 'too_big', origin: 'string', maximum: 3, inclusive: false, path: [], message: '' })).toBe(
      'expected string with fewer than 3 characters',
    );
  });

  it("falls back to zod's own message for issues it has no words for", () => {
    expect(requirement({ code: 'custom', path: [], message: 'must be a git ref' })).toBe('must be a git ref');
  });
});

describe('value wording', () => {
  it('names types plainly', () => {
    expect(typeName('int')).toBe('integer');
    expect(typeName('record')).toBe('object');
    expect(typeName('string')).toBe('string');
  });

  it('writes literals as code would', () => {
    expect([literal('a'), literal(1), literal(2n), literal(null), literal(undefined), literal(false)]).toEqual(['"a"', '1', '2n', 'null', 'undefined', 'false']);
    expect(allowedValues(['only'])).toBe('"only"');
    expect(allowedValues(['a', 1])).toBe('one of "a", 1');
  });
});
