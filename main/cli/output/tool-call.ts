import type { ToolStatus, ResultContent } from '../../../shared/vocabulary/tool-calls.ts';
import { escapedText } from '../../../shared/hidden-characters.ts';

/** The input fields that say best what a call does, in order of preference. */
const summaryFields = ['command', 'file_path', 'notebook_path', 'path', 'pattern', 'url', 'query', 'description', 'prompt', 'shell_id'];
const maxSummaryLength = 60;

/** A call's input as an object when it is one, even when the model sent it as JSON text. */
export function parsedInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

/**
 * `Bash(npm test)`, `Read(src/app.ts)`: the tool and the gist of its input, on one short line, with
 * escapes, bidi controls and invisible characters written out (`<U+202E>`) so the terminal shows the
 * call as it is.
 */
export function toolLabel(name: string, input: unknown): string {
  const fields = parsedInput(input);
  if (typeof fields !== 'object' || fields === null) return name;
  const record = fields as Record<string, unknown>;
  const summary = summaryFields.map((field) => record[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return summary === undefined ? name : `${name}(${shortened(escapedText(summary.trim().split('\n')[0]), maxSummaryLength)})`;
}

/** ✓ for success, else ✗ and what happened. */
export function statusMark(status: ToolStatus): string {
  return status === 'success' ? '✓' : `✗ ${status.replace('_', ' ')}`;
}

/** The text of a tool result; images as a placeholder. */
export function contentText(content: readonly ResultContent[]): string {
  return content.map((part) => (part.type === 'text' ? part.text : `[image ${part.mediaType}]`)).join('\n');
}

/** The first non-empty line of a text, its hidden characters written out, cut to `length`, and how many lines were left out. */
export function firstLine(text: string, length: number): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return '';
  const more = lines.length > 1 ? ` (+${lines.length - 1} lines)` : '';
  return `${shortened(escapedText(lines[0].trim()), length)}${more}`;
}

function shortened(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
