import { z } from 'zod';

/** A JSON Schema (draft 2020-12) document or subschema, as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** True for a schema written as an object (JSON Schema also allows the booleans `true` and `false`). */
export function isJsonSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON Schema of what a tool accepts (its zod input side), without the `$schema` dialect. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...document } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
  return document;
}
