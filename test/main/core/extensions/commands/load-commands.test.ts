import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCommands } from '../../../../../main/core/extensions/commands/command-catalog.ts';
import { loadCommands } from '../../../../../main/core/extensions/commands/load-commands.ts';
import { extensionProject } from './extension-fixture.ts';

describe('command files', () => {
  it('finds commands in every folder; sub-folders name only the description; the body or frontmatter describes it', async () => {
    const { catalog } = extensionProject({
      files: {
        'project/.claude/commands/frontend/component.md': 'Create a React component named $ARGUMENTS.\nUse hooks.',
        'project/.deft/commands/ship.md': '---\ndescription: Ship the release\nargument-hint: "[version]"\nallowed-tools: Bash(git tag:*), Bash(git push:*)\nmodel: haiku\n---\nTag $1 and push.',
        'home/.claude/commands/standup.md': '# Write my standup\nFrom the git log.',
        'data/commands/tidy.md': 'Tidy the imports.',
        'project/.claude/commands/notes.txt': 'not a command',
      },
    });
    const loaded = await catalog();
    expect(loaded.problems).toEqual([]);
    expect(listCommands(loaded)).toEqual([
      { name: 'component', description: 'Create a React component named $ARGUMENTS. (project:frontend)', kind: 'command', source: 'project' },
      { name: 'ship', description: 'Ship the release (project)', argumentHint: '[version]', kind: 'command', source: 'project' },
      { name: 'standup', description: 'Write my standup (user)', kind: 'command', source: 'user' },
      { name: 'tidy', description: 'Tidy the imports. (user)', kind: 'command', source: 'user' },
    ]);
    const ship = loaded.commands.find((command) => command.name === 'ship');
    expect(ship).toMatchObject({ allowedTools: ['Bash(git tag:*)', 'Bash(git push:*)'], model: 'haiku', body: 'Tag $1 and push.', disableModelInvocation: false });
  });

  it("the person's command beats the project's of the same name, Deft's folder beats Claude's, a skill beats a command", async () => {
    const { catalog } = extensionProject({
      files: {
        'project/.claude/commands/review.md': 'project review',
        'home/.claude/commands/review.md': 'user review',
        'project/.claude/commands/lint.md': 'claude lint',
        'project/.deft/commands/lint.md': 'deft lint',
        'project/.claude/commands/deploy.md': 'the command',
        'project/.claude/skills/deploy/SKILL.md': '---\ndescription: Deploy the app\n---\nthe skill',
      },
    });
    const loaded = await catalog();
    const bodyOf = (name: string) => loaded.commands.find((command) => command.name === name)?.body;
    expect(bodyOf('review')).toBe('user review');
    expect(bodyOf('lint')).toBe('deft lint');
    expect(bodyOf('deploy')).toBeUndefined();
    expect(listCommands(loaded).find((entry) => entry.name === 'deploy')).toMatchObject({ kind: 'skill', description: 'Deploy the app' });
  });

  it('names a plugin\'s commands plugin:name and says so in the description', async () => {
    const { root, catalog } = extensionProject();
    const dir = join(root, 'plugins', 'acme', 'commands');
    mkdirSync(join(dir, 'db'), { recursive: true });
    writeFileSync(join(dir, 'db', 'migrate.md'), 'Run the migrations.');
    const loaded = await catalog({ commands: [{ dir, scope: 'plugin', namespace: 'acme' }] });
    expect(listCommands(loaded)).toEqual([{ name: 'acme:migrate', description: 'Run the migrations. (acme:db)', kind: 'command', source: 'plugin' }]);
  });

  it('reports each malformed file with its file and line, and loads the rest', async () => {
    const { projectDir } = extensionProject({
      files: {
        'project/.claude/commands/good.md': '---\ndescription: Fine\n---\nbody',
        'project/.claude/commands/unclosed.md': '---\ndescription: never closed\nbody',
        'project/.claude/commands/bad-yaml.md': '---\ndescription: ok\nallowed-tools: [Bash(git *\n---\nbody',
        'project/.claude/commands/bad-type.md': '---\ndescription: fine\nallowed-tools: 3\ndisable-model-invocation: maybe\n---\nbody',
        'project/.claude/commands/list.md': '---\n- a\n- b\n---\nbody',
      },
    });
    const dir = join(projectDir, '.claude', 'commands');
    const loaded = await loadCommands([{ dir, scope: 'project' }]);
    expect(loaded.commands.map((command) => command.name)).toEqual(['good']);
    expect(loaded.problems).toEqual([
      expect.stringMatching(new RegExp(`^${join(dir, 'bad-type.md')}:3: allowed-tools: must be a list of permission rules`)),
      `${join(dir, 'bad-type.md')}:4: disable-model-invocation: must be true or false`,
      expect.stringMatching(new RegExp(`^${join(dir, 'bad-yaml.md')}:\\d: the frontmatter is not valid YAML`)),
      `${join(dir, 'list.md')}:2: the frontmatter must be key: value fields`,
      `${join(dir, 'unclosed.md')}: the frontmatter has no closing --- line`,
    ]);
  });
});
