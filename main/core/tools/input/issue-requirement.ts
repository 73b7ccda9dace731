import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type SizeIssue = z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig;

const MOST_VALUES_LISTED = 20;

const TYPE_NAMES: Record<string, string> = {
  int: 'integer',
  nan: 'NaN',
  nonoptional: 'a value',
  never: 'no value (leave the field out)',
  undefined: 'no value (leave the field out)',
  void: 'no value (leave the field out)',
  tuple: 'array',
  record: 'object',
};

const UNITS: Record<string, string> = { string: 'character', array: 'item', set: 'item', file: 'byte' };

/** What a zod issue asks for, e.g. `expected string with at least 1 character`; a custom check's own message. */
export function requirement(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${typeName(issue.expected)}`;
    case 'too_small':
    case 'too_big':
      return `expected ${sizeLimit(issue)}`;
    case 'invalid_format':
      return `expected ${formatName(issue)}`;
    case 'not_multiple_of':
      return `expected a multiple of ${issue.divisor}`;
    case 'invalid_value':
      return `expected ${allowedValues(issue.values)}`;
    default:
      return issue.message;
  }
}

export function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? expected;
}

/** `"a"`, or `one of "a", "b"` for several. */
export function allowedValues(values: readonly unknown[]): string {
  if (values.length === 1) return literal(values[0]);
  const listed = values.slice(0, MOST_VALUES_LISTED).map(literal);
  if (values.length > MOST_VALUES_LISTED) listed.push('…');
  return `one of ${listed.join(', ')}`;
}

export function literal(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  return String(value);
}

function sizeLimit(issue: SizeIssue): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  const unit = UNITS[issue.origin];
  if (unit) {
    if (small && inclusive && !issue.exact && Number(limit) === 1) return `non-empty ${issue.origin}`;
    const amount = issue.exact ? 'exactly' : small ? (inclusive ? 'at least' : 'more than') : inclusive ? 'at most' : 'fewer than';
    return `${issue.origin} with ${amount} ${limit} ${unit}${Number(limit) === 1 ? '' : 's'}`;
  }
  const comparison = small ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
  const shown = issue.origin === 'date' ? new Date(Number(limit)).toISOString() : literal(limit);
  return `${typeName(issue.origin)} ${comparison} ${shown}`;
}

function formatName(issue: z.core.$ZodIssueInvalidStringFormat): string {
  if ('prefix' in issue) return `string starting with ${literal(issue.prefix)}`;
  if ('suffix' in issue) return `string ending with ${literal(issue.suffix)}`;
  if ('includes' in issue) return `string containing ${literal(issue.includes)}`;
  if (issue.format === 'regex' && issue.pattern) return `string matching ${issue.pattern}`;
  return `string in ${issue.format} format`;
}
