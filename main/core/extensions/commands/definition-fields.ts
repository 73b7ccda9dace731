import { z } from 'zod';
import { lazy } from '../../common/lazy.ts';
import type { Result } from '../../common/result.ts';
import { fieldProblems, readFrontmatter } from '../../common/text/frontmatter.ts';

/** The field schemas of command and skill files, made at the first such file read. */
const fieldSchemas = lazy(() => {
  const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], { error: 'must be true or false' });
  const text = z.string({ error: 'must be text' });
  const rules = z.union([z.string(), z.array(z.string())], { error: 'must be a list of permission rules, e.g. Bash(git status:*), Read' });
  /** The frontmatter fields commands and skills share. */
  const shared = {
    description: text.nullish(),
    'argument-hint': z.union([z.string(), z.array(z.string()).transform((items) => items.join(' '))], { error: 'must be text' }).nullish(),
    'allowed-tools': rules.nullish(),
    model: text.nullish(),
    'disable-model-invocation': flag.nullish(),
  };
  const skillOnly = {
    name: text.nullish(),
    when_to_use: text.nullish(),
    'user-invocable': flag.nullish(),
    arguments: z.union([z.string(), z.array(z.string())], { error: 'must be a list of argument names' }).nullish(),
  };
  return { shared, skillOnly };
});

export const sharedFields = () => fieldSchemas().shared;
export const skillOnlyFields = () => fieldSchemas().skillOnly;

/** The first line of text in a body, without a heading's `#`s, as a description. */
export function firstLine(body: string): string {
  return body.split('\n').map((line) => line.replace(/^#+\s*/, '').trim()).find(Boolean) ?? '';
}

/** A command or skill file as read: its checked fields, all its frontmatter, its body, and where each key is. */
export interface DefinitionRead<T> {
  fields: T;
  data: Record<string, unknown>;
  body: string;
  lineOf: (key: string) => number | undefined;
}

/** A command or skill file's frontmatter, checked against `schema`; every problem names the file and line. */
export async function readDefinition<S extends z.ZodType>(text: string, file: string, schema: S): Promise<Result<DefinitionRead<z.output<S>>, string[]>> {
  const read = await readFrontmatter(text, file, { optional: true });
  if (!read.ok) return { ok: false, error: [read.error] };
  const { data, body, lineOf } = read.value;
  const parsed = schema.safeParse(data);
  if (!parsed.success) return { ok: false, error: fieldProblems(file, parsed.error, lineOf) };
  return { ok: true, value: { fields: parsed.data, data, body, lineOf } };
}
