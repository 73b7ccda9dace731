import { inputJsonSchema, type JsonSchema } from './schema/json-schema.ts';
import type { AnyTool } from './tool.ts';

const cache = new WeakMap<AnyTool, JsonSchema>();

/** The JSON Schema of a tool's input, built once per tool. */
export function jsonSchemaOf(tool: AnyTool): JsonSchema {
  let schema = cache.get(tool);
  if (!schema) {
    schema = inputJsonSchema(tool.input);
    cache.set(tool, schema);
  }
  return schema;
}
