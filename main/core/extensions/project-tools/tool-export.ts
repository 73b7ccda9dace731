import { z } from 'zod';
import { defineTool } from '../../tools/define.ts';
import { errorMessage } from '../../common/errors.ts';
import { lazy } from '../../common/lazy.ts';
import type { Result } from '../../common/result.ts';
import type { AnyTool } from '../../tools/tool.ts';

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';

/** The fields Deft reads from a tool file's export; other `defineTool` fields pass through as written. Made at the first tool file loaded. */
const toolExport = lazy(() => {
  const fn = z.custom<(...args: never[]) => unknown>(isFunction, 'must be a function');
  const jsonSchemaObject = z.looseObject({ type: z.literal('object') });
  return z.looseObject({
    name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'letters, digits, "_" and "-", starting with a letter, at most 64'),
    aliases: z.array(z.string()).optional(),
    description: z.union([z.string().min(1), fn], 'must be a non-empty string or a function of the context'),
    input: z.union([z.instanceof(z.ZodType), jsonSchemaObject], 'must be a zod schema or a JSON Schema object with "type": "object"'),
    execute: fn,
    readOnly: z.boolean().optional(),
    destructive: z.boolean().optional(),
    defer: z.boolean().optional(),
    enabled: z.union([z.boolean(), fn]).optional(),
    concurrencySafe: z.union([z.boolean(), fn]).optional(),
    validate: fn.optional(),
    permission: fn.optional(),
    toResult: fn.optional(),
  });
});

/** The tool a module exports as `default` or as `tool`, checked and given `defineTool`'s defaults. */
export function toolFromModule(module: unknown): Result<AnyTool> {
  const exports = (module ?? {}) as Record<string, unknown>;
  const exported = exports.default ?? exports.tool;
  if (exported === undefined) {
    const names = Object.keys(exports).filter((key) => key !== '__esModule');
    const found = names.length ? `it exports ${names.map((name) => `"${name}"`).join(', ')}` : 'it exports nothing';
    return { ok: false, error: `no tool exported: export default defineTool({...}) or export const tool = defineTool({...}); ${found}` };
  }
  const parsed = toolExport().safeParse(exported);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'export'}: ${issue.message}`);
    return { ok: false, error: `the exported tool is malformed: ${fields.join('; ')}` };
  }
  const spec = parsed.data;
  try {
    const input = spec.input instanceof z.ZodType ? spec.input : z.fromJSONSchema(spec.input);
    return { ok: true, value: defineTool({ ...(exported as AnyTool), input }) };
  } catch (error) {
    return { ok: false, error: `input: not a usable JSON Schema: ${errorMessage(error)}` };
  }
}
