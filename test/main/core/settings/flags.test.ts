import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspace } from './workspace.ts';

describe('command-line flags as settings', () => {
  it('splits tool lists at commas and spaces outside parentheses', () => {
    const loaded = workspace().load({
      allowedTools: ['Bash(git log *),Read Edit', 'Bash(npm run test:*)'],
      disallowedTools: ['WebFetch(domain:example.com), mcp__github'],
    });
    expect(loaded.permissions.rules.map(({ rule, list, file }) => [rule, list, file])).toEqual([
      ['Bash(git log *)', 'allow', '--allowedTools'],
      ['Read', 'allow', '--allowedTools'],
      ['Edit', 'allow', '--allowedTools'],
      ['Bash(npm run test:*)', 'allow', '--allowedTools'],
      ['WebFetch(domain:example.com)', 'deny', '--disallowedTools'],
      ['mcp__github', 'deny', '--disallowedTools'],
    ]);
  });

  it('names the flag in its problems', () => {
    const wrong = workspace().load({ permissionMode: 'yolo' });
    expect(wrong.errors).toEqual([
      { file: '--permission-mode', message: '--permission-mode: must be one of default, acceptEdits, plan, dontAsk, bypassPermissions, got string "yolo"' },
    ]);
    expect(wrong.permissions.defaultMode).toBeUndefined();
    const auto = workspace().load({ permissionMode: 'auto' });
    expect(auto.warnings.map((warning) => warning.message)).toEqual(['--permission-mode: Deft has no "auto" mode; "default" is used instead']);
    expect(auto.permissions.defaultMode?.value).toBe('default');
  });

  it('reads --settings as a file from the project folder, below the other flags, anchored at its own folder', () => {
    const space = workspace();
    const file = space.write(join(space.projectDir, 'ci', 'settings.json'), { permissions: { allow: ['Read(/fixtures/**)'], defaultMode: 'dontAsk' } });
    const loaded = space.load({ settingsFile: 'ci/settings.json', permissionMode: 'plan' });
    expect(loaded.permissions.rules).toEqual([
      { rule: 'Read(/fixtures/**)', list: 'allow', file, scope: 'flags', anchor: join(space.projectDir, 'ci') },
    ]);
    expect(loaded.permissions.defaultMode).toMatchObject({ value: 'plan', file: '--permission-mode' });
    expect(loaded.sources[0]).toEqual({ path: file, scope: 'flags', anchor: join(space.projectDir, 'ci'), exists: true, status: 'ok' });
  });

  it('reads --settings given as JSON text, and reports a --settings file that is not there', () => {
    const space = workspace();
    const inline = space.load({ settingsFile: '{"permissions": {"deny": ["Bash(curl *)"]}, "model": 5}' });
    expect(inline.permissions.rules).toEqual([
      { rule: 'Bash(curl *)', list: 'deny', file: '--settings', scope: 'flags', anchor: space.projectDir },
    ]);
    expect(inline.errors.map((error) => error.message)).toEqual(['--settings:1:54: model: must be a model name, got number 5']);
    const missing = space.load({ settingsFile: 'nowhere.json' });
    expect(missing.errors.map((error) => error.message)).toEqual([`${join(space.projectDir, 'nowhere.json')}: no such settings file`]);
    expect(missing.sources[0]).toMatchObject({ exists: false, status: 'unusable' });
  });
});
