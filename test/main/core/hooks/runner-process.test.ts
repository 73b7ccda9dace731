import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { group, hookScript, isRunning, noSignal, readLines, runnerWith, sampleInputs } from './helpers.ts';

describe('what a hook process gets', () => {
  it('reads the documented JSON on stdin: the common fields, hook_event_name, then the event fields', async () => {
    const dir = tempDir();
    const { runner } = runnerWith(dir, [
      group('PreToolUse', hookScript(dir, `cat > "${dir}/pre.json"`)),
      group('SessionStart', hookScript(dir, `cat > "${dir}/start.json"`)),
    ]);
    const inputs = sampleInputs(dir);
    await runner.run('PreToolUse', inputs.PreToolUse, noSignal());
    await runner.run('SessionStart', inputs.SessionStart, noSignal());
    const pre = readFileSync(join(dir, 'pre.json'), 'utf8');
    expect(Object.keys(JSON.parse(pre))).toEqual([
      'session_id', 'transcript_path', 'cwd', 'permission_mode', 'hook_event_name', 'tool_name', 'tool_input', 'tool_use_id',
    ]);
    expect(JSON.parse(pre)).toEqual({
      session_id: 'session-1',
      transcript_path: join(dir, 'transcript.jsonl'),
      cwd: dir,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'npm test', description: 'Run the tests' },
      tool_use_id: 'toolu_1',
    });
    expect(JSON.parse(readFileSync(join(dir, 'start.json'), 'utf8'))).toMatchObject({ hook_event_name: 'SessionStart', source: 'startup', model: 'claude-sonnet' });
  });

  it('runs in the project dir, with CLAUDE_PROJECT_DIR and DEFT_PROJECT_DIR, the given env, no TTY, in its own process group', async () => {
    const dir = tempDir();
    const out = join(dir, 'env.txt');
    const command = hookScript(
      dir,
      `printf '%s\\n' "$PWD" "$CLAUDE_PROJECT_DIR" "$DEFT_PROJECT_DIR" "$FROM_OPTIONS" > "${out}"
       if [ -t 0 ] || [ -t 1 ]; then echo tty >> "${out}"; else echo no-tty >> "${out}"; fi
       if [ "$(ps -o pgid= -p $$ | tr -d ' ')" = "$$" ]; then echo own-group >> "${out}"; else echo shared-group >> "${out}"; fi`,
    );
    const { runner } = runnerWith(dir, [group('Stop', command)], { env: { PATH: process.env.PATH, FROM_OPTIONS: 'yes' } });
    await runner.run('Stop', sampleInputs(dir).Stop, noSignal());
    expect(readLines(out)).toEqual([dir, dir, dir, 'yes', 'no-tty', 'own-group']);
  });

  it('runs the exec form without a shell, expanding ${VAR} in its arguments', async () => {
    const dir = tempDir();
    const out = join(dir, 'args.txt');
    const { runner } = runnerWith(dir, [
      group('Stop', 'node', { handler: { args: ['-e', `require('fs').writeFileSync(process.argv[1], process.argv.slice(2).join('|'))`, out, '${CLAUDE_PROJECT_DIR}/x', '$HOME; rm -rf /'] } }),
    ]);
    const result = await runner.run('Stop', sampleInputs(dir).Stop, noSignal());
    expect(result.reports[0].outcome).toBe('success');
    expect(readFileSync(out, 'utf8')).toBe(`${dir}/x|$HOME; rm -rf /`);
  });
});

describe('several hooks', () => {
  it('run in parallel: two 300 ms hooks overlap, by their own clocks', async () => {
    const dir = tempDir();
    const stamp = `node -e 'console.log(Date.now())'`;
    const timed = (name: string) => hookScript(dir, `${stamp} > "${dir}/${name}.start"; sleep 0.3; ${stamp} > "${dir}/${name}.end"`);
    const { runner } = runnerWith(dir, [group('PreToolUse', timed('a')), group('PreToolUse', timed('b'), { matcher: 'Bash' })]);
    const result = await runner.run('PreToolUse', sampleInputs(dir).PreToolUse, noSignal());
    expect(result.reports.map((report) => report.outcome)).toEqual(['success', 'success']);
    const at = (name: string) => Number(readFileSync(join(dir, name), 'utf8'));
    expect(at('a.start')).toBeLessThan(at('b.end'));
    expect(at('b.start')).toBeLessThan(at('a.end'));
  });

  it('run once when identical (same type, command and args) across files; different args are different hooks', async () => {
    const dir = tempDir();
    const log = join(dir, 'runs.txt');
    const command = hookScript(dir, `echo "ran $*" >> "${log}"`);
    const { runner } = runnerWith(dir, [
      group('Stop', command, { file: '/home/me/.claude/settings.json' }),
      group('Stop', command, { file: '/project/.claude/settings.json' }),
      group('Stop', 'bash', { handler: { args: [command.slice(1, -1), 'one'] } }),
      group('Stop', 'bash', { handler: { args: [command.slice(1, -1), 'one'] }, file: '/project/.claude/settings.local.json' }),
      group('Stop', 'bash', { handler: { args: [command.slice(1, -1), 'two'] } }),
    ]);
    const result = await runner.run('Stop', sampleInputs(dir).Stop, noSignal());
    expect(result.reports.map((report) => report.file)).toEqual([
      '/home/me/.claude/settings.json',
      '/project/.claude/settings.json',
      '/project/.claude/settings.json',
    ]);
    expect(readLines(log).map((line) => line.trim()).sort()).toEqual(['ran', 'ran one', 'ran two']);
  });

  it('weigh permission decisions deny > defer > ask > allow, whatever the order', async () => {
    const dir = tempDir();
    const decide = (decision: string) =>
      hookScript(dir, `echo '${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: decision, permissionDecisionReason: decision } })}'`);
    const verdict = async (...decisions: string[]) => {
      const { runner } = runnerWith(dir, decisions.map((decision) => group('PreToolUse', decide(decision))));
      return (await runner.run('PreToolUse', sampleInputs(dir).PreToolUse, noSignal())).permission?.decision;
    };
    expect(await verdict('allow', 'ask')).toBe('ask');
    expect(await verdict('ask', 'allow')).toBe('ask');
    expect(await verdict('allow', 'deny', 'ask')).toBe('deny');
    expect(await verdict('ask', 'defer', 'allow')).toBe('defer');
    expect(await verdict('defer', 'deny')).toBe('deny');
    expect(await verdict('allow')).toBe('allow');
  });

  it('an exit-2 block outranks another hook\'s allow', async () => {
    const dir = tempDir();
    const allow = hookScript(dir, `echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}'`);
    const { runner } = runnerWith(dir, [group('PreToolUse', allow), group('PreToolUse', hookScript(dir, 'echo "no" >&2; exit 2'))]);
    const result = await runner.run('PreToolUse', sampleInputs(dir).PreToolUse, noSignal());
    expect(result.permission).toMatchObject({ decision: 'deny', reason: 'no' });
  });

  it('take the last updatedInput by configuration order, and tell the overridden hook', async () => {
    const dir = tempDir();
    const rewrite = (command: string, delay: string) =>
      hookScript(dir, `sleep ${delay}; echo '${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', updatedInput: { command } } })}'`);
    const first = rewrite('first', '0.2');
    const second = rewrite('second', '0');
    const { runner, reports } = runnerWith(dir, [group('PreToolUse', first), group('PreToolUse', second, { file: '/other.json' })]);
    const result = await runner.run('PreToolUse', sampleInputs(dir).PreToolUse, noSignal());
    expect(result.updatedInput).toEqual({ value: { command: 'second' }, source: { command: second, file: '/other.json' } });
    expect(reports[0].notes).toEqual([`its updatedInput was overridden by a later hook: ${second} (/other.json)`]);
    expect(reports[1].notes).toEqual([]);
  });
});

describe('time limits and cancellation', () => {
  it('kills a hook that outlives its timeout; it decides nothing', async () => {
    const dir = tempDir();
    const { runner } = runnerWith(dir, [group('PreToolUse', hookScript(dir, 'sleep 30; exit 2'), { handler: { timeout: 1 } })]);
    const result = await runner.run('PreToolUse', sampleInputs(dir).PreToolUse, noSignal());
    expect(result.permission).toBeUndefined();
    expect(result.blocked).toBeUndefined();
    expect(result.reports[0]).toMatchObject({ outcome: 'timed_out', message: 'timed out after 1 s and was killed; it decided nothing' });
  });

  it('sends SIGKILL when the hook ignores SIGTERM', async () => {
    const dir = tempDir();
    const command = hookScript(dir, `trap '' TERM; echo $$ > "${dir}/pid"; sleep 30`);
    const { runner } = runnerWith(dir, [group('Stop', command, { handler: { timeout: 1 } })]);
    const result = await runner.run('Stop', sampleInputs(dir).Stop, noSignal());
    expect(result.reports[0].outcome).toBe('timed_out');
    expect(isRunning(Number(readFileSync(join(dir, 'pid'), 'utf8')))).toBe(false);
  });

  it('kills the hook and its children when the signal aborts', async () => {
    const dir = tempDir();
    const pidFile = join(dir, 'child.pid');
    const command = hookScript(dir, `sleep 60 & echo $! > "${pidFile}.tmp"; mv "${pidFile}.tmp" "${pidFile}"; wait`);
    const { runner } = runnerWith(dir, [group('Stop', command)]);
    const controller = new AbortController();
    const running = runner.run('Stop', sampleInputs(dir).Stop, controller.signal);
    await expect.poll(() => existsSync(pidFile), { timeout: 10_000 }).toBe(true);
    const child = Number(readFileSync(pidFile, 'utf8'));
    expect(isRunning(child)).toBe(true);
    controller.abort();
    const result = await running;
    expect(result.reports[0].outcome).toBe('cancelled');
    await expect.poll(() => isRunning(child), { timeout: 5_000 }).toBe(false);
  });

  it('returns when the hook exits even if a background child keeps its output open', async () => {
    const dir = tempDir();
    const command = hookScript(dir, `sleep 20 & echo $! > "${dir}/pid"; echo '{"decision":"block","reason":"done"}'`);
    const { runner } = runnerWith(dir, [group('Stop', command)]);
    const result = await runner.run('Stop', sampleInputs(dir).Stop, noSignal());
    const holder = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    expect(isRunning(holder)).toBe(true);
    process.kill(holder);
    expect(result.blocked?.reason).toBe('done');
  });
});

describe('background hooks (async: true)', () => {
  it('are not waited for, decide nothing, and report when they end', async () => {
    const dir = tempDir();
    const go = join(dir, 'go');
    const command = hookScript(dir, `while [ ! -f "${go}" ]; do sleep 0.05; done; echo "no" >&2; exit 2`);
    const { runner, reports } = runnerWith(dir, [group('PreToolUse', command, { handler: { async: true } })]);
    const result = await runner.run('PreToolUse', sampleInputs(dir).PreToolUse, noSignal());
    expect(result.reports).toEqual([]);
    expect(result.permission).toBeUndefined();
    writeFileSync(go, '');
    await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(1);
    expect(reports[0]).toMatchObject({ async: true, outcome: 'blocked', exitCode: 2 });
  });

  it('are stopped by close()', async () => {
    const dir = tempDir();
    const { runner, reports } = runnerWith(dir, [group('SessionEnd', hookScript(dir, 'sleep 60'), { handler: { async: true } })]);
    await runner.run('SessionEnd', sampleInputs(dir).SessionEnd, noSignal());
    await runner.close();
    expect(reports).toMatchObject([{ outcome: 'cancelled', async: true }]);
  });
});

describe('switches', () => {
  it('disableAllHooks runs nothing', async () => {
    const dir = tempDir();
    const marker = join(dir, 'ran');
    const { runner, reports } = runnerWith(dir, [group('Stop', hookScript(dir, `touch "${marker}"; exit 2`))], { disableAllHooks: true });
    const result = await runner.run('Stop', sampleInputs(dir).Stop, noSignal());
    expect(result).toEqual({ additionalContext: [], feedback: [], systemMessages: [], reports: [] });
    expect(reports).toEqual([]);
    expect(existsSync(marker)).toBe(false);
  });

  it('a handler with "if" runs when no rule matcher is given, and is skipped when the rule does not match', async () => {
    const dir = tempDir();
    const log = join(dir, 'runs.txt');
    const hooks = [group('PreToolUse', hookScript(dir, `echo ran >> "${log}"`), { handler: { if: 'Bash(git *)', statusMessage: 'Checking git' } })];
    const input = sampleInputs(dir).PreToolUse;

    await runnerWith(dir, hooks).runner.run('PreToolUse', input, noSignal());
    expect(readLines(log)).toEqual(['ran']);

    const seen: unknown[] = [];
    const matchesRule = (rule: string, toolName: string, toolInput: unknown) => {
      seen.push([rule, toolName, toolInput]);
      return (toolInput as { command: string }).command.startsWith('git ');
    };
    const { runner } = runnerWith(dir, hooks, { matchesRule });
    const skipped = await runner.run('PreToolUse', input, noSignal());
    expect(skipped.reports).toMatchObject([{ outcome: 'skipped', statusMessage: 'Checking git', message: 'its "if" rule Bash(git *) does not match this call' }]);
    await runner.run('PreToolUse', { ...input, tool_input: { command: 'git status' } }, noSignal());
    expect(readLines(log)).toEqual(['ran', 'ran']);
    expect(seen[0]).toEqual(['Bash(git *)', 'Bash', input.tool_input]);
  });
});
