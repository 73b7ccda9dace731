import { isJsonSchema, type JsonSchema } from './json-schema.ts';
import { allowsNull, resolveRef } from './inspect.ts';

/**
 * Removes the `null`s a model sends for optional properties (OpenAI strict mode makes them
 * required and nullable), so the tool's zod schema sees them absent and applies its defaults.
 * `schema` is the original input schema: a `null` stays where it requires the property or allows
 * null. Nested objects and arrays are cleaned too; in a union, the branches whose `const` and
 * `enum` properties match the value decide. Returns a new value.
 */
export function dropNullOptionals(input: unknown, schema: JsonSchema): unknown {
  return clean(input, schema, schema);
}

function clean(value: unknown, schema: unknown, root: JsonSchema): unknown {
  if (Array.isArray(value)) return cleanArray(value, alternatives(schema, root), root);
  if (isJsonSchema(value)) return cleanObject(value, alternatives(schema, root), root);
  return value;
}

/** The schema and, through references and combinators, every subschema a value must or may match. */
function alternatives(schema: unknown, root: JsonSchema, seen: ReadonlySet<string> = new Set()): JsonSchema[] {
  if (!isJsonSchema(schema)) return [];
  const found = [schema];
  const ref = schema.$ref;
  if (typeof ref === 'string' && !seen.has(ref)) {
    found.push(...alternatives(resolveRef(root, ref), root, new Set([...seen, ref])));
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) found.push(...branches.flatMap((branch) => alternatives(branch, root, seen)));
  }
  return found;
}

function cleanArray(items: unknown[], schemas: JsonSchema[], root: JsonSchema): unknown[] {
  const list = schemas.find((schema) => isJsonSchema(schema.items) || Array.isArray(schema.prefixItems));
  const prefix = Array.isArray(list?.prefixItems) ? list.prefixItems : [];
  return items.map((item, index) => clean(item, index < prefix.length ? prefix[index] : list?.items, root));
}

function cleanObject(value: JsonSchema, schemas: JsonSchema[], root: JsonSchema): JsonSchema {
  const shapes = schemas.filter((schema) => isJsonSchema(schema.properties) || isJsonSchema(schema.additionalProperties));
  const matching = shapes.filter((shape) => fits(value, shape));
  const candidates = matching.length > 0 ? matching : shapes;
  const out: JsonSchema = {};
  for (const [key, field] of Object.entries(value)) {
    const declaring = candidates.filter((shape) => Object.hasOwn(propertiesOf(shape), key));
    if (field === null && declaring.length > 0 && declaring.every((shape) => isOptionalNonNull(shape, key, root))) continue;
    const schema = declaring.length > 0
      ? propertiesOf(declaring[0])[key]
      : candidates.find((shape) => isJsonSchema(shape.additionalProperties))?.additionalProperties;
    out[key] = clean(field, schema, root);
  }
  return out;
}

function fits(value: JsonSchema, shape: JsonSchema): boolean {
  return Object.entries(propertiesOf(shape)).every(([key, property]) => {
    if (!Object.hasOwn(value, key) || !isJsonSchema(property)) return true;
    if ('const' in property) return property.const === value[key];
    return !Array.isArray(property.enum) || property.enum.includes(value[key]);
  });
}

function isOptionalNonNull(shape: JsonSchema, key: string, root: JsonSchema): boolean {
  const required = Array.isArray(shape.required) && shape.required.includes(key);
  return !required && !allowsNull(propertiesOf(shape)[key], root);
}

function propertiesOf(shape: JsonSchema): JsonSchema {
  return isJsonSchema(shape.properties) ? shape.properties : {};
}
