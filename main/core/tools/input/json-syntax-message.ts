import type { JsonExpectation, JsonSyntaxError } from './json-scan.ts';
import { pointAt } from '../../common/validation/point-at.ts';

const EXPECTATIONS: Record<JsonExpectation, string> = {
  value: 'a JSON value',
  'value-or-array-end': "a JSON value or ']'",
  'property-name': 'a property name in double quotes',
  'property-name-or-object-end': "a property name in double quotes or '}'",
  colon: "':' after the property name",
  'comma-or-object-end': "',' or '}' after the property value",
  'comma-or-array-end': "',' or ']' after the array element",
  'end-of-text': 'nothing more after the JSON value',
  'closing-quote': 'the closing \'"\' of the string',
  escape: 'one of " \\ / b f n r t u after the backslash',
  'hex-digit': 'four hex digits after \\u',
  digit: 'a digit',
  'escaped-control': 'control characters inside strings to be escaped',
};

const CONTROL_NAMES: Record<string, string> = { '\n': 'a line break', '\r': 'a carriage return', '\t': 'a tab' };

const VALUE_POSITIONS = new Set<JsonExpectation>(['value', 'value-or-array-end']);
const NAME_POSITIONS = new Set<JsonExpectation>(['property-name', 'property-name-or-object-end']);

/** Says where and why `text` is not JSON, quoting the spot, with a hint on how to fix it. */
export function describeJsonSyntaxError(text: string, error: JsonSyntaxError): string {
  const { line, column, excerpt } = pointAt(text, error.offset);
  const found = error.endOfText ? 'the end of the text' : foundAt(text, error.offset);
  return [
    `The arguments are not valid JSON: expected ${EXPECTATIONS[error.expected]}, found ${found} (line ${line}, column ${column}):`,
    excerpt,
    hint(text, error),
  ].join('\n');
}

function foundAt(text: string, offset: number): string {
  const word = /[\p{L}\p{N}_$]{1,30}/uy;
  word.lastIndex = offset;
  const match = word.exec(text);
  if (match && match[0].length > 1) return `"${match[0]}"`;
  const character = String.fromCodePoint(text.codePointAt(offset) ?? 0);
  const code = character.codePointAt(0) ?? 0;
  if (CONTROL_NAMES[character]) return `${CONTROL_NAMES[character]} (U+${hex(code)})`;
  if (code < 0x20 || code === 0x7f) return `the control character U+${hex(code)}`;
  return character === "'" ? `"'"` : `'${character}'`;
}

function hint(text: string, error: JsonSyntaxError): string {
  const character = text[error.offset];
  if (error.endOfText) {
    return (
      'The arguments were cut off before the JSON was complete (perhaps the output hit its length limit). ' +
      'Call the tool again with the complete arguments; if they are very large, split the work into smaller calls.'
    );
  }
  if (error.expected === 'escaped-control') {
    return 'Write line breaks, tabs and other control characters inside strings as escapes such as \\n, \\t or \\u0000.';
  }
  if (character === "'" && (VALUE_POSITIONS.has(error.expected) || NAME_POSITIONS.has(error.expected))) {
    return 'JSON strings and property names are written in double quotes ("), not single quotes.';
  }
  if (NAME_POSITIONS.has(error.expected) && /[\p{L}_$]/u.test(character)) {
    return 'Property names must be written in double quotes, like {"name": "value"}.';
  }
  if (character === '/') return 'JSON has no comments; leave them out.';
  if (character === '`' && error.offset === 0) return 'Send the JSON object itself, without a Markdown code block around it.';
  if (error.expected === 'end-of-text') return 'Send exactly one JSON object, with nothing after it.';
  if (VALUE_POSITIONS.has(error.expected)) {
    return 'A JSON value is a string in double quotes, a number, true, false, null, an object or an array.';
  }
  return 'Correct the JSON at that spot and call the tool again.';
}

function hex(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, '0');
}
