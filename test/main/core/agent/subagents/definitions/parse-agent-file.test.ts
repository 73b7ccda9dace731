import { describe, expect, it } from 'vitest';
import { parseAgentFile } from '../../../../../../main/core/agent/subagents/definitions/parse-agent-file.ts';
import { agentFile } from './agent-space.ts';

async function parse(text: string) {
  const result = await parseAgentFile(text, '/p/.claude/agents/x.md', 'project');
  if (!result.ok) throw new Error(result.error.join('\n'));
  return result.value;
}

describe('parseAgentFile', () => {
  it('reads name, description, tools, model and color, with the body as the prompt', async () => {
    const definition = await parse(
      agentFile(['name: code-reviewer', 'description: Reviews code after changes', 'tools: Read, Grep, Glob, Bash', 'model: sonnet', 'color: green'], '# Reviewer\n\nYou review code.'),
    );
    expect(definition).toEqual({
      name: 'code-reviewer',
      description: 'Reviews code after changes',
      tools: ['Read', 'Grep', 'Glob', 'Bash'],
      model: 'sonnet',
      color: 'green',
      prompt: '# Reviewer\n\nYou review code.',
      readOnly: false,
      includeMemory: true,
      source: 'project',
      file: '/p/.claude/agents/x.md',
    });
  });

  it('takes tools as a YAML list, keeps rules with commas inside parentheses whole, and reads * as every tool', async () => {
    expect((await parse(agentFile(['name: a', 'description: d', 'tools:', '  - Read', '  - Bash(git *)']))).tools).toEqual(['Read', 'Bash(git *)']);
    expect((await parse(agentFile(['name: a', 'description: d', 'tools: Read, Agent(explore, planner), Edit']))).tools).toEqual(['Read', 'Agent(explore, planner)', 'Edit']);
    expect((await parse(agentFile(['name: a', 'description: d', 'tools: "*"']))).tools).toBeUndefined();
    expect((await parse(agentFile(['name: a', 'description: d', 'tools:']))).tools).toBeUndefined();
    expect((await parse(agentFile(['name: a', 'description: d', 'disallowedTools: Write, Edit']))).disallowedTools).toEqual(['Write', 'Edit']);
  });

  it('reads model inherit as the parent’s model and keeps a model id', async () => {
    expect((await parse(agentFile(['name: a', 'description: d', 'model: inherit']))).model).toBeUndefined();
    expect((await parse(agentFile(['name: a', 'description: d', 'model: claude-sonnet-4-5-20250929']))).model).toBe('claude-sonnet-4-5-20250929');
  });

  it('keeps the keys it does not act on, and runs an agent with permissionMode plan read-only', async () => {
    const definition = await parse(agentFile(['name: a', 'description: d', 'permissionMode: plan', 'maxTurns: 5', 'skills: [deploy]', 'memory: project']));
    expect(definition.readOnly).toBe(true);
    expect(definition.extra).toEqual({ permissionMode: 'plan', maxTurns: 5, skills: ['deploy'], memory: 'project' });
  });

  it('reads a description Claude Code wrote unquoted, with colons and examples in it', async () => {
    const description =
      "Use this agent after writing code. Examples: <example>Context: The user wrote a parser. user: 'Review my parser' assistant: 'I will use the code-reviewer agent.' </example> # not a comment";
    const definition = await parse(agentFile(['name: code-reviewer', `description: ${description}`, 'model: inherit', 'color: blue']));
    expect(definition.description).toBe(description);
    expect(definition.color).toBe('blue');
  });

  it('reads multi-line descriptions, Windows line ends, a byte-order mark and an empty body', async () => {
    const text = '\uFEFF---\r\nname: a\r\ndescription: |\r\n  First line.\r\n  Second line.\r\n---\r\n';
    const definition = await parse(text);
    expect(definition.description).toBe('First line.\nSecond line.');
    expect(definition.prompt).toBe('');
  });

  it('reports the YAML error at the line of the file where the parser met it', async () => {
    const unclosed = await parseAgentFile(agentFile(['name: a', 'description: d', 'tools: {Read', 'model: x']), '/f.md', 'user');
    expect(unclosed).toEqual({ ok: false, error: ['/f.md:5: the frontmatter is not valid YAML: Flow map in block collection must be sufficiently indented and end with a }'] });
    const duplicate = await parseAgentFile(agentFile(['name: a', 'description: d', 'model: x', 'model: y']), '/f.md', 'user');
    expect(duplicate).toEqual({ ok: false, error: ['/f.md:5: the frontmatter is not valid YAML: Map keys must be unique'] });
  });
});
