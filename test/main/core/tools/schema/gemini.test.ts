import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toGemini } from '../../../../../main/core/tools/schema/gemini.ts';
import { inputJsonSchema, type JsonSchema } from '../../../../../main/core/tools/schema/json-schema.ts';
import { cases } from './cases.ts';
import { createAjv, deepFreeze, descriptions, expectAccepted, expectValidSchema, subschemas, withoutNullable } from './helpers.ts';

const removed = [
  '$schema', '$ref', '$defs', 'definitions', 'additionalProperties', 'const', 'exclusiveMinimum', 'exclusiveMaximum',
  'default', 'examples', 'oneOf', 'allOf', 'prefixItems', 'propertyNames', 'multipleOf',
];

function property(schema: JsonSchema, name: string): JsonSchema {
  return (schema.properties as Record<string, JsonSchema>)[name];
}

describe('toGemini', () => {
  for (const schemaCase of cases) {
    describe(schemaCase.name, () => {
      const input = deepFreeze(inputJsonSchema(schemaCase.input));
      const schema = toGemini(input);

      it('keeps only what Gemini function declarations accept', () => {
        expectValidSchema(createAjv(), withoutNullable(schema) as JsonSchema);
        expect(schema.type).toBe('object');
        for (const node of subschemas(schema)) {
          for (const keyword of removed) expect(node, keyword).not.toHaveProperty(keyword);
          if (node.type !== undefined) expect(typeof node.type).toBe('string');
          if (node.enum !== undefined) expect((node.enum as unknown[]).every((value) => typeof value === 'string')).toBe(true);
          if (node.nullable !== undefined) expect(node.nullable).toBe(true);
        }
      });

      it('keeps every description', () => {
        const kept = descriptions(schema);
        for (const description of descriptions(input)) {
          expect(kept.some((text) => text.includes(description)), description).toBe(true);
        }
      });

      it('still accepts every valid input', () => {
        const ajv = createAjv();
        const checkable = withoutNullable(schema) as JsonSchema;
        for (const sample of schemaCase.samples) expectAccepted(ajv, checkable, sample.value);
      });
    });
  }

  it('turns a type list or an anyOf with null into nullable', () => {
    const schema = toGemini(
      inputJsonSchema(
        z.object({
          note: z.string().nullable(),
          box: z.object({ size: z.number() }).nullable().describe('A box'),
          either: z.union([z.string(), z.object({ a: z.string() })]).nullable(),
        }),
      ),
    );
    expect(property(schema, 'note')).toEqual({ type: 'string', nullable: true });
    expect(property(schema, 'box')).toMatchObject({ type: 'object', description: 'A box', nullable: true });
    expect(property(schema, 'either')).toEqual({
      anyOf: [{ type: 'string' }, { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }],
      nullable: true,
    });
  });

  it('keeps both descriptions when it folds a schema into another', () => {
    const schema = toGemini({
      type: 'object',
      properties: {
        maybe: { anyOf: [{ type: 'string', description: 'A name' }, { type: 'null' }], description: 'Who to greet' },
        node: { $ref: '#/$defs/Node', description: 'The start' },
      },
      $defs: { Node: { type: 'object', properties: { id: { type: 'string' } }, description: 'A node' } },
    });
    expect(property(schema, 'maybe')).toEqual({ type: 'string', description: 'A name\nWho to greet', nullable: true });
    expect(property(schema, 'node').description).toBe('A node\nThe start');
  });

  it('keeps string enums and lists other allowed values in the description', () => {
    const schema = toGemini(
      inputJsonSchema(z.object({ tag: z.literal('x'), level: z.enum(['a', 'b']), answer: z.literal(42).describe('The answer') })),
    );
    expect(property(schema, 'tag')).toEqual({ type: 'string', format: 'enum', enum: ['x'] });
    expect(property(schema, 'level')).toEqual({ type: 'string', format: 'enum', enum: ['a', 'b'] });
    expect(property(schema, 'answer')).toEqual({ type: 'number', description: 'The answer\nAllowed values: 42.' });
  });

  it('inlines references and cuts a cycle with a bare schema of the referenced type', () => {
    interface Tree {
      value: number;
      children?: Tree[];
    }
    const Tree: z.ZodType<Tree> = z.object({ value: z.number(), get children() { return z.array(Tree).optional(); } });
    const schema = toGemini(inputJsonSchema(z.object({ tree: Tree })));
    expect(property(schema, 'tree')).toEqual({
      type: 'object',
      properties: { value: { type: 'number' }, children: { type: 'array', items: { type: 'object' } } },
      required: ['value'],
    });
  });

  it('merges allOf, keeps a record as a bare object and turns a tuple into items of any of its members', () => {
    const input: JsonSchema = {
      type: 'object',
      properties: {
        both: {
          allOf: [
            { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
            { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] },
          ],
        },
        env: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' }, description: 'Variables' },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false, minItems: 2, maxItems: 2 },
      },
      required: ['both', 'env', 'pair'],
    };
    const schema = toGemini(input);
    expect(property(schema, 'both')).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['a', 'b'],
    });
    expect(property(schema, 'env')).toEqual({ type: 'object', description: 'Variables' });
    expect(property(schema, 'pair')).toEqual({
      type: 'array',
      items: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      minItems: 2,
      maxItems: 2,
    });
  });

  it('keeps formats Gemini knows and drops the others with the pattern zod derived from them', () => {
    const schema = toGemini(inputJsonSchema(z.object({ at: z.iso.datetime(), mail: z.email(), ratio: z.number().positive() })));
    expect(property(schema, 'at')).toEqual({ type: 'string', format: 'date-time' });
    expect(property(schema, 'mail')).toEqual({ type: 'string' });
    expect(property(schema, 'ratio')).toEqual({ type: 'number' });
  });
});
