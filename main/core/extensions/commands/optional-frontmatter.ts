import { readFrontmatter, type FrontmatterResult } from '../../agent/subagents/definitions/frontmatter.ts';

/** Like `readFrontmatter`, but a file that does not start with `---` is all body, with no fields. */
export async function readOptionalFrontmatter(text: string): Promise<FrontmatterResult> {
  const unmarked = text.replace(/^\uFEFF/, '');
  if (/^---[ \t]*\r?(\n|$)/.test(unmarked)) return readFrontmatter(unmarked);
  return { ok: true, frontmatter: { data: {}, body: unmarked, lineOf: () => undefined } };
}

/** `file:line`, or the file alone when the line is not known. */
export function at(file: string, line: number | undefined): string {
  return line === undefined ? file : `${file}:${line}`;
}
