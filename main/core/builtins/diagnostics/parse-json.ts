import type { z } from 'zod';

/** The output read as JSON and checked against `schema`; undefined when it is neither. */
export function parseJsonAs<T>(output: string, schema: z.ZodType<T>): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(output);
  } catch {
    return undefined;
  }
  const checked = schema.safeParse(value);
  return checked.success ? checked.data : undefined;
}
