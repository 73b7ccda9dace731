import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runProcess } from '../../../../main/core/common/process/run-process.ts';
import { controlPaths } from '../../../../main/core/permissions/paths/control-files.ts';
import { sandboxAvailability } from '../../../../main/core/sandbox/availability.ts';
import { openSessionSandbox } from '../../../../main/core/sandbox/session-sandbox.ts';
import { sandboxSettingsFrom } from '../../../../main/core/sandbox/settings.ts';
import { worktreeCommitPaths } from '../../../../main/core/worktrees/commit-paths.ts';
import { createSessionWorktree } from '../../../../main/core/worktrees/create.ts';
import type { SessionWorktree } from '../../../../shared/vocabulary/worktrees.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { git, gitProject } from '../worktrees/git-project.ts';

const availability = sandboxAvailability();
if (!availability.available) console.log(`Skipping the sandboxed commit in a worktree: ${availability.reason}`);

/** A repository on `main` and a session worktree of it (branch `deft/work`), with `notes.txt` changed in the worktree. */
async function worktreeOfProject(): Promise<{ project: string; worktree: SessionWorktree; dataDir: string }> {
  const project = realpathSync(gitProject({ 'notes.txt': 'first\n' }));
  const dataDir = join(tempDir('deft-sandbox-worktree-'), 'data');
  const created = await createSessionWorktree({ dataDir, projectDir: project, name: 'work', copyFiles: [] });
  if (!created.ok) throw new Error(created.error);
  writeFileSync(join(created.value.worktree.cwd, 'notes.txt'), 'first\nfrom the session\n');
  return { project, worktree: created.value.worktree, dataDir };
}

/** The worktree session's sandbox as `openSessionTools` opens it: the worktree its working dir, its control files unwritable, with or without the commit's paths. */
function sandboxOf(worktree: SessionWorktree, dataDir: string, commit: boolean) {
  const { settings } = sandboxSettingsFrom({ others: [{ key: 'sandbox', value: { enabled: true }, file: join(worktree.cwd, '.claude/settings.json'), scope: 'project', anchor: worktree.cwd }] }, homedir());
  const paths = commit ? worktreeCommitPaths(worktree) : undefined;
  const sandbox = openSessionSandbox({
    settings,
    workingDirs: [worktree.cwd],
    scratchDir: join(dataDir, 'scratch'),
    writableOutside: paths?.writable,
    denyRead: [],
    denyWrite: [...controlPaths({ projectDir: worktree.cwd, home: homedir(), dataDir }), ...(paths?.unwritable ?? [])],
  });
  onTestFinished(() => sandbox.close());
  return (command: string) =>
    runProcess({ file: '/bin/bash', args: ['-c', command], cwd: worktree.cwd, signal: new AbortController().signal, confinement: sandbox.processes, timeoutMs: 60_000 });
}

const commit = 'git add notes.txt && git commit -qm "From the sandbox" && echo committed';

describe.skipIf(!availability.available)('git commit in a session worktree, in the sandbox (real bubblewrap)', { timeout: 120_000 }, () => {
  it('fails without the repository paths a commit needs, and lands on the session branch with them; main is untouched', async () => {
    const { project, worktree, dataDir } = await worktreeOfProject();
    const main = git(project, 'rev-parse', 'main').trim();

    const refused = await sandboxOf(worktree, dataDir, false)(commit);
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.output).toMatch(/worktrees\/work\/index\.lock.*Read-only file system/);
    expect(git(project, 'rev-parse', 'deft/work').trim()).toBe(main);

    const run = sandboxOf(worktree, dataDir, true);
    const done = await run(commit);
    expect(done.code, done.output).toBe(0);
    expect(done.stdout).toContain('committed');
    expect(git(project, 'log', '-1', '--format=%s', 'deft/work').trim()).toBe('From the sandbox');
    expect(git(project, 'show', 'deft/work:notes.txt')).toBe('first\nfrom the session\n');
    expect(git(project, 'rev-parse', 'main').trim()).toBe(main);
    expect(git(project, 'status', '--porcelain')).toBe('');
  });

  it("keeps the repository's hooks, config, other branches and the worktree's git pointers unwritable", async () => {
    const { project, worktree, dataDir } = await worktreeOfProject();
    const run = sandboxOf(worktree, dataDir, true);
    const common = join(project, '.git');
    const gitDir = join(common, 'worktrees', 'work');
    const config = readFileSync(join(common, 'config'), 'utf8');
    const pointers = ['commondir', 'gitdir'].map((name) => readFileSync(join(gitDir, name), 'utf8'));
    const main = git(project, 'rev-parse', 'main').trim();
    const attempts = [
      `printf '#!/bin/sh\\ntouch pwned\\n' > ${common}/hooks/pre-commit`,
      `git config core.hooksPath ${worktree.cwd}/my-hooks`,
      `git config --worktree core.hooksPath ${worktree.cwd}/my-hooks`,
      `echo ${worktree.cwd} > ${gitDir}/commondir`,
      `echo ${worktree.cwd}/.git > ${gitDir}/gitdir`,
      `printf '[core]\\n\\thooksPath = /tmp\\n' > ${gitDir}/config.worktree`,
      `mkdir -p ${gitDir}/hooks && echo x > ${gitDir}/hooks/pre-commit`,
      `mkdir -p ${gitDir}/info && echo x > ${gitDir}/info/attributes`,
      `echo ${worktree.cwd} > ${common}/objects/info/alternates`,
      `git update-ref refs/heads/main HEAD~0^{tree}`,
      `echo 0000000000000000000000000000000000000000 > ${common}/refs/heads/main`,
      `git branch other`,
      `echo x > ${common}/packed-refs`,
    ];
    for (const attempt of attempts) {
      const tried = await run(`${attempt}; echo ran`);
      expect(tried.stdout, attempt).toContain('ran');
    }
    expect(existsSync(join(common, 'hooks', 'pre-commit'))).toBe(false);
    expect(readFileSync(join(common, 'config'), 'utf8')).toBe(config);
    expect(['commondir', 'gitdir'].map((name) => readFileSync(join(gitDir, name), 'utf8'))).toEqual(pointers);
    for (const made of ['config.worktree', 'hooks/pre-commit', 'info/attributes']) expect(existsSync(join(gitDir, made)), made).toBe(false);
    expect(existsSync(join(common, 'objects', 'info', 'alternates'))).toBe(false);
    expect(existsSync(join(common, 'packed-refs'))).toBe(false);
    expect(git(project, 'rev-parse', 'main').trim()).toBe(main);
    expect(git(project, 'branch', '--format=%(refname:short)').trim().split('\n').sort()).toEqual(['deft/work', 'main']);
    // And a commit still works after all that.
    expect((await run(commit)).stdout).toContain('committed');
  });

  it('gives a clone, and a worktree whose git files do not agree, nothing outside it', async () => {
    const { worktree } = await worktreeOfProject();
    expect(worktreeCommitPaths({ ...worktree, kind: 'clone', branch: null })).toBeUndefined();
    writeFileSync(join(worktree.path, '.git'), `gitdir: ${join(worktree.projectPath, '.git')}\n`);
    expect(worktreeCommitPaths(worktree)).toBeUndefined();
  });
});
