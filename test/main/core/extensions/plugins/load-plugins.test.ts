import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlugins } from '../../../../../main/core/extensions/plugins/load-plugins.ts';
import { loadToolFiles } from '../../../../../main/core/extensions/project-tools/load-tool-files.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { workspace, writeTree } from './plugin-files.ts';

const manifest = (name: string, extra: Record<string, unknown> = {}) => ({ name, version: '1.2.0', description: `The ${name} plugin`, author: { name: 'A' }, ...extra });

describe('plugins', () => {
  it('loads a folder plugin named by a settings file, relative to that file', async () => {
    const { locations, settings } = workspace();
    const root = join(locations.projectDir, 'tooling', 'review');
    writeTree(root, {
      '.claude-plugin/plugin.json': manifest('review'),
      'commands/check.md': '---\ndescription: Check\n---\nCheck $ARGUMENTS',
      'agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews\n---\nReview.',
      'skills/lint/SKILL.md': '---\nname: lint\ndescription: Lints\n---\nLint.',
      'hooks/hooks.json': { description: 'format', hooks: { PostToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: '"${CLAUDE_PLUGIN_ROOT}/format.sh" $CLAUDE_PLUGIN_ROOT' }] }] } },
      '.mcp.json': { mcpServers: { db: { command: '${CLAUDE_PLUGIN_ROOT}/server', args: ['--x'] } } },
      'tools/stamp.ts': `import { defineTool, z } from 'deft';\nexport default defineTool({ name: 'Stamp', description: 'Stamps.', input: z.object({ text: z.string() }), execute: ({ text }: { text: string }) => '[' + text + ']' });\n`,
    });
    writeTree(locations.projectDir, { '.deft/settings.json': { plugins: ['../tooling/review'] } });

    const { plugins, disabled, problems } = await loadPlugins(settings(), locations);
    expect(problems).toEqual([]);
    expect(disabled).toEqual([]);
    expect(plugins).toHaveLength(1);
    const [plugin] = plugins;
    expect(plugin).toMatchObject({
      name: 'review',
      version: '1.2.0',
      description: 'The review plugin',
      root,
      declaredIn: join(locations.projectDir, '.deft', 'settings.json'),
      scope: 'project',
      commandPaths: [join(root, 'commands')],
      agentPaths: [join(root, 'agents')],
      skillDirs: [join(root, 'skills')],
      mcpServers: [{ name: 'db', config: { command: `${root}/server`, args: ['--x'] }, file: join(root, '.mcp.json') }],
      toolFiles: [join(root, 'tools', 'stamp.ts')],
    });
    expect(plugin.hooks).toEqual([
      { event: 'PostToolUse', matcher: 'Edit|Write', file: join(root, 'hooks', 'hooks.json'), hooks: [expect.objectContaining({ type: 'command', command: `"${root}/format.sh" ${root}` })] },
    ]);
    const tools = await loadToolFiles(plugin.toolFiles);
    expect(tools.problems).toEqual([]);
    expect(await tools.tools[0].tool.execute({ text: 'ok' }, {} as never)).toBe('[ok]');
  });

  it('finds npm packages in the project, then in the data folder, and takes the manifest paths', async () => {
    const { locations, settings } = workspace();
    writeTree(join(locations.projectDir, 'node_modules', '@acme', 'deft-git'), {
      '.claude-plugin/plugin.json': manifest('git', { commands: ['./cmds', './extra/one.md'], agents: './people', hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo ${CLAUDE_PLUGIN_ROOT}' }] }] } }),
      'cmds/a.md': 'A',
      'extra/one.md': 'One',
      'people/x.md': 'X',
      'tools/echo.mjs': `import { z } from 'zod';\nexport const tool = { name: 'GitEcho', description: 'Echoes.', input: z.object({ text: z.string() }), execute: ({ text }) => text };\n`,
    });
    writeTree(join(locations.dataDir, 'plugins', 'node_modules', 'deft-docs'), { '.claude-plugin/plugin.json': manifest('docs', { mcpServers: { web: { type: 'http', url: 'http://localhost:1' } } }) });
    writeTree(locations.dataDir, { 'settings.json': { plugins: ['@acme/deft-git', 'deft-docs'] } });

    const { plugins, problems } = await loadPlugins(settings(), locations);
    expect(problems).toEqual([]);
    const gitRoot = join(locations.projectDir, 'node_modules', '@acme', 'deft-git');
    expect(plugins.map((plugin) => [plugin.name, plugin.root, plugin.scope])).toEqual([
      ['git', gitRoot, 'user'],
      ['docs', join(locations.dataDir, 'plugins', 'node_modules', 'deft-docs'), 'user'],
    ]);
    expect(plugins[0].commandPaths).toEqual([join(gitRoot, 'cmds'), join(gitRoot, 'extra', 'one.md')]);
    expect(plugins[0].agentPaths).toEqual([join(gitRoot, 'people')]);
    expect(plugins[0].skillDirs).toEqual([]);
    expect(plugins[0].hooks.map((group) => [group.event, group.file, group.hooks[0]])).toEqual([
      ['PreToolUse', join(gitRoot, '.claude-plugin', 'plugin.json'), expect.objectContaining({ command: `echo ${gitRoot}` })],
    ]);
    const tools = await loadToolFiles(plugins[0].toolFiles);
    expect(tools.problems).toEqual([]);
    expect(await tools.tools[0].tool.execute({ text: 'from node_modules' }, {} as never)).toBe('from node_modules');
    expect(plugins[1].mcpServers).toEqual([{ name: 'web', config: { type: 'http', url: 'http://localhost:1' }, file: join(plugins[1].root, '.claude-plugin', 'plugin.json') }]);
  });

  it('leaves out a plugin the project turns off, by name or name@marketplace', async () => {
    const { locations, settings } = workspace();
    const pluginsDir = tempDir();
    writeTree(pluginsDir, { 'a/.claude-plugin/plugin.json': manifest('alpha'), 'b/.claude-plugin/plugin.json': manifest('beta') });
    writeTree(locations.dataDir, { 'settings.json': { plugins: [join(pluginsDir, 'a'), join(pluginsDir, 'b')], enabledPlugins: { alpha: false } } });
    writeTree(locations.projectDir, {
      '.deft/settings.local.json': { enabledPlugins: { 'alpha@somewhere': true } },
      '.claude/settings.json': { enabledPlugins: { 'beta@claude-plugins-official': false } },
    });
    const { plugins, disabled, problems } = await loadPlugins(settings(), locations);
    expect(problems).toEqual([]);
    expect(plugins.map((plugin) => plugin.name)).toEqual(['alpha']);
    expect(disabled).toEqual(['beta']);
  });

  it('reports each malformed plugin or part with its file and field while the rest loads', async () => {
    const { locations, settings } = workspace();
    const dir = tempDir();
    writeTree(dir, {
      'good/.claude-plugin/plugin.json': manifest('good', { skills: './nowhere', commands: '../../outside' }),
      'good/hooks/hooks.json': { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'true' }] }], preToolUse: [] } },
      'good/.mcp.json': '{ "mcpServers": { "x": { "command": "a" }, } ',
      'badjson/.claude-plugin/plugin.json': '{\n  "name": "badjson",\n  "version": 1.0.0\n}',
      'badfields/.claude-plugin/plugin.json': { name: 'has space', version: 2, author: 5 },
      'nomanifest/commands/x.md': 'x',
      'twin/.claude-plugin/plugin.json': manifest('good'),
    });
    const settingsFile = join(locations.dataDir, 'settings.json');
    writeTree(locations.dataDir, {
      'settings.json': { plugins: [`${dir}/good`, `${dir}/badjson`, `${dir}/badfields`, `${dir}/nomanifest`, `${dir}/twin`, 'not-installed', 42], enabledPlugins: { good: 'yes' } },
    });
    const { plugins, problems } = await loadPlugins(settings(), locations);
    expect(plugins.map((plugin) => plugin.name)).toEqual(['good']);
    expect(plugins[0].hooks).toHaveLength(1);
    expect(plugins[0].skillDirs).toEqual([]);
    const manifestOf = (name: string) => join(dir, name, '.claude-plugin', 'plugin.json');
    expect(problems).toEqual([
      `${settingsFile}: plugins[5]: "not-installed" not found (looked in ${join(locations.projectDir, 'node_modules', 'not-installed')}, ${join(locations.dataDir, 'plugins', 'node_modules', 'not-installed')})`,
      `${settingsFile}: plugins[6]: must be a folder or an npm package name, found 42`,
      `${settingsFile}: enabledPlugins["good"]: must be true or false, found "yes"`,
      `${manifestOf('good')}: commands: "../../outside" is outside the plugin folder; write a path like "./commands"`,
      expect.stringMatching(new RegExp(`^${manifestOf('good')}: skills: "./nowhere" not found$`)),
      expect.stringMatching(new RegExp(`^${join(dir, 'good', 'hooks', 'hooks.json')}: hooks\\.preToolUse: unknown hook event .*did you mean "PreToolUse"`)),
      expect.stringMatching(new RegExp(`^${join(dir, 'good', '.mcp.json')}:1:\\d+: not valid JSON`)),
      expect.stringMatching(new RegExp(`^${manifestOf('badjson')}:3:\\d+: not valid JSON: .*\\(plugin named in ${settingsFile}\\)$`)),
      expect.stringMatching(new RegExp(`^${manifestOf('badfields')}: name: letters.*; version: .*; author: must be a name .*\\(plugin named in`)),
      `${manifestOf('nomanifest')}: not found (plugin named in ${settingsFile})`,
      `${manifestOf('twin')}: name: "good" is also the name of the plugin in ${join(dir, 'good')}; that one is used`,
    ]);
  });

  it('says so when "plugins" is not a list', async () => {
    const { locations, settings } = workspace();
    writeTree(locations.projectDir, { '.deft/settings.local.json': { plugins: './one' } });
    const { problems } = await loadPlugins(settings(), locations);
    expect(problems).toEqual([`${join(locations.projectDir, '.deft', 'settings.local.json')}: plugins: must be a list of folders or npm package names, found "./one"`]);
  });

  it('reads the enabledPlugins of real Claude Code settings files without a problem', async (context) => {
    const repoRoot = join(import.meta.dirname, '..', '..', '..', '..', '..');
    const fixtures = join(repoRoot, '..', 'shared', 'fixtures', 'claude-settings');
    let names: string[];
    try {
      names = readdirSync(fixtures).filter((name) => name.endsWith('settings.json') || name.endsWith('settings.local.json'));
    } catch {
      console.log(`skipped: ${fixtures} is absent`);
      context.skip();
      return;
    }
    const { readFileSync } = await import('node:fs');
    let withPlugins = 0;
    for (const name of names) {
      const text = readFileSync(join(fixtures, name), 'utf8');
      if (!text.includes('enabledPlugins')) continue;
      withPlugins++;
      const { locations, settings } = workspace();
      writeTree(locations.projectDir, { '.claude/settings.json': text });
      expect((await loadPlugins(settings(), locations)).problems, name).toEqual([]);
    }
    expect(withPlugins).toBeGreaterThan(0);
  });
});
