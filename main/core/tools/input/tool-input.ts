import { jsonSchemaOf } from '../descriptor.ts';
import { dropNullOptionals } from '../schema/optional-nulls.ts';
import type { Result } from '../../common/result.ts';
import type { AnyTool } from '../tool.ts';
import { parseToolArguments } from './parse-arguments.ts';
import { formatSchemaError } from './schema-errors.ts';

/** Turns what the model sent into the tool's input, or into an error the model can act on. */
export function toolInput(tool: AnyTool, raw: unknown): Result<unknown> {
  const parsed = parseToolArguments(raw);
  if (!parsed.ok) return { ok: false, error: `Invalid arguments for ${tool.name}: ${parsed.error}` };
  const candidate = dropNullOptionals(parsed.value, jsonSchemaOf(tool));
  const result = tool.input.safeParse(candidate);
  if (!result.success) return { ok: false, error: formatSchemaError(tool.name, result.error, candidate, tool.input) };
  return { ok: true, value: result.data };
}
