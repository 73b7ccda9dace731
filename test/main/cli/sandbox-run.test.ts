import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sandboxAvailability } from '../../../main/core/sandbox/availability.ts';
import { which } from '../../../main/core/common/process/which.ts';
import { startLlmServer, toolResults, type ScriptEntry } from '../../mocks/llm-server/index.ts';
import { pathWith, tempDir } from '../../helpers/temp-dir.ts';
import { deft, startDeft } from './deft-process.ts';
import { git, gitProject } from '../core/worktrees/git-project.ts';

const availability = sandboxAvailability();
if (!availability.available) console.log(`Skipping the sandboxed deft run: ${availability.reason}`);

/** A git project whose settings turn the sandbox on (and allow nothing), with a folder beside it. */
function sandboxedProject() {
  const root = tempDir('deft-sandbox-run-');
  const [projectDir, outside, dataDir, home] = ['project', 'outside', 'data', 'home'].map((name) => join(root, name));
  for (const dir of [projectDir, outside, home]) mkdirSync(dir);
  mkdirSync(join(projectDir, '.claude'));
  writeFileSync(join(projectDir, '.claude', 'settings.json'), JSON.stringify({ sandbox: { enabled: true } }));
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  return { projectDir, outside, dataDir, home };
}

describe('deft doctor and the sandbox', () => {
  it('says how commands are sandboxed when the settings turn it on, and why not when bubblewrap is missing', () => {
    const { projectDir, dataDir, home } = sandboxedProject();
    const env = { DEFT_DATA_DIR: dataDir, HOME: home };
    const on = deft(['doctor', '--offline', '--project', projectDir], { env }).stdout;
    if (availability.available) expect(on).toMatch(/^Sandbox +on: commands run in bubblewrap/m);
    const bin = pathWith(tempDir(), { rg: which('rg'), git: which('git'), bash: which('bash') });
    const off = deft(['doctor', '--offline', '--project', projectDir], { env: { ...env, PATH: bin } }).stdout;
    expect(off).toMatch(/^Sandbox +unavailable: .*(bubblewrap|bwrap).*; commands are judged by the permission rules only$/m);
  });
});

describe.skipIf(!availability.available)('deft run with the sandbox on (real bubblewrap)', { timeout: 180_000 }, () => {
  it('runs the Bash calls the rules would ask about in the sandbox without asking: the project is writable, outside and $HOME are not', async () => {
    const { projectDir, outside, dataDir, home } = sandboxedProject();
    const script = (path: string) => `python3 -c "open('${path}', 'w').write('x')" && echo wrote || echo refused`;
    const replies: ScriptEntry[] = [
      {
        toolCalls: [
          { id: 'toolu_out', name: 'Bash', input: { command: script(join(outside, 'escaped.txt')) } },
          { id: 'toolu_home', name: 'Bash', input: { command: script(join(home, 'escaped.txt')) } },
          { id: 'toolu_in', name: 'Bash', input: { command: `${script(join(projectDir, 'made.txt'))}; node -e "require('fs').writeFileSync('${outside}/node.txt', 'x')" || echo node-refused` } },
        ],
      },
      (request) => ({ text: toolResults(request).map((result) => result.content.replace(/\s+/g, ' ').trim()).join(' | ') }),
    ];
    const server = await startLlmServer({ replies });
    onTestFinished(() => server.close());
    const args = ['run', '--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', server.url, '--api-key', 'sk-ant-test-0123456789', '--data-dir', dataDir];
    const { code, stdout, stderr } = await startDeft(args, { cwd: projectDir, env: { HOME: home, DEFT_DATA_DIR: '' }, input: 'Try to write files.\n' }).done;
    expect(code, stderr).toBe(0);
    expect(stderr).not.toContain('denied');
    expect(stdout).toMatch(/refused.*\|.*refused.*\|.*wrote.*node-refused/s);
    expect(existsSync(join(outside, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(home, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(outside, 'node.txt'))).toBe(false);
    expect(readFileSync(join(projectDir, 'made.txt'), 'utf8')).toBe('x');
  });

  it('commits on its branch from a Bash call of a session in a worktree', async () => {
    const project = gitProject({ 'notes.txt': 'first\n', '.claude/settings.json': JSON.stringify({ sandbox: { enabled: true } }) });
    const root = join(project, '..');
    const [dataDir, home] = ['data', 'home'].map((name) => join(root, name));
    mkdirSync(home);
    const replies: ScriptEntry[] = [
      { toolCalls: [{ id: 'toolu_commit', name: 'Bash', input: { command: `echo second >> notes.txt && git add notes.txt && git commit -qm 'From the session' && echo committed || echo failed` } }] },
      (request) => ({ text: toolResults(request)[0]?.content ?? '' }),
    ];
    const server = await startLlmServer({ replies });
    onTestFinished(() => server.close());
    const args = ['run', '--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', server.url, '--api-key', 'sk-ant-test-0123456789', '--data-dir', dataDir, '--worktree', 'boxed'];
    const { code, stdout, stderr } = await startDeft(args, { cwd: project, env: { HOME: home, DEFT_DATA_DIR: '' }, input: 'Commit a change.\n' }).done;
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('committed');
    expect(git(project, 'log', '-1', '--format=%s', 'deft/boxed').trim()).toBe('From the session');
    expect(git(project, 'log', '-1', '--format=%s', 'main').trim()).toBe('first');
  });
});
