import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaForProvider, toOpenAIStrict, type SchemaProvider } from '../../../../../main/core/tools/schema/index.ts';
import { toGemini } from '../../../../../main/core/tools/schema/gemini.ts';
import { inputJsonSchema } from '../../../../../main/core/tools/schema/json-schema.ts';
import { cases } from './cases.ts';
import { deepFreeze } from './helpers.ts';

const providers: SchemaProvider[] = ['anthropic', 'openai-strict', 'openai', 'gemini'];

describe('schemaForProvider', () => {
  it('gives Anthropic and OpenAI a deep copy of the schema as it is', () => {
    const schema = deepFreeze(inputJsonSchema(z.object({ box: z.object({ size: z.number().optional() }) })));
    for (const provider of ['anthropic', 'openai'] as const) {
      const copy = schemaForProvider(schema, provider);
      expect(copy).toEqual(schema);
      expect(copy.properties).not.toBe(schema.properties);
    }
  });

  it('gives strict OpenAI and Gemini their rewritten schemas', () => {
    const schema = inputJsonSchema(z.object({ note: z.string().optional() }));
    const strict = toOpenAIStrict(schema);
    expect(strict.strict).toBe(true);
    expect(schemaForProvider(schema, 'openai-strict')).toEqual(strict.schema);
    expect(schemaForProvider(schema, 'gemini')).toEqual(toGemini(schema));
  });

  it('never changes the schema it is given', () => {
    for (const schemaCase of cases) {
      const schema = deepFreeze(inputJsonSchema(schemaCase.input));
      for (const provider of providers) {
        if (provider === 'openai-strict' && !schemaCase.strict) continue;
        expect(() => schemaForProvider(schema, provider), `${schemaCase.name} for ${provider}`).not.toThrow();
      }
    }
  });

  it('refuses strict mode for a schema it cannot express, pointing to the fallback', () => {
    const schema = inputJsonSchema(z.object({ env: z.record(z.string(), z.string()) }));
    expect(() => schemaForProvider(schema, 'openai-strict')).toThrow(/strict mode cannot express.*record/);
    expect(toOpenAIStrict(schema)).toMatchObject({ strict: false, schema });
  });

  it('requires an object at the top', () => {
    const schema = inputJsonSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]));
    for (const provider of providers) {
      expect(() => schemaForProvider(schema, provider)).toThrow(/type "object"/);
    }
  });
});
