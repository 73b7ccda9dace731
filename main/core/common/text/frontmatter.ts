import type * as YamlModule from 'yaml';
import type { Document, LineCounter } from 'yaml';
import type { z } from 'zod';
import type { Result } from '../result.ts';

type Yaml = typeof YamlModule;

export interface Frontmatter {
  data: Record<string, unknown>;
  /** The text after the closing `---`. */
  body: string;
  /** The file's line (1-based) where `key` is written, if it is. */
  lineOf(key: string): number | undefined;
}

export interface FrontmatterOptions {
  /** A file that does not start with `---` is all body, with no fields (commands, skills); otherwise that is a problem (agents). */
  optional?: boolean;
}

const delimiter = /^---[ \t]*$/;

/**
 * Splits a Markdown file into its YAML frontmatter (between `---` lines at the top) and body; a
 * problem names the file and line. Claude Code writes descriptions such as `Use this agent when…
 * Examples: <example>Context: …` unquoted, which YAML rejects (`: ` inside a plain value); such
 * values are read as the text they plainly are, so those files load as they do in Claude Code.
 */
export async function readFrontmatter(text: string, file: string, options: FrontmatterOptions = {}): Promise<Result<Frontmatter>> {
  const unmarked = text.replace(/^\uFEFF/, '');
  const lines = unmarked.split(/\r?\n/);
  if (!delimiter.test(lines[0] ?? '')) {
    if (options.optional) return { ok: true, value: { data: {}, body: unmarked, lineOf: () => undefined } };
    return problem(file, 'no frontmatter: the file must start with a --- line, then name: and description:, then another --- line');
  }
  const end = lines.findIndex((line, index) => index > 0 && delimiter.test(line));
  if (end === -1) return problem(file, 'the frontmatter has no closing --- line');
  const yamlText = lines.slice(1, end).join('\n');
  const yaml = await import('yaml');
  const parse = (source: string) => {
    const lineCounter = new yaml.LineCounter();
    return { document: yaml.parseDocument(source, { lineCounter, prettyErrors: false }), lineCounter };
  };
  let parsed = parse(yamlText);
  const firstError = parsed.document.errors[0];
  if (firstError) {
    const lenient = parse(quotePlainValues(yamlText));
    if (lenient.document.errors.length > 0) {
      const line = parsed.lineCounter.linePos(firstError.pos[0]).line + 1;
      return problem(file, `the frontmatter is not valid YAML: ${firstError.message.split('\n')[0]}`, line);
    }
    parsed = lenient;
  }
  const data: unknown = parsed.document.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return problem(file, 'the frontmatter must be key: value fields', 2);
  return {
    ok: true,
    value: { data: data as Record<string, unknown>, body: lines.slice(end + 1).join('\n'), lineOf: keyLines(yaml, parsed.document, parsed.lineCounter) },
  };
}

/** The zod issues of a frontmatter check as problems naming the file, the field's line and the field. */
export function fieldProblems(file: string, error: z.ZodError, lineOf: (key: string) => number | undefined): string[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? 'frontmatter');
    return `${placeIn(file, lineOf(field))}: ${field}: ${issue.message}`;
  });
}

/** `file:line`, or the file alone when the line is not known. */
export function placeIn(file: string, line: number | undefined): string {
  return line === undefined ? file : `${file}:${line}`;
}

function problem(file: string, what: string, line?: number): Result<Frontmatter> {
  return { ok: false, error: `${placeIn(file, line)}: ${what}` };
}

/** Top-level `key: value` lines whose plain value holds `: ` or ` #`, rewritten with the value quoted. */
function quotePlainValues(yamlText: string): string {
  return yamlText
    .split('\n')
    .map((line) => {
      const match = /^([A-Za-z_][\w-]*):[ \t]+([^\s"'[{|>&*!#%@`].*?)\s*$/.exec(line);
      if (!match || !/: | #/.test(match[2])) return line;
      return `${match[1]}: ${JSON.stringify(match[2])}`;
    })
    .join('\n');
}

/** Where each top-level key is, as a line of the whole file (the frontmatter starts on line 2). */
function keyLines(yaml: Yaml, document: Document, lineCounter: LineCounter): (key: string) => number | undefined {
  return (key) => {
    if (!yaml.isMap(document.contents)) return undefined;
    const pair = document.contents.items.find((item) => yaml.isScalar(item.key) && item.key.value === key);
    const offset = yaml.isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
    return offset === undefined ? undefined : lineCounter.linePos(offset).line + 1;
  };
}
