const identifierPattern = /[\p{L}\p{N}_$]+/gu;
/** A small letter before a capital, or a capital run before a capitalised word: where camelCase splits. */
const compoundJoint = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

/** The words of an identifier: `parseHTTPConfig` → parse, http, config; `MAX_SIZE` → max, size. Lower case. */
export function identifierParts(identifier: string): string[] {
  return identifier
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_$]+/)
    .filter(Boolean)
    .map((part) => part.toLowerCase());
}

/** The identifiers (runs of letters, digits, `_` and `$`) in a text, in order of appearance. */
export function identifiersIn(text: string): string[] {
  return text.match(identifierPattern) ?? [];
}

/** Whether an identifier splits into more than one word (camelCase, PascalCase, snake_case). */
export function isCompound(identifier: string): boolean {
  return identifierParts(identifier).length > 1;
}

/**
 * Extra words for the index so that a compound identifier is found by its parts: the split words of every
 * camelCase identifier in the text, each compound once. snake_case needs none: the tokenizer splits at `_`.
 */
export function splitWordsOf(text: string): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const identifier of identifiersIn(text)) {
    if (seen.has(identifier) || !compoundJoint.test(identifier)) continue;
    seen.add(identifier);
    words.push(identifierParts(identifier).join(' '));
  }
  return words.join('\n');
}
