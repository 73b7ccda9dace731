import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addLocalRules, removeRule } from '../../../../main/core/settings/write-rules.ts';
import { workspace } from './workspace.ts';

const localFile = (projectDir: string) => join(projectDir, '.deft', 'settings.local.json');

describe('addLocalRules', () => {
  it('creates .deft/settings.local.json as 2-space JSON, and the loader reads the rules from it', () => {
    const space = workspace();
    const file = localFile(space.projectDir);
    expect(addLocalRules(space.projectDir, 'allow', ['Bash(npm test)', 'WebFetch(domain:example.com)'])).toEqual({
      ok: true,
      value: ['Bash(npm test)', 'WebFetch(domain:example.com)'],
    });
    expect(readFileSync(file, 'utf8')).toBe(
      '{\n  "permissions": {\n    "allow": [\n      "Bash(npm test)",\n      "WebFetch(domain:example.com)"\n    ]\n  }\n}\n',
    );
    expect(space.load().permissions.rules).toEqual([
      { rule: 'Bash(npm test)', list: 'allow', file, scope: 'project-local', anchor: space.projectDir },
      { rule: 'WebFetch(domain:example.com)', list: 'allow', file, scope: 'project-local', anchor: space.projectDir },
    ]);
  });

  it('adds only rules not there yet, and leaves the file untouched when nothing is new', () => {
    const space = workspace();
    const file = space.write(localFile(space.projectDir), { permissions: { allow: ['Read', 7] } });
    expect(addLocalRules(space.projectDir, 'allow', ['Read', 'Edit', 'Edit'])).toEqual({ ok: true, value: ['Edit'] });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ permissions: { allow: ['Read', 7, 'Edit'] } });
    const before = statSync(file);
    expect(addLocalRules(space.projectDir, 'allow', ['Edit', 'Read'])).toEqual({ ok: true, value: [] });
    const after = statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it("keeps every other key, the file's comments, indentation and line breaks", () => {
    const space = workspace();
    const text = '{\r\n\t// mine\r\n\t"model": "opus",\r\n\t"permissions": {\r\n\t\t"deny": [\r\n\t\t\t"Bash(rm *)"\r\n\t\t]\r\n\t},\r\n\t"env": {"A": "1"}\r\n}\r\n';
    const file = space.write(localFile(space.projectDir), text);
    expect(addLocalRules(space.projectDir, 'ask', ['Bash(git push *)'])).toMatchObject({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(
      '{\r\n\t// mine\r\n\t"model": "opus",\r\n\t"permissions": {\r\n\t\t"deny": [\r\n\t\t\t"Bash(rm *)"\r\n\t\t],\r\n\t\t"ask": [\r\n\t\t\t"Bash(git push *)"\r\n\t\t]\r\n\t},\r\n\t"env": {"A": "1"}\r\n}\r\n',
    );
    const fourSpaces = space.write(localFile(space.projectDir), '\uFEFF{\n    "permissions": {\n        "allow": [\n            "Read"\n        ]\n    }\n}');
    addLocalRules(space.projectDir, 'allow', ['Edit']);
    expect(readFileSync(fourSpaces, 'utf8')).toBe(
      '\uFEFF{\n    "permissions": {\n        "allow": [\n            "Read",\n            "Edit"\n        ]\n    }\n}',
    );
  });

  it('refuses to write over a file it cannot read as settings, and says where it is broken', () => {
    const space = workspace();
    const file = localFile(space.projectDir);
    const broken = '{\n  "permissions": {\n    "allow": ["Read",\n';
    space.write(file, broken);
    expect(addLocalRules(space.projectDir, 'allow', ['Edit'])).toEqual({
      ok: false,
      error: `${file}:3:22: not changed: not valid JSON: the file ends before the JSON is complete (is it cut off?)`,
    });
    expect(readFileSync(file, 'utf8')).toBe(broken);
    space.write(file, '{\n  "permissions": { "allow": "Read" }\n}\n');
    expect(addLocalRules(space.projectDir, 'allow', ['Edit'])).toMatchObject({
      ok: false,
      error: `${file}:2:29: not changed: permissions.allow must be an array, got string "Read"`,
    });
    space.write(file, '[]');
    expect(addLocalRules(space.projectDir, 'allow', ['Edit'])).toMatchObject({
      ok: false,
      error: `${file}:1:1: not changed: holds empty array [], not a JSON object`,
    });
    expect(readFileSync(file, 'utf8')).toBe('[]');
  });

  it('replaces the file in one step through a temporary file, keeping its permissions and a symbolic link', () => {
    const space = workspace();
    const target = space.write(join(space.projectDir, 'shared-settings.json'), { model: 'opus' });
    chmodSync(target, 0o600);
    space.write(join(space.projectDir, '.deft', 'placeholder'), '');
    const link = localFile(space.projectDir);
    symlinkSync(target, link);
    const inode = statSync(target).ino;
    expect(addLocalRules(space.projectDir, 'allow', ['Read'])).toEqual({ ok: true, value: ['Read'] });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual({ model: 'opus', permissions: { allow: ['Read'] } });
    expect(statSync(target).ino).not.toBe(inode);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(readdirSync(space.projectDir).sort()).toEqual(['.deft', 'shared-settings.json']);
    expect(readdirSync(join(space.projectDir, '.deft')).sort()).toEqual(['placeholder', 'settings.local.json']);
  });
});

describe('removeRule', () => {
  it('removes every occurrence of the rule from the given file and list, and nothing else', () => {
    const space = workspace();
    const file = space.write(join(space.projectDir, '.claude', 'settings.local.json'), {
      permissions: { allow: ['Read', 'Bash(npm test)', 'Edit', 'Bash(npm test)'], deny: ['Bash(npm test)'] },
      model: 'opus',
    });
    expect(removeRule(file, 'allow', 'Bash(npm test)')).toEqual({ ok: true, value: ['Bash(npm test)'] });
    expect(readFileSync(file, 'utf8')).toBe(
      '{\n  "permissions": {\n    "allow": [\n      "Read",\n      "Edit"\n    ],\n    "deny": [\n      "Bash(npm test)"\n    ]\n  },\n  "model": "opus"\n}\n',
    );
    const before = statSync(file).ino;
    expect(removeRule(file, 'allow', 'Bash(npm test)')).toEqual({ ok: true, value: [] });
    expect(statSync(file).ino).toBe(before);
  });

  it('keeps a one-line file valid, whichever element goes', () => {
    const space = workspace();
    const file = join(space.projectDir, '.deft', 'settings.local.json');
    mkdirSync(join(space.projectDir, '.deft'), { recursive: true });
    writeFileSync(file, '{"permissions":{"allow":["Bash(npm test)","Read","Edit"],"deny":["Bash(rm:*)"]}}');
    removeRule(file, 'allow', 'Edit');
    expect(readFileSync(file, 'utf8')).toBe('{"permissions":{"allow":["Bash(npm test)","Read"],"deny":["Bash(rm:*)"]}}');
    removeRule(file, 'allow', 'Bash(npm test)');
    expect(readFileSync(file, 'utf8')).toBe('{"permissions":{"allow":["Read"],"deny":["Bash(rm:*)"]}}');
    removeRule(file, 'allow', 'Read');
    expect(readFileSync(file, 'utf8')).toBe('{"permissions":{"allow":[],"deny":["Bash(rm:*)"]}}');
  });

  it('changes nothing where there is no file, and refuses a broken one', () => {
    const space = workspace();
    const missing = join(space.projectDir, '.deft', 'settings.local.json');
    expect(removeRule(missing, 'allow', 'Read')).toEqual({ ok: true, value: [] });
    expect(readdirSync(space.projectDir)).toEqual([]);
    const broken = space.write(missing, '{"permissions": {"allow": ["Read"]}');
    expect(removeRule(broken, 'allow', 'Read')).toMatchObject({ ok: false, error: expect.stringContaining(`${broken}:1:36: not changed: not valid JSON`) });
    expect(readFileSync(broken, 'utf8')).toBe('{"permissions": {"allow": ["Read"]}');
  });
});
