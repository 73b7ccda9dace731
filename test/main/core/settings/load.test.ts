import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../../../main/core/settings/load.ts';
import type { SettingsFlags } from '../../../../main/core/settings/flags.ts';
import { workspace, type Workspace } from './workspace.ts';

/** The settings files, highest precedence first, with the folder `/path` rules in them are relative to. */
function fileLevels(space: Workspace) {
  const { projectDir, dataDir, home } = space;
  const flagFolder = join(projectDir, '..', 'elsewhere');
  return [
    { name: '--settings', path: join(flagFolder, 'flag-settings.json'), anchor: flagFolder },
    { name: '.deft local', path: join(projectDir, '.deft', 'settings.local.json'), anchor: projectDir },
    { name: '.claude local', path: join(projectDir, '.claude', 'settings.local.json'), anchor: projectDir },
    { name: '.deft', path: join(projectDir, '.deft', 'settings.json'), anchor: projectDir },
    { name: '.claude', path: join(projectDir, '.claude', 'settings.json'), anchor: projectDir },
    { name: 'data', path: join(dataDir, 'settings.json'), anchor: dataDir },
    { name: '~/.claude', path: join(home, '.claude', 'settings.json'), anchor: join(home, '.claude') },
  ];
}

/** Writes every level from `from` down, each naming itself in every field. */
function writeLevels(space: Workspace, from: number): SettingsFlags {
  const levels = fileLevels(space);
  levels.slice(from).forEach(({ name, path }, index) => {
    space.write(path, {
      permissions: {
        allow: [`Bash(allow ${name})`],
        deny: [`Bash(deny ${name})`],
        ask: [`Bash(ask ${name})`],
        defaultMode: ['acceptEdits', 'plan', 'dontAsk', 'bypassPermissions', 'default'][(from + index) % 5],
        additionalDirectories: [`dir-${name.replace(/\W/g, '')}`],
      },
      model: `model ${name}`,
      disabledTools: [`Tool ${name}`, 'Shared'],
      tools: [{ name: `tool_${index}` }],
      hooks: { Stop: [{ hooks: [{ type: 'command', command: `echo ${name}` }] }] },
      env: { SHARED: name, [`ONLY_${index}`]: name },
      statusLine: { command: name },
    });
  });
  return from === 0 ? { settingsFile: levels[0].path } : {};
}

describe('loadSettings precedence', () => {
  it('concatenates the arrays of every level, highest first, each entry with its file, scope and anchor', () => {
    const space = workspace();
    const flags = writeLevels(space, 0);
    const loaded = space.load({ ...flags, allowedTools: ['Read(/cli)'], disallowedTools: ['WebSearch'], addDirs: ['cli-dir'] });
    expect(loaded.errors).toEqual([]);
    const levels = fileLevels(space);
    expect(loaded.permissions.rules.map(({ rule, list, file, scope, anchor }) => [rule, list, file, scope, anchor])).toEqual([
      ['Read(/cli)', 'allow', '--allowedTools', 'flags', space.projectDir],
      ['WebSearch', 'deny', '--disallowedTools', 'flags', space.projectDir],
      ...levels.flatMap(({ name, path, anchor }) => {
        const scope = { '--settings': 'flags', '.deft local': 'project-local', '.claude local': 'project-local', '.deft': 'project', '.claude': 'project' }[name] ?? 'user';
        return (['deny', 'ask', 'allow'] as const).map((list) => [`Bash(${list} ${name})`, list, path, scope, anchor]);
      }),
    ]);
    expect(loaded.permissions.additionalDirectories.map(({ value, file }) => [value, file])).toEqual([
      [join(space.projectDir, 'cli-dir'), '--add-dir'],
      ...levels.map(({ name, path, anchor }) => [join(anchor, `dir-${name.replace(/\W/g, '')}`), path]),
    ]);
    expect(loaded.disabledTools).toEqual([...levels.flatMap(({ name }, index) => (index === 0 ? [`Tool ${name}`, 'Shared'] : [`Tool ${name}`]))]);
    expect(loaded.tools.map(({ value, file }) => [value, file])).toEqual(levels.map(({ path }, index) => [[{ name: `tool_${index}` }], path]));
    expect(loaded.hooks.map(({ file }) => file)).toEqual(levels.map(({ path }) => path));
    expect(loaded.hooks[6].value).toEqual({ Stop: [{ hooks: [{ type: 'command', command: 'echo ~/.claude' }] }] });
    expect(loaded.others.map(({ key, value, file }) => [key, value, file])).toEqual(
      levels.map(({ name, path }) => ['statusLine', { command: name }, path]),
    );
  });

  it('takes each scalar from the highest level that sets it, so removing a level passes it to the next', () => {
    const names = fileLevels(workspace()).map(({ name }) => name);
    for (let from = 0; from < names.length; from++) {
      const space = workspace();
      writeLevels(space, from);
      const flags = from === 0 ? { settingsFile: fileLevels(space)[0].path } : {};
      const loaded = space.load(flags);
      const top = fileLevels(space)[from];
      expect(loaded.model, names[from]).toMatchObject({ value: `model ${top.name}`, file: top.path });
      expect(loaded.permissions.defaultMode?.file).toBe(top.path);
      expect(loaded.env.SHARED).toBe(top.name);
    }
  });

  it('lets the command-line flags win over every file, and merges env per variable', () => {
    const space = workspace();
    const flags = writeLevels(space, 0);
    const loaded = space.load({ ...flags, permissionMode: 'plan' });
    expect(loaded.permissions.defaultMode).toEqual({ value: 'plan', file: '--permission-mode', scope: 'flags', anchor: space.projectDir });
    expect(Object.keys(loaded.env).sort()).toEqual(['ONLY_0', 'ONLY_1', 'ONLY_2', 'ONLY_3', 'ONLY_4', 'ONLY_5', 'ONLY_6', 'SHARED']);
    expect(loaded.env.ONLY_6).toBe('~/.claude');
  });

  it('lets a higher file turn off what a lower one turned on', () => {
    const space = workspace();
    space.write(join(space.home, '.claude', 'settings.json'), { disableAllHooks: true, permissions: { disableBypassPermissionsMode: 'disable' } });
    space.write(join(space.projectDir, '.claude', 'settings.json'), { disableAllHooks: false });
    const loaded = space.load();
    expect(loaded.disableAllHooks).toMatchObject({ value: false, scope: 'project' });
    expect(loaded.permissions.disableBypassPermissionsMode).toMatchObject({ value: 'disable', scope: 'user' });
  });

  it('reports every source with what became of it', () => {
    const space = workspace();
    space.write(join(space.projectDir, '.deft', 'settings.local.json'), { model: 'x' });
    space.write(join(space.projectDir, '.claude', 'settings.local.json'), '{ "model": ');
    space.write(join(space.projectDir, '.claude', 'settings.json'), { model: 3, env: { A: 'b' } });
    mkdirSync(join(space.dataDir, 'settings.json'), { recursive: true });
    const loaded = space.load();
    expect(loaded.sources.map(({ path, scope, exists, status }) => [path.slice(space.projectDir.length - 'project'.length), scope, exists, status])).toEqual([
      ['project/.deft/settings.local.json', 'project-local', true, 'ok'],
      ['project/.claude/settings.local.json', 'project-local', true, 'unusable'],
      ['project/.deft/settings.json', 'project', false, 'absent'],
      ['project/.claude/settings.json', 'project', true, 'partial'],
      ['data/settings.json', 'user', true, 'unusable'],
      ['home/.claude/settings.json', 'user', false, 'absent'],
    ]);
    expect(loaded.errors.map((error) => error.message)).toEqual([
      `${join(space.projectDir, '.claude', 'settings.local.json')}:1:11: not valid JSON: the file ends before the JSON is complete (is it cut off?)`,
      `${join(space.projectDir, '.claude', 'settings.json')}:2:12: model: must be a model name, got number 3`,
      expect.stringMatching(/^.*\/data\/settings\.json: cannot be read: EISDIR/),
    ]);
    expect(loaded.env).toEqual({ A: 'b' });
  });

  it('reads a project in the home folder once, as the project', () => {
    const space = workspace();
    const file = space.write(join(space.home, '.claude', 'settings.json'), { permissions: { allow: ['Read'] } });
    const loaded = loadSettings({ projectDir: space.home, dataDir: space.dataDir, home: space.home });
    expect(loaded.permissions.rules).toEqual([{ rule: 'Read', list: 'allow', file, scope: 'project', anchor: space.home }]);
  });
});

describe('loadSettings paths', () => {
  it('resolves additional directories against the file that names them, expands ~, and keeps the first of each', () => {
    const space = workspace();
    const projectFile = space.write(join(space.projectDir, '.claude', 'settings.json'), {
      permissions: { additionalDirectories: ['../docs', '~/notes', '~', '/abs/dir', '../docs/'] },
    });
    const userFile = space.write(join(space.home, '.claude', 'settings.json'), { permissions: { additionalDirectories: ['extra', '/abs/dir'] } });
    const loaded = space.load({ addDirs: ['sub', '/abs/dir'] });
    expect(loaded.permissions.additionalDirectories.map(({ value, file }) => [value, file])).toEqual([
      [join(space.projectDir, 'sub'), '--add-dir'],
      ['/abs/dir', '--add-dir'],
      [join(space.projectDir, '..', 'docs'), projectFile],
      [join(space.home, 'notes'), projectFile],
      [space.home, projectFile],
      [join(space.home, '.claude', 'extra'), userFile],
    ]);
  });
});
