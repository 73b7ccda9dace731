import type { z } from 'zod';
import { closestNames } from '../../common/validation/closest-names.ts';
import { describeValue, formatPath, preview, valueAt, type IssuePath } from '../../common/validation/describe.ts';
import { allowedValues, literal, requirement, typeName } from './issue-requirement.ts';
import { fieldNamesAt } from './schema-fields.ts';

type Issue = z.core.$ZodIssue;
type UnionIssue = z.core.$ZodIssueInvalidUnion;

interface Context {
  input: unknown;
  schema: z.core.$ZodType | undefined;
}

const MOST_LINES = 20;
const CLOSING = 'Rewrite the input so it satisfies the schema and call the tool again.';

/**
 * Explains why `input` does not fit a tool's schema, one line per problem: where, what was
 * expected and what was there. `schema` (the tool's object schema) lets unknown fields be matched
 * with the known field they probably meant.
 */
export function formatSchemaError(toolName: string, error: z.ZodError, input: unknown, schema?: z.ZodType): string {
  const lines = [...new Set(problemLines(error.issues, [], { input, schema }))];
  const shown = lines.length > MOST_LINES ? [...lines.slice(0, MOST_LINES), `- … and ${lines.length - MOST_LINES} more`] : lines;
  return [`Invalid input for ${toolName}:`, ...shown, CLOSING].join('\n');
}

function problemLines(issues: readonly Issue[], prefix: IssuePath, context: Context): string[] {
  return issues.flatMap((issue) => issueLines(issue, issues, prefix, context));
}

function issueLines(issue: Issue, siblings: readonly Issue[], prefix: IssuePath, context: Context): string[] {
  const path = [...prefix, ...issue.path];
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => line(path, unknownField(key, path, siblings, prefix, context)));
    case 'invalid_union':
      return unionLines(issue, path, context);
    case 'invalid_key': {
      const got = issue.origin === 'record' ? `, got ${describeValue(path.at(-1))}` : '';
      return issue.issues.map((inner) => line(path, `invalid key: ${requirement(inner)}${got}`));
    }
    case 'invalid_element':
      return issue.issues.map((inner) => line(path, `invalid entry ${preview(issue.key)}: ${requirement(inner)}`));
    case 'invalid_value':
      return [line(path, `${requirement(issue)}, got ${got(path, context)}${didYouMean(path, issue.values, context)}`)];
    default:
      return [line(path, `${requirement(issue)}, got ${got(path, context)}`)];
  }
}

function unionLines(issue: UnionIssue, path: IssuePath, context: Context): string[] {
  if (issue.inclusive === false) {
    return [line(path, `matches ${issue.matches.length} of the allowed shapes, but must match exactly one`)];
  }
  if (issue.errors.length === 0) {
    if (!issue.options) return [line(path, `${issue.message}, got ${got(path, context)}`)];
    const at = issue.discriminator && path.at(-1) !== issue.discriminator ? [...path, issue.discriminator] : path;
    return [line(at, `expected ${allowedValues(issue.options)}, got ${got(at, context)}${didYouMean(at, issue.options, context)}`)];
  }
  if (issue.errors.every(isKindMismatch)) {
    return [line(path, `expected ${anyOf(issue.errors.flat())}, got ${got(path, context)}`)];
  }
  return problemLines(mostUsefulBranch(issue.errors, path, context), path, context);
}

/** The branch failed because the value is not its kind of thing at all (a string for an object, say). */
function isKindMismatch(branch: readonly Issue[]): boolean {
  const atTop = (issue: Issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value');
  return branch.length > 0 && branch.every(atTop);
}

function anyOf(issues: readonly Issue[]): string {
  const kinds = issues.flatMap((issue) => {
    if (issue.code === 'invalid_type') return [typeName(issue.expected)];
    if (issue.code === 'invalid_value') return issue.values.map(literal);
    return [];
  });
  const unique = [...new Set(kinds)];
  return unique.length === 1 ? unique[0] : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
}

/**
 * The branch the model most likely meant: one of the value's kind, with the fewest clashing
 * literals and unknown fields, then the fewest problems; the first such on a tie.
 */
function mostUsefulBranch(branches: ReadonlyArray<readonly Issue[]>, path: IssuePath, context: Context): readonly Issue[] {
  const ranked = branches.map((branch) => ({
    branch,
    mismatch: isKindMismatch(branch) ? 1 : 0,
    clashes: clashes(branch, path, context),
  }));
  ranked.sort((a, b) => a.mismatch - b.mismatch || a.clashes - b.clashes || a.branch.length - b.branch.length);
  return ranked[0].branch;
}

function clashes(branch: readonly Issue[], path: IssuePath, context: Context): number {
  let count = 0;
  for (const issue of branch) {
    if (issue.code === 'unrecognized_keys') count += issue.keys.length;
    if (issue.code === 'invalid_value' && valueAt(context.input, [...path, ...issue.path]).found) count++;
  }
  return count;
}

function unknownField(key: string, parentPath: IssuePath, siblings: readonly Issue[], prefix: IssuePath, context: Context): string {
  const parent = valueAt(context.input, parentPath);
  const present = new Set(parent.found && typeof parent.value === 'object' && parent.value !== null ? Object.keys(parent.value) : []);
  const known = [
    ...(context.schema ? fieldNamesAt(context.schema, parentPath) : []),
    ...missingFields(siblings, prefix, parentPath, context),
  ].filter((name) => !present.has(name));
  const [suggestion] = closestNames(key, known, 1);
  const remove = `unknown field ${JSON.stringify(key)} — remove it`;
  return suggestion === undefined ? remove : `${remove}; did you mean ${JSON.stringify(suggestion)}?`;
}

/** Names of the fields under `parentPath` that other issues report as required but absent. */
function missingFields(siblings: readonly Issue[], prefix: IssuePath, parentPath: IssuePath, context: Context): string[] {
  return siblings.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    const name = path.at(-1);
    const sameParent = path.length === parentPath.length + 1 && parentPath.every((key, index) => path[index] === key);
    const missing = issue.code === 'invalid_type' && sameParent && !valueAt(context.input, path).found;
    return missing && typeof name === 'string' ? [name] : [];
  });
}

function didYouMean(path: IssuePath, allowed: readonly unknown[], context: Context): string {
  const received = valueAt(context.input, path);
  if (!received.found || typeof received.value !== 'string') return '';
  const names = allowed.filter((value): value is string => typeof value === 'string');
  const [suggestion] = closestNames(received.value, names, 1);
  return suggestion === undefined ? '' : `; did you mean ${JSON.stringify(suggestion)}?`;
}

function got(path: IssuePath, context: Context): string {
  const received = valueAt(context.input, path);
  return received.found ? describeValue(received.value) : 'nothing (the field is required)';
}

function line(path: IssuePath, problem: string): string {
  return `- ${formatPath(path)}: ${problem}`;
}
