import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputJsonSchema, type JsonSchema } from '../../../../../main/core/tools/schema/json-schema.ts';
import { toOpenAIStrict } from '../../../../../main/core/tools/schema/openai-strict.ts';
import { dropNullOptionals } from '../../../../../main/core/tools/schema/optional-nulls.ts';
import { cases } from './cases.ts';
import { createAjv, deepFreeze, descriptions, expectAccepted, expectValidSchema, subschemas } from './helpers.ts';

const unsupported = ['default', 'examples', 'oneOf', 'allOf', 'const', 'minLength', 'maxLength', '$schema', 'propertyNames'];
const formats = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'];

function strictSchema(input: JsonSchema): JsonSchema {
  const result = toOpenAIStrict(input);
  if (!result.strict) throw new Error(`expected a strict schema: ${result.reason}`);
  return result.schema;
}

function expectStrictInvariants(schema: JsonSchema): void {
  for (const node of subschemas(schema)) {
    for (const keyword of unsupported) expect(node, keyword).not.toHaveProperty(keyword);
    if (node.format !== undefined) expect(formats).toContain(node.format);
    if (node.$ref !== undefined) expect(Object.keys(node)).toEqual(['$ref']);
    if (node.properties === undefined && node.type !== 'object') continue;
    expect(node.type).toBe('object');
    expect(node.additionalProperties).toBe(false);
    expect([...(node.required as string[])].sort()).toEqual(Object.keys(node.properties as JsonSchema).sort());
  }
}

describe('toOpenAIStrict', () => {
  for (const schemaCase of cases) {
    describe(schemaCase.name, () => {
      const input = deepFreeze(inputJsonSchema(schemaCase.input));

      it(schemaCase.strict ? 'is strict' : 'falls back to the unchanged schema, saying why', () => {
        const result = toOpenAIStrict(input);
        expect(result.strict).toBe(schemaCase.strict);
        if (!result.strict) {
          expect(result.reason).not.toBe('');
          expect(result.schema).toEqual(input);
          expect(result.schema).not.toBe(input);
        }
      });

      if (!schemaCase.strict) return;

      it('is a valid draft 2020-12 schema that keeps every rule of strict mode', () => {
        const schema = strictSchema(input);
        expectValidSchema(createAjv(), schema);
        expectStrictInvariants(schema);
      });

      it('keeps every description', () => {
        expect(descriptions(strictSchema(input)).sort()).toEqual(expect.arrayContaining(descriptions(input)));
      });

      it('accepts what a strict model sends, which becomes the original input again', () => {
        const ajv = createAjv();
        const schema = strictSchema(input);
        for (const sample of schemaCase.samples) {
          expectAccepted(ajv, schema, sample.strict);
          const restored = dropNullOptionals(sample.strict, input);
          expect(schemaCase.input.parse(restored)).toEqual(schemaCase.input.parse(sample.value));
        }
      });
    });
  }

  it('makes optional properties nullable: a type list for scalars, anyOf for objects and references', () => {
    const schema = strictSchema(
      inputJsonSchema(
        z.object({
          name: z.string().optional(),
          mode: z.enum(['a', 'b']).optional(),
          tag: z.literal('x').optional(),
          box: z.object({ size: z.number() }).optional().describe('A box'),
        }),
      ),
    );
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(properties.name).toEqual({ type: ['string', 'null'] });
    expect(properties.mode).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expect(properties.tag).toEqual({ type: ['string', 'null'], enum: ['x', null] });
    expect(properties.box).toMatchObject({ description: 'A box', anyOf: [{ type: 'object' }, { type: 'null' }] });
    expect((properties.box.anyOf as JsonSchema[])[0]).not.toHaveProperty('description');
  });

  it('leaves nullable properties as they are, only required', () => {
    const schema = strictSchema(inputJsonSchema(z.object({ note: z.string().nullable().optional() })));
    expect(schema.properties).toEqual({ note: { type: ['string', 'null'] } });
    expect(schema.required).toEqual(['note']);
  });

  it('keeps a pattern of its own, drops the one zod derives from a format, and drops unsupported formats', () => {
    const schema = strictSchema(
      inputJsonSchema(z.object({ slug: z.string().regex(/^[a-z]+$/), email: z.email(), site: z.url() })),
    );
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(properties.slug).toEqual({ type: 'string', pattern: '^[a-z]+$' });
    expect(properties.email).toEqual({ type: 'string', format: 'email' });
    expect(properties.site).toEqual({ type: 'string' });
  });

  it('closes a loose object instead of giving up on strict mode', () => {
    const schema = strictSchema(inputJsonSchema(z.looseObject({ a: z.string() })));
    expect(schema.additionalProperties).toBe(false);
  });

  it('moves annotations next to a $ref into a one-branch anyOf, and keeps the reference valid', () => {
    const input: JsonSchema = {
      type: 'object',
      properties: { next: { $ref: '#/$defs/Node', description: 'The next node' } },
      required: ['next'],
      $defs: { Node: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
    };
    const schema = strictSchema(input);
    expect((schema.properties as JsonSchema).next).toEqual({ description: 'The next node', anyOf: [{ $ref: '#/$defs/Node' }] });
    expectAccepted(createAjv(), schema, { next: { id: 'a' } });
  });

  it('names each reason strict mode is impossible', () => {
    const result = toOpenAIStrict(
      inputJsonSchema(z.object({ env: z.record(z.string(), z.string()), pair: z.tuple([z.string(), z.number()]), any: z.any() })),
    );
    expect(result.strict).toBe(false);
    if (result.strict) return;
    expect(result.reason).toContain('#/properties/env is a record');
    expect(result.reason).toContain('#/properties/pair uses prefixItems');
    expect(result.reason).toContain('#/properties/any accepts any value');
  });
});
