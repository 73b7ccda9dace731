import { getNodeValue, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Result } from '../result.ts';

/** Where a text stops being JSON, and why. */
export interface JsoncError {
  offset: number;
  reason: string;
}

export type JsoncParse = Result<unknown, JsoncError> & {
  /** On success, where the text first leaves strict JSON (a comment or a trailing comma), which was accepted. */
  lenient?: { offset: number; what: string };
};

type ErrorName = ReturnType<typeof printParseErrorCode>;

const REASONS: Partial<Record<ErrorName, string>> = {
  ValueExpected: 'expected a value',
  PropertyNameExpected: 'expected a property name in double quotes',
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ','",
  CloseBraceExpected: "expected '}'",
  CloseBracketExpected: "expected ']'",
  EndOfFileExpected: 'expected nothing more after the end of the JSON value',
  InvalidNumberFormat: 'malformed number',
  UnexpectedEndOfNumber: 'malformed number',
  UnexpectedEndOfString: 'a string that does not end on its line',
  UnexpectedEndOfComment: 'a comment that never ends',
  InvalidUnicode: 'a \\u escape without four hex digits',
  InvalidEscapeCharacter: 'an unknown escape after a backslash',
  InvalidCharacter: 'a control character inside a string (write it as an escape such as \\n or \\t)',
  InvalidCommentToken: 'a malformed comment',
};

/**
 * Reads JSON with comments (settings, `.mcp.json`, plugin manifests), without its byte order mark.
 * Strict JSON takes the fast path; otherwise comments and trailing commas are accepted and
 * reported, and anything else is an error saying where and what. Whitespace alone counts as an
 * empty object.
 */
export function parseJsonc(text: string): JsoncParse {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // Not strict JSON: find out where, and whether it is only a comment or a trailing comma.
  }
  const strictErrors: ParseError[] = [];
  parseTree(text, strictErrors, { disallowComments: true });
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    // A cut-off file is pointed at just after its last character, not past its trailing line break.
    return { ok: false, error: { offset: Math.min(errors[0].offset, text.trimEnd().length), reason: describe(text, errors[0]) } };
  }
  const first = strictErrors[0];
  const lenient =
    first &&
    (printParseErrorCode(first.error) === 'InvalidCommentToken'
      ? { offset: first.offset, what: 'a comment' }
      : { offset: commaBefore(text, first.offset), what: 'a trailing comma' });
  return { ok: true, value: tree && getNodeValue(tree), ...(lenient && { lenient }) };
}

/** The trailing comma before the `}` or `]` at `offset`. */
function commaBefore(text: string, offset: number): number {
  let index = offset - 1;
  while (index > 0 && /\s/.test(text[index])) index--;
  return index;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(text: string, error: ParseError): string {
  const name = printParseErrorCode(error.error);
  if (error.offset >= text.trimEnd().length) return 'the file ends before the JSON is complete (is it cut off?)';
  const found = quote(text.slice(error.offset, error.offset + Math.max(1, error.length)));
  if (name === 'InvalidSymbol') return `unexpected ${found}${symbolHint(text, error.offset)}`;
  const reason = REASONS[name] ?? name;
  return reason.startsWith('expected') ? `${reason}, found ${found}` : reason;
}

function symbolHint(text: string, offset: number): string {
  if (text[offset] === "'") return ' (JSON strings take double quotes)';
  const looksLikePath = /^[~./][^\n{}[\]]*$/.test(text.trim());
  return looksLikePath ? ' (the file holds a path, not JSON: perhaps a symbolic link checked out as a text file)' : '';
}

const LONGEST_QUOTE = 30;

function quote(token: string): string {
  const shown = token.length > LONGEST_QUOTE ? `${token.slice(0, LONGEST_QUOTE)}…` : token;
  const escaped = Array.from(shown, (character) => (character < ' ' ? JSON.stringify(character).slice(1, -1) : character));
  return `'${escaped.join('')}'`;
}
