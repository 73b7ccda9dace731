import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectFile, workspace } from './workspace.ts';

/** The problems' messages with the file's path shortened to `settings.json`. */
function messages(problems: ReadonlyArray<{ message: string }>, file: string): string[] {
  return problems.map((problem) => problem.message.replaceAll(file, 'settings.json'));
}

describe('a settings file that is not JSON', () => {
  it.each([
    ['a truncated file', '{\n  "permissions": {\n    "allow": ["Bash(ls)",\n', '3:26: not valid JSON: the file ends before the JSON is complete (is it cut off?)'],
    ['a missing comma', '{\n  "model": "opus"\n  "env": {}\n}\n', `3:3: not valid JSON: expected ',', found '"env"'`],
    ['single quotes', "{\n  'model': 'opus'\n}", `2:3: not valid JSON: unexpected ''model'' (JSON strings take double quotes)`],
    ['two values', '{}\n{}\n', `2:1: not valid JSON: expected nothing more after the end of the JSON value, found '{'`],
    ['a line break in a string', '{"model": "op\nus"}', '1:11: not valid JSON: a string that does not end on its line'],
    [
      'a git symlink checked out as text',
      '/nix/store/qxlh6x67z1r0w5n9lr6s4svh5dhhcb9a-settings.json',
      `1:1: not valid JSON: unexpected '/' (the file holds a path, not JSON: perhaps a symbolic link checked out as a text file)`,
    ],
  ])('%s is an error naming the file, line and column, and nothing of it is used', (_name, text, message) => {
    const { settings, file } = loadProjectFile(text);
    expect(messages(settings.errors, file)).toEqual([`settings.json:${message}`]);
    expect(settings.sources.find((source) => source.path === file)?.status).toBe('unusable');
  });

  it('is an error when it holds something other than an object', () => {
    const { settings, file } = loadProjectFile('["Bash"]');
    expect(messages(settings.errors, file)).toEqual(['settings.json:1:1: a settings file holds one JSON object ({ ... }), not array of 1 item ["Bash"]']);
  });
});

describe('JSON that Claude Code would refuse but Deft reads', () => {
  it('accepts a trailing comma and a comment with a warning saying where', () => {
    const { settings, file } = loadProjectFile('{\n  "permissions": {\n    "allow": ["Read", "Edit",],\n  },\n}\n');
    expect(settings.errors).toEqual([]);
    expect(messages(settings.warnings, file)).toEqual([
      'settings.json:3:29: a trailing comma is not JSON; Deft accepts it, but Claude Code rejects this file',
    ]);
    expect(settings.permissions.rules.map((rule) => rule.rule)).toEqual(['Read', 'Edit']);
    const commented = loadProjectFile('{\n  // mine\n  "model": "opus" /* sure */\n}');
    expect(messages(commented.settings.warnings, commented.file)).toEqual([
      'settings.json:2:3: a comment is not JSON; Deft accepts it, but Claude Code rejects this file',
    ]);
    expect(commented.settings.model?.value).toBe('opus');
  });

  it('reads a file with a byte order mark, and an empty file as no settings', () => {
    const { settings } = loadProjectFile('\uFEFF{"model": "opus"}');
    expect(settings.errors).toEqual([]);
    expect(settings.warnings).toEqual([]);
    expect(settings.model?.value).toBe('opus');
    const empty = loadProjectFile('  \n');
    expect(empty.settings.errors).toEqual([]);
    expect(empty.settings.sources.find((source) => source.path === empty.file)?.status).toBe('ok');
  });
});

describe('a field of the wrong type', () => {
  const text = `{
  "permissions": {
    "allow": ["Bash(npm test)", 42, "Read", "", {"rule": "Edit"}],
    "deny": "Bash(rm *)",
    "ask": ["Bash(git push *)"],
    "defaultMode": "yolo",
    "additionalDirectories": ["../docs", false],
    "disableBypassPermissionsMode": true
  },
  "env": { "GOOD": "yes", "NUMBER": 3, "BAD": { "nested": 1 } },
  "model": { "default": "opus" },
  "disableAllHooks": "yes",
  "disabledTools": ["WebSearch", 7],
  "tools": { "enabled": [] },
  "hooks": { "PreToolUse": "not an array" },
  "statusLine": { "type": "command" }
}
`;

  it('is an error naming the file, the JSON path, the line and what was found', () => {
    const { settings, file } = loadProjectFile(text);
    expect(messages(settings.errors, file)).toEqual([
      'settings.json:3:33: permissions.allow[1]: a permission rule must be a string, got number 42',
      'settings.json:3:45: permissions.allow[3]: a permission rule cannot be empty, got empty string ""',
      'settings.json:3:49: permissions.allow[4]: a permission rule must be a string, got object {"rule":"Edit"}',
      'settings.json:4:13: permissions.deny: must be an array of permission rules, got string "Bash(rm *)"',
      'settings.json:6:20: permissions.defaultMode: must be one of default, acceptEdits, plan, dontAsk, bypassPermissions, got string "yolo"',
      'settings.json:7:42: permissions.additionalDirectories[1]: directory must be a string, got boolean false',
      'settings.json:8:37: permissions.disableBypassPermissionsMode: the only value is "disable", got boolean true',
      'settings.json:10:47: env.BAD: an environment variable must be a string, got object {"nested":1}',
      'settings.json:11:12: model: must be a model name, got object {"default":"opus"}',
      'settings.json:12:22: disableAllHooks: must be true or false, got string "yes"',
      'settings.json:13:34: disabledTools[1]: tool name must be a string, got number 7',
      'settings.json:14:12: tools: must be an array of command tool declarations, got object {"enabled":[]}',
    ]);
    expect(settings.errors[0]).toMatchObject({ file, line: 3, column: 33, path: 'permissions.allow[1]' });
  });

  it('costs only itself: the valid rest of the file is used', () => {
    const { settings, file } = loadProjectFile(text);
    expect(settings.permissions.rules.map(({ rule, list }) => `${list} ${rule}`)).toEqual([
      'ask Bash(git push *)',
      'allow Bash(npm test)',
      'allow Read',
    ]);
    expect(settings.permissions.defaultMode).toBeUndefined();
    expect(settings.permissions.additionalDirectories.map((directory) => directory.value)).toEqual([join(file, '..', '..', '..', 'docs')]);
    expect(settings.env).toEqual({ GOOD: 'yes', NUMBER: '3' });
    expect(settings.disabledTools).toEqual(['WebSearch']);
    expect(settings.hooks).toEqual([expect.objectContaining({ value: { PreToolUse: 'not an array' }, file })]);
    expect(settings.others.map((other) => other.key)).toEqual(['statusLine']);
    expect(settings.sources.find((source) => source.path === file)?.status).toBe('partial');
  });

  it('leaves a rejected scalar to the level below', () => {
    const space = workspace();
    space.write(join(space.home, '.claude', 'settings.json'), { permissions: { defaultMode: 'acceptEdits' }, model: 'sonnet' });
    space.write(join(space.projectDir, '.claude', 'settings.json'), { permissions: { defaultMode: 'yolo' }, model: 5 });
    const loaded = space.load();
    expect(loaded.permissions.defaultMode).toMatchObject({ value: 'acceptEdits', scope: 'user' });
    expect(loaded.model).toMatchObject({ value: 'sonnet', scope: 'user' });
    expect(loaded.errors).toHaveLength(2);
  });
});

describe('modes and keys Deft reads differently', () => {
  it('takes manual as default, and auto as default with a warning', () => {
    expect(loadProjectFile('{"permissions": {"defaultMode": "manual"}}').settings).toMatchObject({
      permissions: { defaultMode: { value: 'default' } },
      warnings: [],
    });
    const { settings, file } = loadProjectFile('{\n  "permissions": { "defaultMode": "auto" }\n}');
    expect(settings.permissions.defaultMode?.value).toBe('default');
    expect(messages(settings.warnings, file)).toEqual([
      'settings.json:2:35: permissions.defaultMode: Deft has no "auto" mode; "default" is used instead',
    ]);
  });

  it("takes mcpServers in Deft's own settings files without a warning", () => {
    const space = workspace();
    space.write(join(space.projectDir, '.deft', 'settings.json'), { mcpServers: { docs: { command: 'docs-server' } } });
    space.write(join(space.dataDir, 'settings.json'), { mcpServers: {} });
    const settings = space.load();
    expect(settings.warnings).toEqual([]);
    expect(settings.others.filter(({ key }) => key === 'mcpServers')).toHaveLength(2);
  });

  it('keeps unknown keys and warns about keys plainly at the wrong level', () => {
    const { settings, file } = loadProjectFile(
      JSON.stringify({ allow: ['Read'], mcpServers: {}, MY_TOKEN_DIR: '/x', theme: 'dark', permissions: { global_allow: ['x'] } }, null, 2),
    );
    expect(messages(settings.warnings, file)).toEqual([
      'settings.json:2:12: allow: belongs inside "permissions"; ignored here',
      "settings.json:5:17: mcpServers: MCP servers are read from .mcp.json or Deft's own settings files, not from Claude Code's settings files; ignored here",
      'settings.json:6:19: MY_TOKEN_DIR: looks like an environment variable, which belongs inside "env"; ignored here',
    ]);
    expect(settings.permissions.rules).toEqual([]);
    expect(settings.others.map(({ key, value }) => [key, value])).toEqual([
      ['allow', ['Read']],
      ['mcpServers', {}],
      ['MY_TOKEN_DIR', '/x'],
      ['theme', 'dark'],
      ['permissions.global_allow', ['x']],
    ]);
  });
});
