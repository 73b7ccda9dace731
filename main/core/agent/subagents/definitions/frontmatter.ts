import type * as YamlModule from 'yaml';
import type { Document, LineCounter } from 'yaml';

type Yaml = typeof YamlModule;

export interface Frontmatter {
  data: Record<string, unknown>;
  /** The text after the closing `---`. */
  body: string;
  /** The file's line (1-based) where `key` is written, if it is. */
  lineOf(key: string): number | undefined;
}

export type FrontmatterResult = { ok: true; frontmatter: Frontmatter } | { ok: false; problem: string; line?: number };

const delimiter = /^---[ \t]*$/;

/**
 * Splits a Markdown file into its YAML frontmatter (between `---` lines at the top) and body.
 * Claude Code writes descriptions such as `Use this agent when… Examples: <example>Context: …`
 * unquoted, which YAML rejects (`: ` inside a plain value); such values are read as the text
 * they plainly are, so those files load as they do in Claude Code.
 */
export async function readFrontmatter(text: string): Promise<FrontmatterResult> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!delimiter.test(lines[0] ?? '')) return { ok: false, problem: 'no frontmatter: the file must start with a --- line, then name: and description:, then another --- line' };
  const end = lines.findIndex((line, index) => index > 0 && delimiter.test(line));
  if (end === -1) return { ok: false, problem: 'the frontmatter has no closing --- line' };
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
      return { ok: false, problem: `the frontmatter is not valid YAML: ${firstError.message.split('\n')[0]}`, line };
    }
    parsed = lenient;
  }
  const data: unknown = parsed.document.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false, problem: 'the frontmatter must be key: value fields', line: 2 };
  return {
    ok: true,
    frontmatter: { data: data as Record<string, unknown>, body: lines.slice(end + 1).join('\n'), lineOf: keyLines(yaml, parsed.document, parsed.lineCounter) },
  };
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
