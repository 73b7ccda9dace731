import type { z } from 'zod';

/**
 * A payload for `channel` as its contract schema has it. Nothing goes missing without a word: a
 * payload that does not fit is reported with the fields at fault and gives undefined; one with
 * fields the contract does not know is reported naming them, and goes on without them.
 */
export function fitContract<S extends z.ZodType>(channel: string, schema: S, value: unknown, report: (message: string) => void): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`);
    report(`${channel}: the payload does not fit its contract and is not sent (${problems.join('; ')})`);
    return undefined;
  }
  const dropped = droppedFields(value, parsed.data, []);
  if (dropped.length > 0) report(`${channel}: the payload has fields its contract does not know, left out: ${dropped.join(', ')}`);
  return parsed.data;
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(the payload)' : path.map(String).join('.');
}

/** The paths of keys `input` has (with a value) that the parsed `output` lost. */
function droppedFields(input: unknown, output: unknown, path: readonly PropertyKey[]): string[] {
  if (input === output || typeof input !== 'object' || input === null || typeof output !== 'object' || output === null) return [];
  if (Array.isArray(input)) {
    return Array.isArray(output) ? input.flatMap((item, index) => droppedFields(item, output[index], [...path, index])) : [];
  }
  const kept = output as Record<string, unknown>;
  return Object.entries(input).flatMap(([key, value]) => {
    if (value === undefined) return [];
    return key in kept ? droppedFields(value, kept[key], [...path, key]) : [fieldName([...path, key])];
  });
}
