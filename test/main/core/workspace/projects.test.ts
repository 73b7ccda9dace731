import { mkdirSync, readdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSession, touchSession } from '../../../../main/core/store/sessions.ts';
import { createProjectsService } from '../../../../main/core/workspace/projects.ts';
import { workspaceSetup } from './setup.ts';

describe('projects', () => {
  it('opens an existing folder by its real path and registers it once', async () => {
    const { call, project, root } = workspaceSetup();
    const dir = project('app');
    symlinkSync(dir, join(root, 'link'));
    const opened = await call('projects.open', { path: join(root, 'link') });
    expect(opened).toMatchObject({ path: realpathSync(dir), name: 'app' });
    expect(await call('projects.open', { path: dir })).toEqual(opened);
    expect(await call('projects.recent', undefined)).toEqual([expect.objectContaining({ ...opened, exists: true })]);
  });

  it('refuses what is not a folder', async () => {
    const { failure, root } = workspaceSetup();
    writeFileSync(join(root, 'file.txt'), 'x');
    expect(await failure('projects.open', { path: join(root, 'file.txt') })).toContain('is not a folder');
    expect(await failure('projects.open', { path: join(root, 'missing') })).toContain('No folder at');
  });

  it('lists the most recently used first, by opening or by session activity', () => {
    const { core, project } = workspaceSetup();
    // Later than the projects' own creation times, which count too and may fall in one millisecond.
    let clock = Date.now() + 10_000;
    const projects = createProjectsService({ dataDir: core.dataDir, store: core.store, now: () => clock });
    const a = projects.open(project('a'));
    clock += 1_000;
    projects.open(project('b'));
    expect(projects.recent().map((entry) => entry.name)).toEqual(['b', 'a']);
    const session = createSession(core.store(), { cwd: a.path });
    touchSession(core.store(), session.id, Date.now() + 60_000);
    expect(projects.recent().map((entry) => entry.name)).toEqual(['a', 'b']);
    expect(projects.recent(1).map((entry) => entry.name)).toEqual(['a']);
  });

  it('forgets a project until it is used again, and never touches its files or sessions', async () => {
    const { call, failure, core, project } = workspaceSetup();
    const dir = project('kept');
    writeFileSync(join(dir, 'main.ts'), 'code');
    const opened = await call('projects.open', { path: dir });
    const session = createSession(core.store(), { cwd: dir });
    expect(await call('projects.remove', { id: opened.id })).toBeNull();
    expect(await call('projects.recent', {})).toEqual([]);
    expect(readdirSync(dir)).toEqual(['main.ts']);
    expect(core.store().statement('SELECT id FROM sessions').all()).toEqual([{ id: session.id }]);
    touchSession(core.store(), session.id, Date.now() + 60_000);
    expect((await call('projects.recent', {})).map((entry) => entry.id)).toEqual([opened.id]);
    await call('projects.remove', { id: opened.id });
    await call('projects.open', { path: dir });
    expect((await call('projects.recent', {})).map((entry) => entry.id)).toEqual([opened.id]);
    expect(await failure('projects.remove', { id: 'nope' })).toContain('No project nope');
  });

  it('lists an opened project’s files for mentions, best matches first, honouring .gitignore', async () => {
    const { call, failure, project } = workspaceSetup();
    const dir = project();
    for (const [path, text] of Object.entries({ '.gitignore': 'build/\n', 'src/app.ts': '', 'src/notes.md': '', 'build/app.js': '' })) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    expect(await failure('projects.files', { projectPath: dir, query: 'app' })).toContain('is not an open project');
    await call('projects.open', { path: dir });
    expect(await call('projects.files', { projectPath: dir, query: 'app' })).toEqual({ files: ['src/app.ts'] });
    expect((await call('projects.files', { projectPath: dir })).files.sort()).toEqual(['.gitignore', 'src/app.ts', 'src/notes.md']);
  });
});
