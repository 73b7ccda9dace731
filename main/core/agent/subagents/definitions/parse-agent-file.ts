import { z } from 'zod';
import { lazy } from '../../../common/lazy.ts';
import type { Result } from '../../../common/result.ts';
import { fieldProblems, readFrontmatter } from '../../../common/text/frontmatter.ts';
import { toolList } from './tool-list.ts';
import type { AgentDefinition, AgentSource } from './types.ts';

const required = (what: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? `is required (${what})` : 'must be text');

/** An agent file's frontmatter, made at the first agent file read. */
const agentFields = lazy(() => {
  const tools = z.union([z.string(), z.array(z.string())], { error: 'must be a comma-separated list or a YAML list of tool names' }).nullish();
  return z.looseObject({
    name: z
      .string({ error: required('the name Task calls it by, e.g. name: code-reviewer') })
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'may hold only letters, digits, - and _, and must start with a letter or digit'),
    description: z.string({ error: required('when the agent should be used') }).trim().min(1, 'must not be empty'),
    tools,
    disallowedTools: tools,
    model: z.string({ error: 'must be inherit, sonnet, opus, haiku or a model id' }).trim().min(1, 'must not be empty').nullish(),
    color: z.string({ error: 'must be text' }).nullish(),
    permissionMode: z.string({ error: 'must be text' }).nullish(),
  });
});

/** The fields Deft acts on; the others are kept in `extra`. */
const usedFields = new Set(['name', 'description', 'tools', 'disallowedTools', 'model', 'color']);

/** One agent file: YAML frontmatter (`name`, `description`, `tools`, `model`…) and the body as its prompt; or its problems. */
export async function parseAgentFile(text: string, file: string, source: AgentSource): Promise<Result<AgentDefinition, string[]>> {
  const read = await readFrontmatter(text, file);
  if (!read.ok) return { ok: false, error: [read.error] };
  const { data, body, lineOf } = read.value;
  const parsed = agentFields().safeParse(data);
  if (!parsed.success) return { ok: false, error: fieldProblems(file, parsed.error, lineOf) };
  const fields = parsed.data;
  const extra = Object.fromEntries(Object.entries(data).filter(([key]) => !usedFields.has(key)));
  const definition: AgentDefinition = {
    name: fields.name,
    description: fields.description,
    ...optional('tools', fields.tools ? toolList(fields.tools) : undefined),
    ...optional('disallowedTools', fields.disallowedTools ? toolList(fields.disallowedTools) : undefined),
    ...optional('model', fields.model === 'inherit' ? undefined : fields.model),
    ...optional('color', fields.color),
    prompt: body.trim(),
    readOnly: fields.permissionMode === 'plan',
    includeMemory: true,
    source,
    file,
    ...(Object.keys(extra).length > 0 && { extra }),
  };
  return { ok: true, value: definition };
}

function optional<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value === undefined || value === null ? {} : { [key]: value }) as { [P in K]?: V };
}
