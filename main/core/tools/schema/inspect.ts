import { isJsonSchema, type JsonSchema } from './json-schema.ts';

/** The subschema a local `$ref` (`#`, `#/$defs/Name`, any JSON pointer into the document) points at. */
export function resolveRef(root: JsonSchema, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Only local $ref values are supported, got ${ref}`);
  const pointer = decodeURIComponent(ref.slice(1));
  let target: unknown = root;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isJsonSchema(target) && !Array.isArray(target)) throw new Error(`Unresolvable $ref ${ref}`);
    target = (target as Record<string, unknown>)[key];
  }
  if (target === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  return target;
}

/** The `type` keyword as a list; empty when the schema does not constrain the type. */
export function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Whether `null` is a valid instance of the schema. */
export function allowsNull(schema: unknown, root: JsonSchema, seen: ReadonlySet<string> = new Set()): boolean {
  if (typeof schema === 'boolean') return schema;
  if (!isJsonSchema(schema)) return true;
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return false;
    if (!allowsNull(resolveRef(root, schema.$ref), root, new Set([...seen, schema.$ref]))) return false;
  }
  const types = typesOf(schema);
  if (types.length > 0 && !types.includes('null')) return false;
  if ('const' in schema && schema.const !== null) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) return false;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && !branches.some((branch) => allowsNull(branch, root, seen))) return false;
  }
  const all = schema.allOf;
  return !Array.isArray(all) || all.every((branch) => allowsNull(branch, root, seen));
}

/** The JSON types of the given values, each once, in order of first appearance. */
export function valueTypes(values: readonly unknown[]): string[] {
  return [...new Set(values.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)))];
}

const annotationKeywords = new Set(['title', 'description']);

/** The schema split into its annotations (title, description) and the keywords that constrain values. */
export function splitAnnotations(schema: JsonSchema): { notes: JsonSchema; rules: JsonSchema } {
  const entries = Object.entries(schema);
  return {
    notes: Object.fromEntries(entries.filter(([keyword]) => annotationKeywords.has(keyword))),
    rules: Object.fromEntries(entries.filter(([keyword]) => !annotationKeywords.has(keyword))),
  };
}
