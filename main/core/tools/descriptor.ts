import { inputJsonSchema, type JsonSchema } from './schema/json-schema.ts';
import type { AnyTool, ToolTraits } from './tool.ts';

/**
 * A tool known by its traits and input JSON Schema until a call needs its code: `loadTool` loads
 * it (its module, its zod schema, its checks and `execute`) before the call's input is parsed.
 * Built-in tools are held this way, so a session loads only the tools it calls.
 */
export interface ToolDescriptor extends ToolTraits {
  description: string;
  enabled: boolean;
  concurrencySafe: boolean;
  /** The JSON Schema of its input, as the model is shown it and as the loaded tool's zod schema makes it. */
  inputSchema: JsonSchema;
  /** The tool itself; `loadTool` calls it once. */
  load(): Promise<AnyTool>;
}

/** A descriptor without its loader: plain data, as the build stores it for each built-in tool. */
export type DescriptorData = Omit<ToolDescriptor, 'load'>;

/** Every tool the registry holds: loaded, or described until its first call. */
export type KnownTool = AnyTool | ToolDescriptor;

export function isLoaded(tool: KnownTool): tool is AnyTool {
  return 'execute' in tool;
}

const loading = new WeakMap<ToolDescriptor, Promise<AnyTool>>();
const schemas = new WeakMap<AnyTool, JsonSchema>();

/** The tool's code: loaded at the first call of a described tool (a failed load is tried again at the next), at once for a loaded one. */
export function loadTool(tool: KnownTool): Promise<AnyTool> {
  if (isLoaded(tool)) return Promise.resolve(tool);
  let loaded = loading.get(tool);
  if (!loaded) {
    loaded = tool.load().then((code) => {
      if (code.name !== tool.name) throw new Error(`The tool loaded for ${tool.name} is named ${code.name}`);
      schemas.set(code, tool.inputSchema);
      return code;
    });
    loading.set(tool, loaded);
    loaded.catch(() => loading.delete(tool));
  }
  return loaded;
}

/** The JSON Schema of a tool's input: a descriptor's own, else made from the zod schema once per tool. */
export function jsonSchemaOf(tool: KnownTool): JsonSchema {
  if (!isLoaded(tool)) return tool.inputSchema;
  let schema = schemas.get(tool);
  if (!schema) {
    schema = inputJsonSchema(tool.input);
    schemas.set(tool, schema);
  }
  return schema;
}

/**
 * What a descriptor of this tool says, as data. Only a tool whose traits are data can be described
 * so: a description that depends on the context, or a `enabled` or `concurrencySafe` that is a
 * function, needs the tool's code.
 */
export function descriptorDataOf(tool: AnyTool): DescriptorData {
  const { name, aliases, description, searchHint, enabled, readOnly, concurrencySafe, destructive, polls, alwaysAsk, defer, requires } = tool;
  if (typeof description !== 'string' || typeof enabled !== 'boolean' || typeof concurrencySafe !== 'boolean') {
    throw new Error(`${name} cannot be described without its code: its description, enabled or concurrencySafe is a function`);
  }
  return {
    name,
    aliases,
    description,
    ...(searchHint !== undefined && { searchHint }),
    enabled,
    readOnly,
    concurrencySafe,
    destructive,
    ...(polls !== undefined && { polls }),
    ...(alwaysAsk !== undefined && { alwaysAsk }),
    defer,
    requires,
    inputSchema: jsonSchemaOf(tool),
  };
}

/** A descriptor that loads its tool with `load` at the first call. */
export function lazyDescriptor(data: DescriptorData, load: () => Promise<AnyTool>): ToolDescriptor {
  return { ...data, load };
}
