import type { ModelRequest } from '../types.ts';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Replaces every unpaired UTF-16 surrogate in the request's strings (text, tool inputs and
 * results, schemas) with U+FFFD: a cut emoji in a file or a command's output otherwise makes the
 * request body invalid UTF-8, and providers reject it. Parts without one are kept as they are.
 */
export function replaceLoneSurrogates(request: ModelRequest): ModelRequest {
  return wellFormed(request) as ModelRequest;
}

function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(loneSurrogate, '\uFFFD');
  if (Array.isArray(value)) return sameOrNew(value, value.map(wellFormed));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const cleaned = entries.map(([key, entry]) => [key, wellFormed(entry)] as const);
  return cleaned.every(([, entry], index) => entry === entries[index][1]) ? value : Object.fromEntries(cleaned);
}

function sameOrNew(original: unknown[], cleaned: unknown[]): unknown[] {
  return cleaned.every((entry, index) => entry === original[index]) ? original : cleaned;
}
