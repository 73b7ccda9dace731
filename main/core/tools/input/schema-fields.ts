import type { z } from 'zod';
import type { IssuePath } from '../../common/validation/describe.ts';

type Schema = z.core.$ZodType;

/**
 * The field names an object at `path` may have under `schema`, looking through optional,
 * nullable, default and similar wrappers, lazy schemas, pipes (the side that meets the input: after
 * a preprocess step, before a transform), unions and intersections.
 */
export function fieldNamesAt(schema: Schema, path: IssuePath): string[] {
  let schemas = unwrap([schema]);
  for (const key of path) schemas = unwrap(schemas.flatMap((parent) => childrenAt(parent, key)));
  const names = schemas.flatMap((candidate) => {
    const def = definition(candidate);
    return def.type === 'object' ? Object.keys(def.shape) : [];
  });
  return [...new Set(names)];
}

function unwrap(schemas: Schema[]): Schema[] {
  const seen = new Set<Schema>();
  const found: Schema[] = [];
  const queue = [...schemas];
  for (let index = 0; index < queue.length; index++) {
    const schema = queue[index];
    if (seen.has(schema)) continue;
    seen.add(schema);
    const inner = innerSchemas(schema);
    if (inner) queue.push(...inner);
    else found.push(schema);
  }
  return found;
}

function innerSchemas(schema: Schema): Schema[] | null {
  const def = definition(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
    case 'promise':
      return [def.innerType];
    case 'lazy':
      return [def.getter()];
    case 'pipe':
      return [definition(def.in).type === 'transform' ? def.out : def.in];
    case 'union':
      return [...def.options];
    case 'intersection':
      return [def.left, def.right];
    default:
      return null;
  }
}

function childrenAt(schema: Schema, key: PropertyKey): Schema[] {
  const def = definition(schema);
  switch (def.type) {
    case 'object':
      return typeof key === 'string' && Object.hasOwn(def.shape, key) ? [def.shape[key]] : [];
    case 'array':
      return typeof key === 'number' ? [def.element] : [];
    case 'tuple': {
      const item = typeof key === 'number' ? (def.items[key] ?? def.rest) : null;
      return item ? [item] : [];
    }
    case 'record':
      return [def.valueType];
    default:
      return [];
  }
}

function definition(schema: Schema) {
  return (schema as z.core.$ZodTypes)._zod.def;
}
