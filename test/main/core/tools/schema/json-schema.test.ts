import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputJsonSchema } from '../../../../../main/core/tools/schema/json-schema.ts';
import { createAjv, expectAccepted, expectValidSchema } from './helpers.ts';

describe('inputJsonSchema', () => {
  it('is a plain draft 2020-12 object schema without $schema', () => {
    const schema = inputJsonSchema(z.object({ path: z.string().describe('Where'), range: z.tuple([z.number(), z.number()]) }));
    expect(schema).not.toHaveProperty('$schema');
    expect(Object.getPrototypeOf(schema)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    expect(schema).toMatchObject({
      type: 'object',
      properties: { path: { type: 'string', description: 'Where' }, range: { prefixItems: [{ type: 'number' }, { type: 'number' }] } },
      required: ['path', 'range'],
    });
    expectValidSchema(createAjv(), schema);
  });

  it('describes what the tool accepts, not what it parses to', () => {
    const schema = inputJsonSchema(
      z.object({ mode: z.enum(['a', 'b']).default('a'), lines: z.string().transform((text) => text.split('\n')) }),
    );
    expect(schema.required).toEqual(['lines']);
    expect(schema.properties).toMatchObject({ mode: { default: 'a' }, lines: { type: 'string' } });
    expectAccepted(createAjv(), schema, { lines: 'one\ntwo' });
  });
});
