import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSkills } from '../../../../../main/core/extensions/skills/load-skills.ts';
import { extensionProject } from '../commands/extension-fixture.ts';

const skill = (description: string, extra = '') => `---\nname: Nice Name\ndescription: ${description}\n${extra}---\nInstructions of ${description}.\n`;

describe('skill folders', () => {
  it('finds <name>/SKILL.md in every folder, with its frontmatter', async () => {
    const { catalog, projectDir, home } = extensionProject({
      files: {
        'project/.claude/skills/pdf/SKILL.md': skill('Fill PDF forms', 'when_to_use: When a PDF form must be filled\nallowed-tools: Bash(python3 *) Read\nargument-hint: "[file]"\narguments: [file, output]\nlicense: MIT\n'),
        'project/.claude/skills/pdf/reference.md': 'supporting file',
        'project/.deft/skills/release/SKILL.md': skill('Cut a release', 'disable-model-invocation: true\n'),
        'home/.claude/skills/notes/SKILL.md': skill('Take notes', 'user-invocable: false\n'),
        'data/skills/plain/SKILL.md': 'No frontmatter: the first line describes it.\n\nSteps.',
        'project/.claude/skills/empty-folder/readme.md': 'no SKILL.md here',
      },
    });
    const { skills, problems } = await catalog();
    expect(problems).toEqual([]);
    expect(skills.map((entry) => [entry.name, entry.source.scope])).toEqual([
      ['notes', 'user'],
      ['pdf', 'project'],
      ['plain', 'user'],
      ['release', 'project'],
    ]);
    expect(skills.find((entry) => entry.name === 'pdf')).toMatchObject({
      displayName: 'Nice Name',
      description: 'Fill PDF forms',
      whenToUse: 'When a PDF form must be filled',
      allowedTools: ['Bash(python3 *)', 'Read'],
      argumentHint: '[file]',
      argumentNames: ['file', 'output'],
      disableModelInvocation: false,
      userInvocable: true,
      dir: join(projectDir, '.claude', 'skills', 'pdf'),
      body: 'Instructions of Fill PDF forms.',
      extra: { license: 'MIT' },
    });
    expect(skills.find((entry) => entry.name === 'release')?.disableModelInvocation).toBe(true);
    expect(skills.find((entry) => entry.name === 'notes')).toMatchObject({ userInvocable: false, dir: join(home, '.claude', 'skills', 'notes') });
    expect(skills.find((entry) => entry.name === 'plain')?.description).toBe('No frontmatter: the first line describes it.');
  });

  it("the person's skill beats the project's of the same name; plugin skills are plugin:name", async () => {
    const { catalog, root } = extensionProject({
      files: {
        'project/.claude/skills/review/SKILL.md': skill('project review'),
        'data/skills/review/SKILL.md': skill('my review'),
        'plugins/acme/skills/review/SKILL.md': skill('acme review'),
      },
    });
    const { skills } = await catalog({ skills: [{ dir: join(root, 'plugins', 'acme', 'skills'), scope: 'plugin', namespace: 'acme', pluginRoot: join(root, 'plugins', 'acme') }] });
    expect(skills.map((entry) => [entry.name, entry.description])).toEqual([
      ['acme:review', 'acme review'],
      ['review', 'my review'],
    ]);
  });

  it('reports each malformed SKILL.md with its file and line, and loads the rest', async () => {
    const { projectDir } = extensionProject();
    const dir = join(projectDir, '.claude', 'skills');
    const files: Record<string, string> = {
      good: skill('Good one'),
      unclosed: '---\ndescription: x\nno end',
      yaml: '---\ndescription: x\nallowed-tools: [Read\n---\nbody',
      scalar: '---\njust text\n---\nbody',
      types: '---\ndescription: [1, 2]\nuser-invocable: sometimes\n---\nbody',
      nodescription: '---\nname: x\n---\n',
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name), { recursive: true });
      writeFileSync(join(dir, name, 'SKILL.md'), text);
    }
    const { skills, problems } = await loadSkills([{ dir, scope: 'project' }]);
    expect(skills.map((entry) => entry.name)).toEqual(['good']);
    const at = (name: string) => join(dir, name, 'SKILL.md');
    expect(problems).toEqual([
      `${at('nodescription')}: description: is required (what the skill does and when to use it)`,
      `${at('scalar')}:2: the frontmatter must be key: value fields`,
      `${at('types')}:2: description: must be text`,
      `${at('types')}:3: user-invocable: must be true or false`,
      `${at('unclosed')}: the frontmatter has no closing --- line`,
      expect.stringMatching(new RegExp(`^${at('yaml')}:\\d: the frontmatter is not valid YAML`)),
    ]);
  });
});
