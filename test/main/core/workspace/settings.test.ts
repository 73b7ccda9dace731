import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceSetup } from './setup.ts';

describe('settings files', () => {
  it('reads an absent file as nothing, writes an object, and reads it back', async () => {
    const { call, dataDir } = workspaceSetup();
    const file = join(dataDir, 'settings.json');
    expect(await call('settings.read', { scope: 'user' })).toEqual({ path: file, text: null, value: null, problems: [] });
    const written = await call('settings.write', { scope: 'user', value: { model: 'claude-sonnet-4-6', permissions: { allow: ['Read'] } } });
    expect(written).toEqual({ path: file, problems: [] });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ model: 'claude-sonnet-4-6', permissions: { allow: ['Read'] } });
    const read = await call('settings.read', { scope: 'user' });
    expect(read.value).toEqual({ model: 'claude-sonnet-4-6', permissions: { allow: ['Read'] } });
    expect(read.text).toBe(readFileSync(file, 'utf8'));
  });

  it('answers the problems of what it wrote, with line and field', async () => {
    const { call } = workspaceSetup();
    const { problems } = await call('settings.write', { scope: 'user', value: { permissions: { allow: 'Read' } } });
    expect(problems).toEqual([expect.objectContaining({ severity: 'error', path: 'permissions.allow', line: 3 })]);
  });

  it('writes project files only for projects, in .deft/', async () => {
    const { call, failure, project } = workspaceSetup();
    const dir = project();
    expect(await failure('settings.write', { scope: 'project', projectPath: dir, value: {} })).toContain('is not an open project');
    expect(await failure('settings.write', { scope: 'project-local', value: {} })).toContain('need a projectPath');
    await call('projects.open', { path: dir });
    const { path } = await call('settings.write', { scope: 'project-local', projectPath: dir, value: { env: { A: '1' } } });
    expect(path).toBe(join(dir, '.deft', 'settings.local.json'));
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ env: { A: '1' } });
  });

  it('lists every source with its status and its own problems', async () => {
    const { call, project, home } = workspaceSetup();
    const dir = project();
    mkdirSync(join(dir, '.claude'));
    writeFileSync(join(dir, '.claude', 'settings.json'), '{\n  "permissions": {\n    "allow": [1]\n  }\n}\n');
    mkdirSync(join(home, '.claude'));
    writeFileSync(join(home, '.claude', 'settings.json'), '{ nope');
    const sources = await call('settings.sources', { projectPath: dir });
    expect(sources.map((source) => [source.scope, source.status])).toEqual([
      ['project-local', 'absent'],
      ['project-local', 'absent'],
      ['project', 'absent'],
      ['project', 'partial'],
      ['user', 'absent'],
      ['user', 'unusable'],
    ]);
    expect(sources[3].problems).toEqual([expect.objectContaining({ severity: 'error', line: 3, path: 'permissions.allow[0]' })]);
    expect(sources[5].problems[0].message).toContain('not valid JSON');
    expect(sources[0].problems).toEqual([]);
  });

  it('reads a file with comments, reporting it as a warning', async () => {
    const { call, dataDir } = workspaceSetup();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'settings.json'), '{\n  // mine\n  "model": "gpt-5"\n}\n');
    const read = await call('settings.read', { scope: 'user' });
    expect(read.value).toEqual({ model: 'gpt-5' });
    expect(read.problems).toEqual([expect.objectContaining({ severity: 'warning', line: 2 })]);
  });
});
