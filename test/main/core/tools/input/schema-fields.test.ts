import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldNamesAt } from '../../../../../main/core/tools/input/schema-fields.ts';

describe('fieldNamesAt', () => {
  it('lists the fields of the object at a path', () => {
    const schema = z.object({ file_path: z.string(), edits: z.array(z.object({ old_string: z.string(), new_string: z.string() })) });
    expect(fieldNamesAt(schema, [])).toEqual(['file_path', 'edits']);
    expect(fieldNamesAt(schema, ['edits', 3])).toEqual(['old_string', 'new_string']);
    expect(fieldNamesAt(schema, ['file_path'])).toEqual([]);
    expect(fieldNamesAt(schema, ['nope', 'deeper'])).toEqual([]);
  });

  it('looks through wrappers, pipes and lazy schemas', () => {
    const inner = z.object({ a: z.string() });
    const lazy: z.ZodType = z.lazy(() => z.object({ child: lazy.optional(), name: z.string() }));
    expect(fieldNamesAt(inner.optional().nullable().default({ a: 'x' }).readonly(), [])).toEqual(['a']);
    expect(fieldNamesAt(inner.catch({ a: 'x' }).prefault({ a: 'y' }), [])).toEqual(['a']);
    expect(fieldNamesAt(z.preprocess((value) => value, inner), [])).toEqual(['a']);
    expect(fieldNamesAt(inner.transform((value) => value.a), [])).toEqual(['a']);
    expect(fieldNamesAt(lazy, ['child', 'child'])).toEqual(['child', 'name']);
  });

  it('joins the fields of union and intersection members', () => {
    const union = z.union([z.object({ a: z.string(), shared: z.number() }), z.object({ b: z.string(), shared: z.number() }), z.string()]);
    expect(fieldNamesAt(union, [])).toEqual(['a', 'shared', 'b']);
    const intersection = z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }));
    expect(fieldNamesAt(intersection, [])).toEqual(['a', 'b']);
    const discriminated = z.discriminatedUnion('kind', [z.object({ kind: z.literal('x'), x: z.string() }), z.object({ kind: z.literal('y'), y: z.string() })]);
    expect(fieldNamesAt(discriminated, [])).toEqual(['kind', 'x', 'y']);
  });

  it('walks records and tuples', () => {
    expect(fieldNamesAt(z.record(z.string(), z.object({ v: z.number() })), ['any'])).toEqual(['v']);
    const tuple = z.tuple([z.object({ first: z.string() })], z.object({ rest: z.string() }));
    expect(fieldNamesAt(tuple, [0])).toEqual(['first']);
    expect(fieldNamesAt(tuple, [4])).toEqual(['rest']);
    expect(fieldNamesAt(z.tuple([z.string()]), [4])).toEqual([]);
  });
});
