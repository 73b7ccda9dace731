import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinAgents } from '../../../../../../main/core/agent/subagents/definitions/builtin-agents.ts';
import { loadAgentDefinitions } from '../../../../../../main/core/agent/subagents/definitions/load-agent-definitions.ts';
import { agentFile, agentSpace } from './agent-space.ts';

const agent = (name: string, body: string) => agentFile([`name: ${name}`, `description: The ${name} agent`], body);

describe('loadAgentDefinitions', () => {
  it('has the two built-ins when there are no files', async () => {
    const { agents, problems } = await loadAgentDefinitions(agentSpace());
    expect(agents).toEqual(builtinAgents);
    expect(problems).toEqual([]);
    expect(agents.map((definition) => [definition.name, definition.readOnly, definition.tools, definition.disallowedTools])).toEqual([
      ['general-purpose', false, undefined, ['Task']],
      ['explore', true, ['Read', 'Glob', 'Grep', 'LS', 'Bash'], undefined],
    ]);
  });

  it('reads all four folders, sub-folders included; project beats user, and Deft’s folder beats Claude’s within a level', async () => {
    const space = agentSpace();
    space.write(space.home, '.claude/agents/only-claude-user.md', agent('only-claude-user', 'A'));
    space.write(space.home, '.claude/agents/user-level.md', agent('user-level', 'claude user'));
    const deftUser = space.write(space.dataDir, 'agents/user-level.md', agent('user-level', 'deft user'));
    space.write(space.home, '.claude/agents/everywhere.md', agent('everywhere', 'claude user'));
    space.write(space.dataDir, 'agents/everywhere.md', agent('everywhere', 'deft user'));
    space.write(space.projectDir, '.claude/agents/everywhere.md', agent('everywhere', 'claude project'));
    const deftProject = space.write(space.projectDir, '.deft/agents/team/everywhere.md', agent('everywhere', 'deft project'));
    const claudeProject = space.write(space.projectDir, '.claude/agents/project-level.md', agent('project-level', 'claude project'));
    const { agents, problems } = await loadAgentDefinitions(space);
    expect(problems).toEqual([]);
    const summary = agents.map((definition) => [definition.name, definition.prompt, definition.source, definition.file]);
    expect(summary).toEqual([
      ['general-purpose', builtinAgents[0].prompt, 'builtin', undefined],
      ['explore', builtinAgents[1].prompt, 'builtin', undefined],
      ['everywhere', 'deft project', 'project', deftProject],
      ['only-claude-user', 'A', 'user', expect.stringContaining('only-claude-user.md')],
      ['user-level', 'deft user', 'user', deftUser],
      ['project-level', 'claude project', 'project', claudeProject],
    ]);
  });

  it('reads plugins’ agent folders and single files, naming each agent plugin:name', async () => {
    const space = agentSpace();
    const folder = space.write(space.dataDir, 'plugins/lint/agents/fixer.md', agent('fixer', 'fixes lint'));
    const single = space.write(space.dataDir, 'plugins/lint/extra/reviewer.md', agent('reviewer', 'reviews'));
    space.write(space.projectDir, '.claude/agents/fixer.md', agent('fixer', 'the project’s own'));
    const plugins = [{ name: 'lint', paths: [join(space.dataDir, 'plugins/lint/agents'), single] }];
    const { agents, problems } = await loadAgentDefinitions({ ...space, plugins });
    expect(problems).toEqual([]);
    expect(agents.slice(2).map((definition) => [definition.name, definition.prompt, definition.source, definition.file])).toEqual([
      ['lint:fixer', 'fixes lint', 'plugin', folder],
      ['lint:reviewer', 'reviews', 'plugin', single],
      ['fixer', 'the project’s own', 'project', expect.stringContaining('fixer.md')],
    ]);
  });

  it('lets a file replace a built-in, and says so', async () => {
    const space = agentSpace();
    const file = space.write(space.projectDir, '.claude/agents/explore.md', agentFile(['name: explore', 'description: Our own explorer', 'tools: Read, Grep'], 'Explore our way.'));
    const { agents, problems } = await loadAgentDefinitions(space);
    expect(agents.find((definition) => definition.name === 'explore')).toMatchObject({ prompt: 'Explore our way.', tools: ['Read', 'Grep'], source: 'project', file, readOnly: false });
    expect(problems).toEqual([`${file}: replaces the built-in agent "explore".`]);
  });

  it('reports two files of one folder with the same name, and uses the later', async () => {
    const space = agentSpace();
    const first = space.write(space.projectDir, '.deft/agents/a.md', agent('twin', 'first'));
    const second = space.write(space.projectDir, '.deft/agents/b.md', agent('twin', 'second'));
    const { agents, problems } = await loadAgentDefinitions(space);
    expect(agents.find((definition) => definition.name === 'twin')?.prompt).toBe('second');
    expect(problems).toEqual([`${second}: name: "twin" is also the name of ${first}; this file's definition is used.`]);
  });

  it('reads the home folder’s agents once when the project is the home folder', async () => {
    const space = agentSpace();
    space.write(space.home, '.claude/agents/mine.md', agent('mine', 'mine'));
    const { agents, problems } = await loadAgentDefinitions({ ...space, projectDir: space.home });
    expect(agents.filter((definition) => definition.name === 'mine').map((definition) => definition.source)).toEqual(['user']);
    expect(problems).toEqual([]);
  });

  it('reports every malformed file, naming the file and the field, and still loads the rest', async () => {
    const space = agentSpace();
    const dir = `${space.projectDir}/.claude/agents`;
    const write = (name: string, text: string) => space.write(dir, name, text);
    const files = {
      noFrontmatter: write('no-frontmatter.md', '# Reviewer\nYou review code.\n'),
      unclosed: write('unclosed.md', '---\nname: x\ndescription: y\n\nbody'),
      badYaml: write('bad-yaml.md', agentFile(['name: broken', 'description: fine', 'tools: [Read, Grep'])),
      noName: write('no-name.md', agentFile(['description: Has no name'])),
      noDescription: write('no-description.md', agentFile(['name: silent'])),
      emptyDescription: write('empty-description.md', agentFile(['name: empty', 'description: ""'])),
      badName: write('bad-name.md', agentFile(['name: code reviewer', 'description: Spaces in the name'])),
      colonName: write('colon-name.md', agentFile(['description: Plugin style', 'name: "plugin:agent"'])),
      numberName: write('number-name.md', agentFile(['name: 42', 'description: A number'])),
      badTools: write('bad-tools.md', agentFile(['name: tooly', 'description: Tools as a number', 'tools: 7'])),
      list: write('list.md', '---\n- name\n- description\n---\nbody\n'),
      good: write('good.md', agent('good', 'Still here.')),
    };
    const { agents, problems } = await loadAgentDefinitions(space);
    expect(agents.map((definition) => definition.name)).toEqual(['general-purpose', 'explore', 'good']);
    // Files are read in name order.
    expect(problems).toEqual([
      `${files.badName}:2: name: may hold only letters, digits, - and _, and must start with a letter or digit`,
      `${files.badTools}:4: tools: must be a comma-separated list or a YAML list of tool names`,
      expect.stringMatching(new RegExp(`^${files.badYaml}:4: the frontmatter is not valid YAML: .+`)),
      `${files.colonName}:3: name: may hold only letters, digits, - and _, and must start with a letter or digit`,
      `${files.emptyDescription}:3: description: must not be empty`,
      `${files.list}:2: the frontmatter must be key: value fields`,
      `${files.noDescription}: description: is required (when the agent should be used)`,
      `${files.noFrontmatter}: no frontmatter: the file must start with a --- line, then name: and description:, then another --- line`,
      `${files.noName}: name: is required (the name Task calls it by, e.g. name: code-reviewer)`,
      `${files.numberName}:2: name: must be text`,
      `${files.unclosed}: the frontmatter has no closing --- line`,
    ]);
  });

  it('reports a file it cannot read, and passes over folders whose names end in .md', async () => {
    const space = agentSpace();
    space.write(space.projectDir, '.deft/agents/folder.md/inner.md', agent('inner', 'inside a folder named like a file'));
    const dangling = join(space.projectDir, '.deft', 'agents', 'dangling.md');
    symlinkSync(join(space.projectDir, 'nowhere.md'), dangling);
    const { agents, problems } = await loadAgentDefinitions(space);
    expect(agents.map((definition) => definition.name)).toContain('inner');
    expect(problems).toEqual([`${dangling}: cannot be read (ENOENT).`]);
  });
});
