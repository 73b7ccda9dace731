import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../../../main/core/tools/schema/json-schema.ts';
import { allowsNull, resolveRef, splitAnnotations, typesOf, valueTypes } from '../../../../../main/core/tools/schema/inspect.ts';

const root: JsonSchema = {
  type: 'object',
  properties: { 'a/b': { type: 'string' } },
  $defs: { Text: { type: 'string' }, Maybe: { type: ['string', 'null'] }, Loop: { $ref: '#/$defs/Loop' } },
};

describe('resolveRef', () => {
  it('follows local JSON pointers, escapes included', () => {
    expect(resolveRef(root, '#')).toBe(root);
    expect(resolveRef(root, '#/$defs/Text')).toEqual({ type: 'string' });
    expect(resolveRef(root, '#/properties/a~1b')).toEqual({ type: 'string' });
  });

  it('rejects references it cannot follow', () => {
    expect(() => resolveRef(root, '#/$defs/Missing')).toThrow(/Unresolvable/);
    expect(() => resolveRef(root, 'https://example.com/schema')).toThrow(/local/);
  });
});

describe('allowsNull', () => {
  it.each([
    [{ type: 'string' }, false],
    [{ type: ['string', 'null'] }, true],
    [{ const: 'a' }, false],
    [{ const: null }, true],
    [{ enum: ['a'] }, false],
    [{ enum: ['a', null] }, true],
    [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, false],
    [{ oneOf: [{ type: 'string' }, { type: 'null' }] }, true],
    [{ allOf: [{ type: ['string', 'null'] }, { const: 'a' }] }, false],
    [{ $ref: '#/$defs/Text', description: 'text' }, false],
    [{ $ref: '#/$defs/Maybe' }, true],
    [{ $ref: '#/$defs/Loop' }, false],
    [{ description: 'anything' }, true],
    [true, true],
    [false, false],
  ])('%j → %s', (schema, expected) => {
    expect(allowsNull(schema, root)).toBe(expected);
  });
});

describe('small readers', () => {
  it('lists the types of a schema and of values', () => {
    expect(typesOf({ type: 'string' })).toEqual(['string']);
    expect(typesOf({ type: ['string', 'null'] })).toEqual(['string', 'null']);
    expect(typesOf({})).toEqual([]);
    expect(valueTypes(['a', 1, 2, null, true, [1], { a: 1 }])).toEqual(['string', 'number', 'null', 'boolean', 'array', 'object']);
  });

  it('splits annotations from rules', () => {
    expect(splitAnnotations({ title: 'T', description: 'D', type: 'string' })).toEqual({
      notes: { title: 'T', description: 'D' },
      rules: { type: 'string' },
    });
  });
});
