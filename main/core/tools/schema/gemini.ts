import { isJsonSchema, type JsonSchema } from './json-schema.ts';
import { resolveRef, splitAnnotations, typesOf, valueTypes } from './inspect.ts';

const copied = new Set([
  'title', 'description', 'pattern', 'minLength', 'maxLength',
  'minimum', 'maximum', 'minItems', 'maxItems', 'minProperties', 'maxProperties',
]);

const formatsByType: Readonly<Record<string, readonly string[]>> = {
  string: ['date-time'],
  number: ['float', 'double'],
  integer: ['int32', 'int64'],
};

interface Context {
  root: JsonSchema;
  /** The `$ref`s being inlined on the way down to the current node; meeting one again is a cycle. */
  expanding: ReadonlySet<string>;
}

/**
 * Rewrites a schema to the OpenAPI 3.0 subset of Gemini function declarations: references inlined
 * (a cycle is cut with a bare schema of the referenced type), `allOf` merged, nullability as
 * `nullable: true`, `oneOf` as `anyOf`, enums only of strings (other allowed values are listed in
 * the description instead), and keywords Gemini rejects (`additionalProperties`, `default`,
 * `exclusiveMinimum`, ...) dropped. A record keeps only `type: 'object'`.
 */
export function toGemini(schema: JsonSchema): JsonSchema {
  return convert(schema, { root: schema, expanding: new Set() });
}

function convert(node: unknown, context: Context): JsonSchema {
  if (!isJsonSchema(node)) return {};
  if (typeof node.$ref === 'string') return inline(node, node.$ref, context);
  if (Array.isArray(node.allOf)) {
    const { allOf, ...rest } = node;
    return [rest, ...allOf].map((part) => convert(part, context)).reduce(merge);
  }
  const out: JsonSchema = {};
  // zod writes a pattern for each format; the format alone says it, without a regex Gemini may reject.
  for (const [keyword, value] of Object.entries(node)) {
    if (copied.has(keyword) && !(keyword === 'pattern' && 'format' in node)) out[keyword] = value;
  }
  const types = typesOf(node);
  const nonNull = types.filter((type) => type !== 'null');
  let nullable = node.nullable === true || (nonNull.length > 0 && nonNull.length < types.length);
  if (nonNull.length > 0) Object.assign(out, typeOf(nonNull));
  else if (types.length > 0) out.type = 'null';

  const format = node.format;
  const formats = typeof out.type === 'string' ? formatsByType[out.type] : undefined;
  if (typeof format === 'string' && formats?.includes(format)) out.format = format;

  const values = 'const' in node ? [node.const] : Array.isArray(node.enum) ? node.enum : undefined;
  if (values) {
    const present = values.filter((value) => value !== null);
    if (present.length < values.length) nullable = true;
    if (present.length > 0 && present.every((value) => typeof value === 'string')) {
      Object.assign(out, { type: 'string', format: 'enum', enum: present });
    } else if (present.length > 0) {
      out.description = listAllowed(out.description, present);
      if (out.type === undefined && out.anyOf === undefined) Object.assign(out, typeOf(valueTypes(present)));
    }
  }

  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) {
    const converted = branches.map((branch) => convert(branch, context));
    const others = converted.filter((branch) => branch.type !== 'null');
    if (others.length < converted.length) nullable = true;
    if (others.length === 1) Object.assign(out, { ...others[0], ...out }, describedBoth(others[0], out));
    else if (others.length > 1) out.anyOf = others;
    else out.type = 'null';
  }

  if (isJsonSchema(node.items)) out.items = convert(node.items, context);
  else if (Array.isArray(node.prefixItems)) out.items = convert({ anyOf: node.prefixItems }, context);

  if (isJsonSchema(node.properties)) {
    const properties = node.properties;
    out.type ??= 'object';
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, convert(property, context)]),
    );
    if (Array.isArray(node.required)) out.required = node.required.filter((name) => Object.hasOwn(properties, name));
  } else if (types.includes('object') || 'additionalProperties' in node) {
    out.type ??= 'object';
  }
  if (nullable) out.nullable = true;
  return out;
}

function inline(node: JsonSchema, ref: string, context: Context): JsonSchema {
  const target = resolveRef(context.root, ref);
  const { $ref: _ref, ...siblings } = node;
  if (context.expanding.has(ref)) return cut(target, siblings);
  const definition = isJsonSchema(target) ? target : {};
  const merged = { ...definition, ...siblings, ...describedBoth(definition, siblings) };
  return convert(merged, { root: context.root, expanding: new Set([...context.expanding, ref]) });
}

function cut(target: unknown, siblings: JsonSchema): JsonSchema {
  const definition = isJsonSchema(target) ? target : {};
  const type = typeof definition.type === 'string' && definition.type !== 'null' ? definition.type : 'object';
  const notes = { ...splitAnnotations(definition).notes, ...splitAnnotations(siblings).notes };
  return { type, ...notes, ...describedBoth(definition, siblings) };
}

/** The descriptions of a schema and of the one it is folded into, both kept. */
function describedBoth(inner: JsonSchema, outer: JsonSchema): JsonSchema {
  const texts = [inner.description, outer.description].filter((text) => typeof text === 'string' && text !== '');
  return texts.length > 0 ? { description: [...new Set(texts)].join('\n') } : {};
}

function merge(into: JsonSchema, part: JsonSchema): JsonSchema {
  const merged = { ...into, ...part, ...describedBoth(into, part) };
  if (isJsonSchema(into.properties) || isJsonSchema(part.properties)) {
    merged.properties = { ...asSchema(into.properties), ...asSchema(part.properties) };
  }
  if (Array.isArray(into.required) || Array.isArray(part.required)) {
    merged.required = [...new Set([...asList(into.required), ...asList(part.required)])];
  }
  return merged;
}

function typeOf(types: string[]): JsonSchema {
  return types.length === 1 ? { type: types[0] } : { anyOf: types.map((type) => ({ type })) };
}

function listAllowed(description: unknown, values: unknown[]): string {
  const allowed = `Allowed values: ${values.map((value) => JSON.stringify(value)).join(', ')}.`;
  return typeof description === 'string' && description !== '' ? `${description}\n${allowed}` : allowed;
}

function asSchema(value: unknown): JsonSchema {
  return isJsonSchema(value) ? value : {};
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
