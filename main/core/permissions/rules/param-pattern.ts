import { wildcardMatcher } from './wildcard.ts';

export type InputMatcher = (input: unknown) => boolean;

const paramSpec = /^([A-Za-z_][A-Za-z0-9_]*):([\s\S]*)$/;

/** `name:value` when the specifier has that shape; whether it is a param rule depends on the tool. */
export function readParamSpec(spec: string): { name: string; value: string } | undefined {
  const match = paramSpec.exec(spec);
  return match ? { name: match[1], value: match[2].trim() } : undefined;
}

/**
 * A top-level scalar field of the input (string, number or boolean, compared as text) matches
 * the value, where `*` matches any characters. A missing, null or structured field never matches.
 */
export function paramMatcher(name: string, value: string): InputMatcher {
  const matches = wildcardMatcher(value);
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input) || !Object.hasOwn(input, name)) return false;
    const field: unknown = (input as Record<string, unknown>)[name];
    const scalar = typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean';
    return scalar && matches(String(field));
  };
}
