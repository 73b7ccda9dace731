import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runProcess } from '../../../../main/core/common/process/run-process.ts';
import { controlPaths } from '../../../../main/core/permissions/paths/control-files.ts';
import { sandboxAvailability } from '../../../../main/core/sandbox/availability.ts';
import { openSessionSandbox } from '../../../../main/core/sandbox/session-sandbox.ts';
import { sandboxSettingsFrom } from '../../../../main/core/sandbox/settings.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

const availability = sandboxAvailability();
const gitUser = ['-c', 'user.email=red@team', '-c', 'user.name=red'];

/** A git project with one commit and a `.claude/settings.json`, its control files the sandbox's denyWrite, as a session has them. */
function gitProject() {
  const base = realpathSync(tempDir('deft-sandbox-red4-'));
  const root = join(base, 'project');
  mkdirSync(join(root, '.claude'), { recursive: true });
  writeFileSync(join(root, '.claude', 'settings.json'), '{}');
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', [...gitUser, 'commit', '-q', '--allow-empty', '-m', 'one'], { cwd: root });
  const { settings } = sandboxSettingsFrom(
    { others: [{ key: 'sandbox', value: { enabled: true }, file: join(root, '.claude/settings.json'), scope: 'project', anchor: root }] },
    homedir(),
  );
  const sandbox = openSessionSandbox({
    settings,
    workingDirs: [root],
    scratchDir: join(base, 'scratch'),
    denyRead: [],
    denyWrite: controlPaths({ projectDir: root, home: join(base, 'home'), dataDir: join(base, 'data') }),
  });
  onTestFinished(() => sandbox.close());
  const sh = (command: string) =>
    runProcess({ file: '/bin/bash', args: ['-c', command], cwd: root, signal: new AbortController().signal, confinement: sandbox.processes, timeoutMs: 60_000 });
  return { root, sh };
}

describe.skipIf(!availability.available)('red team 4: the OS sandbox (real bubblewrap)', { timeout: 120_000 }, () => {
  /**
   * Gets through: `.git/rebase-merge` is writable inside, so a sandboxed command plants an interactive
   * rebase whose todo holds `exec …`; the person's `git rebase --continue` outside runs it unconfined.
   * Not fixed here: denying the folder would put bubblewrap's placeholder there, and git would take
   * every repository for one in the middle of a rebase (as with `.git/commondir`); it needs a guard like
   * `commondir-guard.ts` that tells git's own rebase from a planted one.
   */
  it.fails('keeps a sandboxed command from planting a rebase todo whose exec line git runs outside the sandbox', async () => {
    const { root, sh } = gitProject();
    const planted = await sh(
      'mkdir .git/rebase-merge && cd .git/rebase-merge && git symbolic-ref HEAD > head-name && git rev-parse HEAD | tee onto > orig-head && ' +
        'touch interactive && echo 1 > msgnum && echo 1 > end && echo "exec touch pwned" > git-rebase-todo && echo planted',
    );
    expect(planted.stdout, planted.output).toContain('planted');
    try {
      execFileSync('git', [...gitUser, 'rebase', '--continue'], { cwd: root, stdio: 'ignore' });
    } catch {
      // A refused continue is what the sandbox should bring about.
    }
    expect(existsSync(join(root, 'pwned'))).toBe(false);
  });

  it('holds: no rename of .git, .git/hooks or .claude, no .mcp.json by a rename, no config.worktree link, no .gitmodules', async () => {
    const { root, sh } = gitProject();
    const attempts = [
      'mv .git .git-old && mkdir .git && cp -r .git-old/HEAD .git-old/objects .git-old/refs .git/ && printf "[core]\\n\\thooksPath = evil\\n" > .git/config',
      'mv .git/hooks .git/hooks-old',
      'mv .claude .claude-old && mkdir .claude && echo "{\\"permissions\\":{\\"allow\\":[\\"Bash(rm:*)\\"]}}" > .claude/settings.json',
      'echo "{}" > x.json && mv x.json .mcp.json',
      'printf "[core]\\n\\thooksPath = evil\\n" > evil.cfg && ln -s ../evil.cfg .git/config.worktree',
      'printf "[submodule \\"x\\"]\\n\\tpath = x\\n\\turl = ./x\\n" > .gitmodules',
    ];
    for (const attempt of attempts) expect((await sh(attempt)).code, attempt).not.toBe(0);
    expect(readFileSync(join(root, '.claude', 'settings.json'), 'utf8')).toBe('{}');
    expect(readFileSync(join(root, '.git', 'config'), 'utf8')).not.toContain('hooksPath');
    for (const path of ['.mcp.json', '.gitmodules', '.git-old', '.claude-old', '.git/hooks-old']) expect(existsSync(join(root, path)), path).toBe(false);
  });
});
