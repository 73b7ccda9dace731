/** What the JSON grammar allows at the spot where a text breaks. */
export type JsonExpectation =
  | 'value'
  | 'value-or-array-end'
  | 'property-name'
  | 'property-name-or-object-end'
  | 'colon'
  | 'comma-or-object-end'
  | 'comma-or-array-end'
  | 'end-of-text'
  | 'closing-quote'
  | 'escape'
  | 'hex-digit'
  | 'digit'
  | 'escaped-control';

export interface JsonSyntaxError {
  kind: 'invalid';
  offset: number;
  expected: JsonExpectation;
  /** The text stopped before the JSON was complete, as a cut-off stream does. */
  endOfText: boolean;
}

export type JsonScan = { kind: 'valid' } | JsonSyntaxError | { kind: 'too-deep'; offset: number };

type Step = { end: number } | JsonSyntaxError;

const LITERALS = ['true', 'false', 'null'];

/**
 * Checks `text` against the JSON grammar in one pass without recursion, and reports the first
 * place it breaks or where objects and arrays nest deeper than `maxDepth`.
 */
export function scanJson(text: string, maxDepth: number): JsonScan {
  const open: Array<'{' | '['> = [];
  let expected: JsonExpectation = 'value';
  let index = 0;
  for (;;) {
    index = skipWhitespace(text, index);
    if (index === text.length) return expected === 'end-of-text' ? { kind: 'valid' } : endedEarly(text, expected);
    const character = text[index];
    if (expected === 'end-of-text') return invalid(index, expected);
    if (closes(expected, character)) {
      open.pop();
      index++;
      expected = afterValue(open);
    } else if (expected === 'colon') {
      if (character !== ':') return invalid(index, expected);
      index++;
      expected = 'value';
    } else if (expected === 'comma-or-object-end' || expected === 'comma-or-array-end') {
      if (character !== ',') return invalid(index, expected);
      index++;
      expected = expected === 'comma-or-object-end' ? 'property-name' : 'value';
    } else if (expected === 'property-name' || expected === 'property-name-or-object-end') {
      if (character !== '"') return invalid(index, expected);
      const step = scanString(text, index);
      if ('kind' in step) return step;
      index = step.end;
      expected = 'colon';
    } else if (character === '{' || character === '[') {
      open.push(character);
      if (open.length > maxDepth) return { kind: 'too-deep', offset: index };
      index++;
      expected = character === '{' ? 'property-name-or-object-end' : 'value-or-array-end';
    } else {
      const step = scanScalar(text, index, expected);
      if ('kind' in step) return step;
      index = step.end;
      expected = afterValue(open);
    }
  }
}

function closes(expected: JsonExpectation, character: string): boolean {
  if (character === '}') return expected === 'property-name-or-object-end' || expected === 'comma-or-object-end';
  if (character === ']') return expected === 'value-or-array-end' || expected === 'comma-or-array-end';
  return false;
}

function afterValue(open: ReadonlyArray<'{' | '['>): JsonExpectation {
  if (open.length === 0) return 'end-of-text';
  return open[open.length - 1] === '{' ? 'comma-or-object-end' : 'comma-or-array-end';
}

function scanScalar(text: string, start: number, expected: JsonExpectation): Step {
  const character = text[start];
  if (character === '"') return scanString(text, start);
  if (character === '-' || isDigit(character)) return scanNumber(text, start);
  for (const literal of LITERALS) {
    if (text.startsWith(literal, start)) return { end: start + literal.length };
  }
  const rest = text.slice(start, start + 5);
  const atEnd = start + rest.length === text.length;
  if (atEnd && LITERALS.some((literal) => literal.startsWith(rest))) return endedEarly(text, 'value');
  return invalid(start, expected);
}

function scanString(text: string, start: number): Step {
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x22) return { end: index + 1 };
    if (code < 0x20) return invalid(index, 'escaped-control');
    if (code !== 0x5c) {
      index++;
      continue;
    }
    const escape = text[index + 1];
    if (escape === undefined) return { kind: 'invalid', offset: text.length, expected: 'escape', endOfText: true };
    if (escape === 'u') {
      for (let digit = index + 2; digit < index + 6; digit++) {
        if (digit === text.length) return { kind: 'invalid', offset: digit, expected: 'hex-digit', endOfText: true };
        if (!/[0-9a-fA-F]/.test(text[digit])) return invalid(digit, 'hex-digit');
      }
      index += 6;
    } else if ('"\\/bfnrt'.includes(escape)) {
      index += 2;
    } else {
      return invalid(index + 1, 'escape');
    }
  }
  return { kind: 'invalid', offset: text.length, expected: 'closing-quote', endOfText: true };
}

function scanNumber(text: string, start: number): Step {
  let index = start;
  if (text[index] === '-') index++;
  if (text[index] === '0') {
    index++;
  } else {
    const afterDigits = skipDigits(text, index);
    if ('kind' in afterDigits) return afterDigits;
    index = afterDigits.end;
  }
  if (text[index] === '.') {
    const afterDigits = skipDigits(text, index + 1);
    if ('kind' in afterDigits) return afterDigits;
    index = afterDigits.end;
  }
  if (text[index] === 'e' || text[index] === 'E') {
    index++;
    if (text[index] === '+' || text[index] === '-') index++;
    const afterDigits = skipDigits(text, index);
    if ('kind' in afterDigits) return afterDigits;
    index = afterDigits.end;
  }
  return { end: index };
}

/** One or more digits. */
function skipDigits(text: string, start: number): Step {
  if (start === text.length) return { kind: 'invalid', offset: start, expected: 'digit', endOfText: true };
  if (!isDigit(text[start])) return invalid(start, 'digit');
  let index = start;
  while (isDigit(text[index])) index++;
  return { end: index };
}

function isDigit(character: string | undefined): boolean {
  return character !== undefined && character >= '0' && character <= '9';
}

function skipWhitespace(text: string, start: number): number {
  let index = start;
  while (index < text.length && isJsonWhitespace(text.charCodeAt(index))) index++;
  return index;
}

function isJsonWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function invalid(offset: number, expected: JsonExpectation): JsonSyntaxError {
  return { kind: 'invalid', offset, expected, endOfText: false };
}

/** Points just after the last thing written, not after trailing whitespace. */
function endedEarly(text: string, expected: JsonExpectation): JsonSyntaxError {
  let offset = text.length;
  while (offset > 0 && isJsonWhitespace(text.charCodeAt(offset - 1))) offset--;
  return { kind: 'invalid', offset, expected, endOfText: true };
}
