const identifierPattern = /[\p{L}\p{N}_$]+/gu;
/** A small letter before a capital, or a capital run before a capitalised word: where camelCase splits. */
const compoundJoint = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;
/** The same joint in a text of ASCII alone, found several times quicker without Unicode classes. */
const asciiCompoundJoint = /[a-z][A-Z]|[A-Z][A-Z][a-z]/g;
const nonAscii = /[\u0080-\uffff]/;

/** The words of an identifier: `parseHTTPConfig` → parse, http, config; `MAX_SIZE` → max, size. Lower case. */
export function identifierParts(identifier: string): string[] {
  const ascii = !nonAscii.test(identifier);
  return identifier
    .replace(ascii ? /([a-z0-9])([A-Z])/g : /([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(ascii ? /([A-Z])([A-Z][a-z])/g : /(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
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
  const compounds = nonAscii.test(text) ? identifiersIn(text).filter((identifier) => compoundJoint.test(identifier)) : asciiCompoundIdentifiers(text);
  return [...new Set(compounds)].map((identifier) => identifierParts(identifier).join(' ')).join('\n');
}

/** In a text of ASCII alone, the identifiers holding a camelCase joint: each joint found, then widened to its identifier. */
function asciiCompoundIdentifiers(text: string): string[] {
  const compounds: string[] = [];
  asciiCompoundJoint.lastIndex = 0;
  for (let joint = asciiCompoundJoint.exec(text); joint; joint = asciiCompoundJoint.exec(text)) {
    let start = joint.index;
    while (start > 0 && isAsciiIdentifierChar(text.charCodeAt(start - 1))) start--;
    let end = joint.index + joint[0].length;
    while (end < text.length && isAsciiIdentifierChar(text.charCodeAt(end))) end++;
    compounds.push(text.slice(start, end));
    asciiCompoundJoint.lastIndex = end;
  }
  return compounds;
}

/** A letter, a digit, `_` or `$`. */
function isAsciiIdentifierChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36;
}
