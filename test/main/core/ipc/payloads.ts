import { z } from 'zod';
import type { Random } from './prng.ts';

const hugeString = 'x'.repeat(1_000_000);
const nastyStrings = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '../../../../etc/passwd',
  '/',
  '/dev/null',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '😀'.repeat(100),
  '%2e%2e%2f',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data',
  'javascript:alert(1)',
  '{"__proto__":{"polluted":true}}',
  hugeString,
];
const nastyNumbers = [0, -0, -1, 1, 1.5, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2, -(2 ** 53), 1e308, 2 ** 31];
const pollutingKeys = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty'];

/** Any value the structured clone of IPC could carry, biased toward the troublesome. */
export function randomValue(random: Random, strings: readonly string[], depth = 0): unknown {
  const kind = random.int(depth > 3 ? 6 : 11);
  switch (kind) {
    case 0:
      return undefined;
    case 1:
      return null;
    case 2:
      return random.chance(0.5);
    case 3:
      return random.pick(nastyNumbers);
    case 4:
      return random.pick([...nastyStrings, ...strings]);
    case 5:
      return random.pick([10n, new Date(0), new Uint8Array(4), new Map([['a', 1]]), new Set([1]), /x/]);
    case 6:
      return Array.from({ length: random.int(4) }, () => randomValue(random, strings, depth + 1));
    case 7:
      return pollutingObject(random, strings, depth);
    case 8:
      return deeplyNested(random);
    case 9:
      return Array.from({ length: 10_000 + random.int(100_000) }, (_, index) => index);
    default: {
      const object: Record<string, unknown> = {};
      for (let index = random.int(5); index > 0; index--) object[random.pick(['a', 'id', 'path', 'name', 'value', ...strings])] = randomValue(random, strings, depth + 1);
      return object;
    }
  }
}

/** An object whose own keys are `__proto__` and friends, as JSON.parse makes them. */
function pollutingObject(random: Random, strings: readonly string[], depth: number): unknown {
  const key = random.pick(pollutingKeys);
  const inner = JSON.stringify({ polluted: true, [random.pick(['path', 'id', 'scope'])]: random.pick(strings) });
  const object = JSON.parse(`{"${key}": ${inner}}`) as Record<string, unknown>;
  object.value = randomValue(random, strings, depth + 1);
  return object;
}

function deeplyNested(random: Random): unknown {
  let value: unknown = random.pick(['leaf', 1, null]);
  const depth = random.pick([100, 1_000, 20_000]);
  for (let level = 0; level < depth; level++) value = random.chance(0.5) ? [value] : { a: value };
  return value;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
};

/** A value shaped by the schema: right keys and types, values from the pool (often valid, sometimes not). */
export function shapedValue(schema: z.ZodType, random: Random, strings: readonly string[]): unknown {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const defs = json.$defs ?? {};
  const build = (node: JsonSchema, depth: number): unknown => {
    if (node.$ref) return depth > 3 ? null : build(defs[node.$ref.split('/').pop() ?? ''] ?? {}, depth + 1);
    if (node.const !== undefined) return node.const;
    if (node.enum) return random.pick(node.enum);
    const choices = node.anyOf ?? node.oneOf;
    if (choices) return build(random.pick(choices), depth);
    const type = Array.isArray(node.type) ? random.pick(node.type) : node.type;
    switch (type) {
      case 'object': {
        const object: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(node.properties ?? {})) {
          if (node.required?.includes(key) || random.chance(0.5)) object[key] = build(property, depth + 1);
        }
        return object;
      }
      case 'array':
        return Array.from({ length: random.int(3) }, () => build(node.items ?? {}, depth + 1));
      case 'string':
        return random.pick(strings);
      case 'integer':
      case 'number':
        return random.int(50);
      case 'boolean':
        return random.chance(0.5);
      case 'null':
        return null;
      default:
        return undefined;
    }
  };
  return build(json, 0);
}

/** The value with one leaf or key replaced by something random: valid shape, bad value. */
export function spoiled(value: unknown, random: Random, strings: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null) return randomValue(random, strings);
  const keys = Object.keys(value);
  if (keys.length === 0 || random.chance(0.2)) return { ...value, [random.pick(pollutingKeys)]: randomValue(random, strings) };
  const key = random.pick(keys);
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...value }) as Record<string, unknown>;
  copy[key] = random.chance(0.5) ? spoiled(copy[key], random, strings) : randomValue(random, strings);
  return copy;
}
