import type { JsonSchema } from './json-schema.ts';
import { toGemini } from './gemini.ts';
import { toOpenAIStrict } from './openai-strict.ts';

export { toOpenAIStrict, type OpenAIStrictSchema } from './openai-strict.ts';

export type SchemaProvider = 'anthropic' | 'openai-strict' | 'openai' | 'gemini';

/**
 * A tool's input schema in the form the provider accepts; the input is never changed. For
 * 'openai-strict' it throws when strict mode cannot express the schema: call `toOpenAIStrict`
 * directly to get the non-strict fallback instead.
 */
export function schemaForProvider(schema: JsonSchema, provider: SchemaProvider): JsonSchema {
  if (schema.type !== 'object') {
    throw new Error(`A tool's input schema must have type "object" at the top, not ${JSON.stringify(schema.type)}`);
  }
  switch (provider) {
    case 'anthropic':
    case 'openai':
      return structuredClone(schema);
    case 'openai-strict': {
      const result = toOpenAIStrict(schema);
      if (!result.strict) throw new Error(`OpenAI strict mode cannot express this schema: ${result.reason}`);
      return result.schema;
    }
    case 'gemini':
      return toGemini(schema);
  }
}
