import { inputJsonSchema, type JsonSchema } from '../tools/schema/json-schema.ts';
import type { AnyTool } from '../tools/tool.ts';

/**
 * The built-in tools' input JSON Schemas by tool name, made by the build from these same sources
 * (`deftBuiltinToolSchemas`, JSON text; see electron.vite.config.ts) so a start-up does not run zod's JSON Schema
 * conversion; absent when Deft runs from its sources, where each is made on the fly.
 */
declare const deftBuiltinToolSchemas: string | undefined;

export const prebuiltToolSchemas: Record<string, JsonSchema> | undefined =
  typeof deftBuiltinToolSchemas === 'string' ? (JSON.parse(deftBuiltinToolSchemas) as Record<string, JsonSchema>) : undefined;

/** The input JSON Schema of each tool, by name: what the build stores in `deftBuiltinToolSchemas`. */
export function toolSchemasByName(tools: readonly AnyTool[]): Record<string, JsonSchema> {
  return Object.fromEntries(tools.map((tool) => [tool.name, inputJsonSchema(tool.input)]));
}
