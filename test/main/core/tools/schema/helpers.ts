import Ajv2020 from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import { isJsonSchema, type JsonSchema } from '../../../../../main/core/tools/schema/json-schema.ts';

const childLists = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const childMaps = ['properties', '$defs', 'definitions', 'patternProperties'];
const childSchemas = ['items', 'additionalProperties', 'propertyNames', 'not'];

/** Every schema object in the document, the root included. */
export function subschemas(schema: unknown): JsonSchema[] {
  if (!isJsonSchema(schema)) return [];
  const children: unknown[] = [];
  for (const keyword of childLists) if (Array.isArray(schema[keyword])) children.push(...schema[keyword]);
  for (const keyword of childMaps) if (isJsonSchema(schema[keyword])) children.push(...Object.values(schema[keyword]));
  for (const keyword of childSchemas) children.push(schema[keyword]);
  return [schema, ...children.flatMap(subschemas)];
}

export function descriptions(schema: JsonSchema): string[] {
  return subschemas(schema).flatMap((node) => (typeof node.description === 'string' ? [node.description] : []));
}

/** A validator for draft 2020-12 in strict mode; formats are annotations only (no ajv-formats here). */
export function createAjv(): Ajv2020 {
  return new Ajv2020({ strict: true, strictTypes: false, validateFormats: false });
}

/** Fails unless the schema is valid against the draft 2020-12 meta-schema and compiles. */
export function expectValidSchema(ajv: Ajv2020, schema: JsonSchema): void {
  expect(ajv.validateSchema(schema), ajv.errorsText(ajv.errors)).toBe(true);
  expect(() => ajv.compile(schema)).not.toThrow();
}

export function expectAccepted(ajv: Ajv2020, schema: JsonSchema, value: unknown): void {
  const validate = ajv.compile(schema);
  expect(validate(value), `${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** OpenAPI's `nullable: true` in JSON Schema terms, so ajv can check Gemini schemas without a `type`. */
export function withoutNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNullable);
  if (!isJsonSchema(schema)) return schema;
  const { nullable, ...rest } = schema;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([keyword, value]) => [
      keyword,
      keyword === 'properties' && isJsonSchema(value)
        ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, withoutNullable(property)]))
        : keyword === 'enum'
          ? value
          : withoutNullable(value),
    ]),
  );
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

/** Makes every object and array in the value read-only, so any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
