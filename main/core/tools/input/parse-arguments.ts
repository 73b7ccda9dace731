import { Buffer } from 'node:buffer';
import { describeValue } from '../../common/validation/describe.ts';
import { repairJson } from './json-repairs.ts';
import { scanJson } from './json-scan.ts';
import { describeJsonSyntaxError } from './json-syntax-message.ts';
import { pointAt } from '../../common/validation/point-at.ts';
import { nestsDeeperThan } from './value-depth.ts';
import { errorMessage } from '../../common/errors.ts';

export type ParsedArguments = { ok: true; value: unknown; repair?: string } | { ok: false; error: string };

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_DEPTH = 64;

/**
 * Turns a model's tool call arguments into a JSON object, or into a message the model can act on.
 * `raw` is a value the provider already parsed (Anthropic) or JSON text (OpenAI, where an empty
 * string means no arguments). Only repairs with a single reading are made, and `repair` names them.
 */
export function parseToolArguments(raw: unknown): ParsedArguments {
  if (typeof raw === 'string') return parseText(raw);
  if (nestsDeeperThan(raw, MAX_DEPTH)) return fail(tooDeep(''));
  return asObject(raw, undefined);
}

function parseText(raw: string): ParsedArguments {
  const bytes = Buffer.byteLength(raw, 'utf8');
  if (bytes > MAX_BYTES) {
    const size = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return fail(
      `The arguments are ${size} of JSON, more than the 5 MB one tool call may carry. ` +
        'Send less in one call; for example, write a large file in several smaller steps.',
    );
  }
  const { text, repairs } = repairJson(raw);
  const repair = repairs.length > 0 ? repairs.join('; ') : undefined;
  if (/^[ \t\n\r]*$/.test(text)) return asObject({}, repair);
  const scan = scanJson(text, MAX_DEPTH);
  if (scan.kind === 'too-deep') {
    const { line, column } = pointAt(raw, scan.offset);
    return fail(tooDeep(` (line ${line}, column ${column})`));
  }
  if (scan.kind === 'invalid') return fail(describeJsonSyntaxError(raw, scan));
  try {
    return asObject(JSON.parse(text), repair);
  } catch (error) {
    const reason = errorMessage(error);
    return fail(`The arguments could not be read as JSON (${reason}). Call the tool again with simpler JSON arguments.`);
  }
}

function asObject(value: unknown, repair: string | undefined): ParsedArguments {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return repair === undefined ? { ok: true, value } : { ok: true, value, repair };
  }
  const got = value === undefined ? 'nothing' : describeValue(value);
  const encoded =
    typeof value === 'string' && value.trimStart().startsWith('{')
      ? ' It looks like the object was sent as a string of JSON; send the object itself.'
      : '';
  return fail(`The arguments must be a JSON object with the tool's fields, like {"name": "value"}, but got ${got}.${encoded}`);
}

function tooDeep(where: string): string {
  return (
    `The arguments nest objects and arrays more than ${MAX_DEPTH} levels deep${where}; ` +
    'flatten the structure and call the tool again.'
  );
}

function fail(message: string): ParsedArguments {
  return { ok: false, error: message };
}
