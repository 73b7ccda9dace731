import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { controlPaths } from '../../../../main/core/permissions/paths/control-files.ts';
import { plantedPermissions, type Setup } from './engine-fixtures.ts';

/**
 * Holes found by the red team (issue 19), each confirmed through the real `deft run` unless noted,
 * and closed since (the read-side ones live in credential-reach.test.ts). A new finding goes in as
 * `it.fails` until its fix lands.
 */
const planted = plantedPermissions;

const allowBash: Setup = { project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } };
const notAllowed = async (fixture: ReturnType<typeof planted>, command: string) =>
  expect((await fixture.bash(command.replaceAll('@PROJ', fixture.projectDir))).behavior, command).not.toBe('allow');

describe('red team: control files written under allow Bash', () => {
  it.each([
    'cd .claude && cp ../notes.txt settings.json',
    'cd .git && cp ../notes.txt hooks/pre-commit',
    'uniq notes.txt .claude/settings.json',
    'xxd -r notes.txt .claude/settings.json',
    'git checkout other -- .claude/settings.json',
    'git apply x.patch',
    'shopt -s nocaseglob; cp notes.txt .CLAUDE/SETTINGS.JSON',
    'env -C .claude cp ../notes.txt settings.json',
    'env --chdir=/tmp touch x',
  ])('%s is not allowed', async (command) => {
    await notAllowed(planted(allowBash), command);
  });
});

describe('red team: control files and outside writes in acceptEdits', () => {
  it.each([
    'echo x > /dev/fd/../root@PROJ/.mcp.json',
    'echo x > /dev/fd/../root@PROJ/.claude/settings.json',
    'echo x > /proc/self/fd/../cwd/../outside',
  ])('%s is not allowed', async (command) => {
    await notAllowed(planted({ mode: 'acceptEdits' }), command);
  });
});

describe('red team: writes outside the project under allow Bash', () => {
  it.each([
    'cd /tmp && touch x',
    'uniq notes.txt /tmp/x',
    'git worktree add ../wt',
    'git log --output=/tmp/x',
    'cp notes.txt ~+/../x',
  ])('%s is not allowed', async (command) => {
    await notAllowed(planted(allowBash), command);
  });
});

describe('red team: the sandbox', () => {
  it('keeps .git/commondir unwritable (git takes config and hooks from the folder it names)', () => {
    const projectDir = '/p';
    expect(controlPaths({ projectDir, home: '/h', dataDir: '/d' })).toContain(join(projectDir, '.git', 'commondir'));
  });

  it("keeps a worktree's .git file unwritable (it names the git dir whose hooks a commit runs)", async () => {
    const fixture = planted({ ...allowBash, files: { 'project/.git': 'gitdir: /elsewhere/.git/worktrees/x\n' } });
    expect(controlPaths({ projectDir: fixture.projectDir, home: fixture.home, dataDir: '/d' })).toContain(join(fixture.projectDir, '.git'));
    await notAllowed(fixture, "echo 'gitdir: /tmp/evil' > .git");
    await notAllowed(fixture, 'cp notes.txt .git');
  });
});

describe('red team 7: git files that decide what runs, in every working dir (the rules held; red-team-7.test.ts has the sandbox side)', () => {
  it('keeps .git/remotes and .git/branches (a remote a push runs the hooks of) from commands', async () => {
    const fixture = planted(allowBash);
    await notAllowed(fixture, "mkdir -p .git/remotes && printf 'URL: ./evil.git\\n' > .git/remotes/origin");
    await notAllowed(fixture, 'echo ./evil.git > .git/branches/origin');
  });

  it("keeps an additional working dir's hooks and config from commands, as the project's", async () => {
    const setup: Setup = { project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)'], additionalDirectories: ['../other'] } }, files: { 'other/.git/HEAD': 'ref: refs/heads/main\n' } };
    const fixture = planted(setup);
    await notAllowed(fixture, "printf '#!/bin/sh\\n' > ../other/.git/hooks/pre-commit");
    await notAllowed(fixture, 'git -C ../other config core.hooksPath evil');
    expect((await fixture.bash('echo x > ../other/notes.txt')).behavior).toBe('allow');
  });
});
