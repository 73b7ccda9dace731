import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputJsonSchema, type JsonSchema } from '../../../../../main/core/tools/schema/json-schema.ts';
import { dropNullOptionals } from '../../../../../main/core/tools/schema/optional-nulls.ts';
import { deepFreeze } from './helpers.ts';

function dropFor(input: z.ZodType, value: unknown): unknown {
  return dropNullOptionals(deepFreeze(value), deepFreeze(inputJsonSchema(input)));
}

describe('dropNullOptionals', () => {
  it('drops null for an optional property, so zod applies its default', () => {
    const input = z.object({ path: z.string(), limit: z.number().optional(), mode: z.enum(['a', 'b']).default('a') });
    const cleaned = dropFor(input, { path: '/p', limit: null, mode: null });
    expect(cleaned).toEqual({ path: '/p' });
    expect(input.parse(cleaned)).toEqual({ path: '/p', mode: 'a' });
  });

  it('keeps null where the schema allows it or requires the property', () => {
    const input = z.object({ note: z.string().nullable(), since: z.string().nullable().optional(), path: z.string() });
    expect(dropFor(input, { note: null, since: null, path: null })).toEqual({ note: null, since: null, path: null });
  });

  it('cleans nested objects and arrays of objects', () => {
    const input = z.object({
      options: z.object({ depth: z.number().optional(), filter: z.object({ glob: z.string().optional() }).optional() }),
      edits: z.array(z.object({ old: z.string(), all: z.boolean().optional() })),
    });
    const cleaned = dropFor(input, {
      options: { depth: null, filter: { glob: null } },
      edits: [{ old: 'a', all: null }, { old: 'b', all: true }],
    });
    expect(cleaned).toEqual({ options: { filter: {} }, edits: [{ old: 'a' }, { old: 'b', all: true }] });
  });

  it('follows the branch of a discriminated union the value belongs to', () => {
    const input = z.object({
      action: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('keep'), note: z.string().nullable() }),
        z.object({ kind: z.literal('drop'), note: z.string().optional() }),
      ]),
    });
    expect(dropFor(input, { action: { kind: 'keep', note: null } })).toEqual({ action: { kind: 'keep', note: null } });
    expect(dropFor(input, { action: { kind: 'drop', note: null } })).toEqual({ action: { kind: 'drop' } });
  });

  it('follows references through recursive schemas', () => {
    interface Tree {
      value: number;
      children?: Tree[];
    }
    const Tree: z.ZodType<Tree> = z.object({ value: z.number(), get children() { return z.array(Tree).optional(); } });
    const cleaned = dropFor(z.object({ tree: Tree }), { tree: { value: 1, children: [{ value: 2, children: null }] } });
    expect(cleaned).toEqual({ tree: { value: 1, children: [{ value: 2 }] } });
  });

  it('cleans the values of a record but keeps its keys', () => {
    const input = z.object({ env: z.record(z.string(), z.object({ value: z.string().optional() }).nullable()) });
    expect(dropFor(input, { env: { A: { value: null }, B: null } })).toEqual({ env: { A: {}, B: null } });
  });

  it('returns a new value and leaves the input alone', () => {
    const schema: JsonSchema = inputJsonSchema(z.object({ box: z.object({ size: z.number().optional() }) }));
    const value = deepFreeze({ box: { size: null } });
    const cleaned = dropNullOptionals(value, schema) as { box: unknown };
    expect(cleaned).not.toBe(value);
    expect(cleaned.box).not.toBe(value.box);
    expect(value).toEqual({ box: { size: null } });
  });

  it('passes values the schema does not describe through unchanged', () => {
    expect(dropFor(z.object({ a: z.string() }), 'text')).toBe('text');
    expect(dropFor(z.object({ a: z.string() }), { a: 'x', extra: null })).toEqual({ a: 'x', extra: null });
  });
});
