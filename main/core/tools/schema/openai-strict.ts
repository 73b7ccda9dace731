import { isJsonSchema, type JsonSchema } from './json-schema.ts';
import { allowsNull, splitAnnotations, typesOf, valueTypes } from './inspect.ts';

/**
 * A tool's schema for OpenAI function calling. When strict mode cannot express it, `schema` is the
 * input unchanged and the function must be declared with `strict: false`.
 */
export type OpenAIStrictSchema =
  | { strict: true; schema: JsonSchema }
  | { strict: false; schema: JsonSchema; reason: string };

const copied = new Set([
  'type', 'title', 'description', 'enum', 'pattern',
  'multipleOf', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems',
]);

const supportedFormats = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);

/** Keywords that add properties or items; without them the model could not send valid input. */
const inexpressible = ['allOf', 'prefixItems', 'patternProperties', 'propertyNames', 'dependentSchemas', 'if'];

interface Context {
  root: JsonSchema;
  problems: string[];
}

/**
 * Rewrites a schema to the rules of structured outputs: every object closed and listing all its
 * properties as required, optional ones made nullable (the model then sends `null` for them, which
 * `dropNullOptionals` removes again), `oneOf` as `anyOf`, `const` as a one-value `enum`, and the
 * keywords strict mode rejects (`default`, `minLength`, unsupported formats, ...) dropped. Records,
 * tuples, intersections and schemas that accept any value cannot be strict.
 */
export function toOpenAIStrict(schema: JsonSchema): OpenAIStrictSchema {
  const context: Context = { root: schema, problems: [] };
  const converted = convert(schema, context, '');
  if (context.problems.length > 0) {
    return { strict: false, schema: structuredClone(schema), reason: context.problems.join('; ') };
  }
  return { strict: true, schema: converted };
}

function convert(node: unknown, context: Context, path: string): JsonSchema {
  if (!isJsonSchema(node)) {
    context.problems.push(`${where(path)} is the schema ${String(node)}`);
    return {};
  }
  if (typeof node.$ref === 'string') return reference(node, node.$ref);
  for (const keyword of inexpressible) {
    if (keyword in node) context.problems.push(`${where(path)} uses ${keyword}`);
  }
  const out: JsonSchema = {};
  // zod writes a pattern for each format; the format alone says it, without a regex strict mode may reject.
  for (const [keyword, value] of Object.entries(node)) {
    if (copied.has(keyword) && !(keyword === 'pattern' && 'format' in node)) out[keyword] = structuredClone(value);
  }
  if ('const' in node) out.enum = [structuredClone(node.const)];
  if (typeof node.format === 'string' && supportedFormats.has(node.format)) out.format = node.format;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = node[keyword];
    if (Array.isArray(branches)) out.anyOf = branches.map((branch, i) => convert(branch, context, `${path}/${keyword}/${i}`));
  }
  for (const keyword of ['$defs', 'definitions'] as const) {
    const definitions = node[keyword];
    if (!isJsonSchema(definitions)) continue;
    out[keyword] = mapEntries(definitions, (definition, name) => convert(definition, context, `${path}/${keyword}/${name}`));
  }
  if (typesOf(node).includes('array') && !isJsonSchema(node.items)) {
    context.problems.push(`${where(path)} is an array without an item schema`);
  }
  if (node.items !== undefined && node.items !== false) out.items = convert(node.items, context, `${path}/items`);
  if (typesOf(node).includes('object') || isJsonSchema(node.properties)) {
    out.type ??= 'object';
    Object.assign(out, closedObject(node, context, path));
  }
  if (out.type === undefined && Array.isArray(out.enum)) out.type = oneOrList(valueTypes(out.enum));
  if (out.type === undefined && out.anyOf === undefined) context.problems.push(`${where(path)} accepts any value`);
  return out;
}

/** Strict mode allows no keywords beside `$ref`, so annotations move to a one-branch `anyOf`. */
function reference(node: JsonSchema, ref: string): JsonSchema {
  const { notes } = splitAnnotations(node);
  return Object.keys(notes).length === 0 ? { $ref: ref } : { ...notes, anyOf: [{ $ref: ref }] };
}

function closedObject(node: JsonSchema, context: Context, path: string): JsonSchema {
  const extra = node.additionalProperties;
  if (isJsonSchema(extra) && Object.keys(extra).length > 0) {
    context.problems.push(`${where(path)} is a record (additional properties of a given schema)`);
  }
  const properties = isJsonSchema(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  return {
    properties: mapEntries(properties, (property, name) => {
      const converted = convert(property, context, `${path}/properties/${name}`);
      return required.has(name) || allowsNull(property, context.root) ? converted : nullable(converted);
    }),
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

function nullable(schema: JsonSchema): JsonSchema {
  const types = typesOf(schema);
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
  if ('$ref' in schema || types.includes('object') || types.includes('array')) {
    const { notes, rules } = splitAnnotations(schema);
    return { ...notes, anyOf: [rules, { type: 'null' }] };
  }
  const withNull: JsonSchema = { ...schema, type: [...types, 'null'] };
  if (Array.isArray(schema.enum)) withNull.enum = [...schema.enum, null];
  return withNull;
}

function mapEntries(record: JsonSchema, map: (value: unknown, key: string) => unknown): JsonSchema {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)]));
}

function oneOrList(types: string[]): string | string[] {
  return types.length === 1 ? types[0] : types;
}

function where(path: string): string {
  return path === '' ? 'the input' : `#${path}`;
}
