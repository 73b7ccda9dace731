import { jsonSchemaOf } from '../tool-schema.ts';
import { dropNullOptionals } from '../schema/optional-nulls.ts';
import type { AnyTool } from '../tool.ts';
import { parseToolArguments } from './parse-arguments.ts';
import { formatSchemaError } from './schema-errors.ts';

export type ToolInput = { ok: true; value: unknown } | { ok: false; message: string };

/** Turns what the model sent into the tool's input, or into an error the model can act on. */
export function toolInput(tool: AnyTool, raw: unknown): ToolInput {
  const parsed = parseToolArguments(raw);
  if (!parsed.ok) return { ok: false, message: `Invalid arguments for ${tool.name}: ${parsed.message}` };
  const candidate = dropNullOptionals(parsed.value, jsonSchemaOf(tool));
  const result = tool.input.safeParse(candidate);
  if (!result.success) return { ok: false, message: formatSchemaError(tool.name, result.error, candidate, tool.input) };
  return { ok: true, value: result.data };
}
