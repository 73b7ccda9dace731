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
  const logged: string[] = [];
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
    log: (message) => logged.push(message),
  });
  onTestFinished(() => sandbox.close());
  const sh = (command: string) =>
    runProcess({ file: '/bin/bash', args: ['-c', command], cwd: root, signal: new AbortController().signal, confinement: sandbox.processes, timeoutMs: 60_000 });
  return { root, sh, logged };
}

describe.skipIf(!availability.available)('red team 4: the OS sandbox (real bubblewrap)', { timeout: 120_000 }, () => {
  /**
   * `.git/rebase-merge` stays writable inside (denying it would put bubblewrap's placeholder there and
   * git would take every repository for one mid-rebase), so a sandboxed command can plant a rebase whose
   * todo holds `exec …`. The exec lines it adds are commented out when it ends (`sequencer-guard.ts`),
   * so the person's `git rebase --continue` outside runs nothing; exec lines that were there before stay.
   */
  it('keeps a sandboxed command from planting a rebase todo whose exec line git runs outside the sandbox', async () => {
    const { root, sh, logged } = gitProject();
    const planted = await sh(
      'mkdir .git/rebase-merge && cd .git/rebase-merge && git symbolic-ref HEAD > head-name && git rev-parse HEAD | tee onto > orig-head && ' +
        'touch interactive && echo 1 > msgnum && echo 1 > end && printf "exec touch pwned\\nx touch pwned2\\n" > git-rebase-todo && echo planted',
    );
    expect(planted.stdout, planted.output).toContain('planted');
    expect(logged.join('\n')).toContain('exec touch pwned');
    try {
      execFileSync('git', [...gitUser, 'rebase', '--continue'], { cwd: root, stdio: 'ignore' });
    } catch {
      // A refused continue is as good as one that runs nothing.
    }
    expect(existsSync(join(root, 'pwned'))).toBe(false);
    expect(existsSync(join(root, 'pwned2'))).toBe(false);
  });

  it('leaves the exec lines a todo held before the command, and those of no sandboxed command', async () => {
    const { root, sh } = gitProject();
    mkdirSync(join(root, '.git', 'sequencer'));
    const todo = join(root, '.git', 'sequencer', 'todo');
    writeFileSync(todo, 'exec make test\n');
    await sh('echo "exec touch pwned" >> .git/sequencer/todo');
    expect(readFileSync(todo, 'utf8')).toMatch(/^exec make test\n# exec touch pwned .*commented out by Deft/);
    writeFileSync(todo, 'exec make test\nexec make lint\n');
    await sh('true');
    expect(readFileSync(todo, 'utf8')).toBe('exec make test\nexec make lint\n');
  });

  it('removes a todo made a link, never reading or writing what it points to', async () => {
    const { root, sh, logged } = gitProject();
    writeFileSync(join(root, 'outside.txt'), 'exec keep me\n');
    await sh('mkdir -p .git/sequencer && ln -s ../../outside.txt .git/sequencer/todo');
    expect(existsSync(join(root, '.git', 'sequencer', 'todo'))).toBe(false);
    expect(readFileSync(join(root, 'outside.txt'), 'utf8')).toBe('exec keep me\n');
    expect(logged.join('\n')).toContain('not a file');
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
