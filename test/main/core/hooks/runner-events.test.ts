import { describe, expect, it } from 'vitest';
import { hookEventNames, type HookEventName } from '../../../../main/core/hooks/events.ts';
import type { HookRunResult } from '../../../../main/core/hooks/result.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { group, hookScript, noSignal, runnerWith, sampleInputs } from './helpers.ts';

/** A hook that prints `output` as JSON and exits with `code`. */
const jsonHook = (dir: string, output: unknown, code = 0) => hookScript(dir, `cat <<'JSON'\n${JSON.stringify(output)}\nJSON\nexit ${code}`);

async function runOne(event: HookEventName, body: string | ((dir: string) => string)) {
  const dir = tempDir();
  const command = typeof body === 'string' ? hookScript(dir, body) : body(dir);
  const { runner } = runnerWith(dir, [group(event, command)]);
  const result = await runner.run(event, sampleInputs(dir)[event], noSignal());
  expect(result.reports).toHaveLength(1);
  return result;
}

const nothingDecided = (result: HookRunResult) => {
  expect(result.blocked).toBeUndefined();
  expect(result.permission).toBeUndefined();
  expect(result.stop).toBeUndefined();
  expect(result.feedback).toEqual([]);
};

describe('exit 0 with plain text', () => {
  it.each(hookEventNames)('%s: runs, and adds the text to the context only for UserPromptSubmit and SessionStart', async (event) => {
    const result = await runOne(event, 'cat > /dev/null; echo "plain words"');
    expect(result.reports[0]).toMatchObject({ event, outcome: 'success', exitCode: 0 });
    nothingDecided(result);
    const isContext = event === 'UserPromptSubmit' || event === 'SessionStart';
    expect(result.additionalContext).toEqual(isContext ? ['plain words'] : []);
  });
});

describe('exit 2: each event by its own rule', () => {
  const stderr = 'echo "not like this" >&2; exit 2';

  it.each(['UserPromptSubmit', 'Stop', 'SubagentStop', 'PreCompact'] as const)('%s: blocks with stderr as the reason', async (event) => {
    const result = await runOne(event, stderr);
    expect(result.blocked).toMatchObject({ reason: 'not like this', source: { file: '/project/.claude/settings.json' } });
    expect(result.reports[0]).toMatchObject({ outcome: 'blocked', exitCode: 2, message: 'blocked: not like this' });
  });

  it('PreToolUse: blocks the call as a deny, stderr being the reason', async () => {
    const result = await runOne('PreToolUse', stderr);
    expect(result.permission).toMatchObject({ decision: 'deny', reason: 'not like this' });
    expect(result.blocked?.reason).toBe('not like this');
    expect(result.reports[0].outcome).toBe('blocked');
  });

  it.each(['PostToolUse', 'PostToolUseFailure'] as const)('%s: cannot block; stderr goes to the model as feedback', async (event) => {
    const result = await runOne(event, stderr);
    expect(result.blocked).toBeUndefined();
    expect(result.feedback).toMatchObject([{ text: 'not like this' }]);
    expect(result.reports[0]).toMatchObject({ outcome: 'feedback', exitCode: 2 });
  });

  it.each(['SessionStart', 'SessionEnd', 'Notification'] as const)('%s: cannot block; stderr is shown to the person', async (event) => {
    const result = await runOne(event, stderr);
    nothingDecided(result);
    expect(result.systemMessages).toEqual(['not like this']);
    expect(result.reports[0].outcome).toBe('non_blocking_error');
  });

  it('PermissionRequest: exit 2 is not honoured', async () => {
    const result = await runOne('PermissionRequest', stderr);
    nothingDecided(result);
    expect(result.reports[0]).toMatchObject({ outcome: 'non_blocking_error', exitCode: 2 });
    expect(result.reports[0].message).toMatch(/not honoured for PermissionRequest/);
  });

  it('takes the JSON reason when stderr is empty', async () => {
    const result = await runOne('Stop', (dir) => jsonHook(dir, { reason: 'run the tests first' }, 2));
    expect(result.blocked?.reason).toBe('run the tests first');
  });
});

describe('other exit codes are non-blocking errors', () => {
  it.each(hookEventNames)('%s: exit 1 decides nothing and says "hook error (non-blocking)"', async (event) => {
    const result = await runOne(event, 'echo "blocked? no" ; echo "oops" >&2; exit 1');
    nothingDecided(result);
    expect(result.additionalContext).toEqual([]);
    expect(result.reports[0]).toMatchObject({ outcome: 'non_blocking_error', exitCode: 1, message: 'hook error (non-blocking): exit 1: oops' });
  });

  it('a valid JSON answer with a non-2 exit code still decides', async () => {
    const result = await runOne('PreToolUse', (dir) =>
      jsonHook(dir, { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'no rm' } }, 1),
    );
    expect(result.permission).toMatchObject({ decision: 'deny', reason: 'no rm' });
    expect(result.reports[0]).toMatchObject({ outcome: 'blocked', exitCode: 1 });
  });
});

describe('failures that are not decisions', () => {
  it('a missing script is reported as such (127), never as a block', async () => {
    const result = await runOne('PreToolUse', (dir) => `"${dir}/no-such-hook.sh"`);
    nothingDecided(result);
    expect(result.reports[0]).toMatchObject({ outcome: 'crashed', exitCode: 127 });
    expect(result.reports[0].message).toMatch(/^a command was not found \(exit 127\): .*no-such-hook\.sh/);
  });

  it('a hook killed by a signal crashed', async () => {
    const result = await runOne('Stop', 'kill -SEGV $$');
    nothingDecided(result);
    expect(result.reports[0]).toMatchObject({ outcome: 'crashed', message: 'crashed: killed by SIGSEGV' });
    expect(result.reports[0].exitCode).toBeUndefined();
  });

  it('a program that cannot be started (exec form) is a spawn failure', async () => {
    const result = await runOne('PreToolUse', (dir) => `${dir}/missing-program`);
    expect(result.reports[0].outcome).toBe('crashed');
    const execForm = await (async () => {
      const dir = tempDir();
      const { runner } = runnerWith(dir, [group('PreToolUse', `${dir}/missing-program`, { handler: { args: ['x'] } })]);
      return runner.run('PreToolUse', sampleInputs(dir).PreToolUse, noSignal());
    })();
    nothingDecided(execForm);
    expect(execForm.reports[0].outcome).toBe('crashed');
    expect(execForm.reports[0].message).toMatch(/^could not start: spawn .*missing-program ENOENT/);
  });

  it('output that starts with "{" but is not valid hook JSON is an error, not plain text', async () => {
    const broken = await runOne('UserPromptSubmit', 'echo "{not json"');
    expect(broken.additionalContext).toEqual([]);
    expect(broken.reports[0]).toMatchObject({ outcome: 'non_blocking_error' });
    expect(broken.reports[0].message).toMatch(/starts with "\{" but is not JSON/);
    const wrongType = await runOne('Stop', (dir) => jsonHook(dir, { continue: 'no' }));
    expect(wrongType.stop).toBeUndefined();
    expect(wrongType.reports[0].message).toMatch(/JSON output is invalid.*continue/);
  });
});

describe('JSON output, per event', () => {
  it('PreToolUse: permissionDecision, its reason, updatedInput and additionalContext', async () => {
    const result = await runOne('PreToolUse', (dir) =>
      jsonHook(dir, {
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'ask',
          permissionDecisionReason: 'touches the network',
          updatedInput: { command: 'npm test -- --offline' },
          additionalContext: 'the network is slow today',
        },
      }),
    );
    expect(result.permission).toMatchObject({ decision: 'ask', reason: 'touches the network' });
    expect(result.updatedInput?.value).toEqual({ command: 'npm test -- --offline' });
    expect(result.additionalContext).toEqual(['the network is slow today']);
    expect(result.blocked).toBeUndefined();
    expect(result.reports[0].outcome).toBe('success');
  });

  it.each([
    ['approve', { decision: 'allow', reason: 'looks fine' }],
    ['block', { decision: 'deny', reason: 'looks fine' }],
  ])('PreToolUse: legacy top-level decision "%s" maps to %o', async (legacy, expected) => {
    const result = await runOne('PreToolUse', (dir) => jsonHook(dir, { decision: legacy, reason: 'looks fine' }));
    expect(result.permission).toMatchObject(expected);
  });

  it('PreToolUse: a misplaced top-level permissionDecision is ignored and said so', async () => {
    const result = await runOne('PreToolUse', (dir) => jsonHook(dir, { permissionDecision: 'deny' }));
    expect(result.permission).toBeUndefined();
    expect(result.reports[0].notes).toEqual(['"permissionDecision" belongs inside "hookSpecificOutput"; ignored']);
  });

  it('PostToolUse: additionalContext, and decision "block" becomes feedback, not a block', async () => {
    const result = await runOne('PostToolUse', (dir) =>
      jsonHook(dir, { decision: 'block', reason: 'lint failed', hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'formatted' } }),
    );
    expect(result.blocked).toBeUndefined();
    expect(result.feedback).toMatchObject([{ text: 'lint failed' }]);
    expect(result.additionalContext).toEqual(['formatted']);
  });

  it('PostToolUseFailure: additionalContext', async () => {
    const result = await runOne('PostToolUseFailure', (dir) =>
      jsonHook(dir, { hookSpecificOutput: { hookEventName: 'PostToolUseFailure', additionalContext: 'try --verbose' } }),
    );
    expect(result.additionalContext).toEqual(['try --verbose']);
  });

  it('PermissionRequest: decision.behavior with updatedInput; deny with interrupt stops', async () => {
    const allowed = await runOne('PermissionRequest', (dir) =>
      jsonHook(dir, { hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: { behavior: 'allow', updatedInput: { command: 'npm ci' } } } }),
    );
    expect(allowed.permission).toMatchObject({ decision: 'allow' });
    expect(allowed.updatedInput?.value).toEqual({ command: 'npm ci' });
    const denied = await runOne('PermissionRequest', (dir) =>
      jsonHook(dir, {
        hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: { behavior: 'deny', message: 'not here', interrupt: true, updatedPermissions: [] } },
      }),
    );
    expect(denied.permission).toMatchObject({ decision: 'deny', reason: 'not here' });
    expect(denied.blocked?.reason).toBe('not here');
    expect(denied.stop?.reason).toBe('not here');
    expect(denied.reports[0].notes).toEqual(['"decision.updatedPermissions" is not supported yet; ignored']);
  });

  it('UserPromptSubmit: additionalContext, and decision "block" blocks the prompt', async () => {
    const context = await runOne('UserPromptSubmit', (dir) =>
      jsonHook(dir, { hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: 'branch: main' } }),
    );
    expect(context.additionalContext).toEqual(['branch: main']);
    const blocked = await runOne('UserPromptSubmit', (dir) => jsonHook(dir, { decision: 'block', reason: 'contains a secret' }));
    expect(blocked.blocked?.reason).toBe('contains a secret');
  });

  it.each(['Stop', 'SubagentStop', 'PreCompact'] as const)('%s: decision "block" with a reason blocks', async (event) => {
    const result = await runOne(event, (dir) => jsonHook(dir, { decision: 'block', reason: 'the tests still fail' }));
    expect(result.blocked?.reason).toBe('the tests still fail');
    expect(result.reports[0].outcome).toBe('blocked');
  });

  it('SessionStart: additionalContext', async () => {
    const result = await runOne('SessionStart', (dir) =>
      jsonHook(dir, { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'open issues: 3', sessionTitle: 'x' } }),
    );
    expect(result.additionalContext).toEqual(['open issues: 3']);
    expect(result.reports[0].notes).toEqual(['not supported for SessionStart yet, ignored: hookSpecificOutput.sessionTitle']);
  });

  it.each(['SessionEnd', 'Notification'] as const)('%s: systemMessage reaches the person; decision "block" has no effect', async (event) => {
    const result = await runOne(event, (dir) => jsonHook(dir, { systemMessage: 'saved the log', decision: 'block' }));
    nothingDecided(result);
    expect(result.systemMessages).toEqual(['saved the log']);
    expect(result.reports[0].notes).toEqual([`"decision": "block" has no effect on ${event}`]);
  });

  it('continue: false stops the session, with stopReason, whatever else the hook said', async () => {
    const result = await runOne('PostToolUse', (dir) => jsonHook(dir, { continue: false, stopReason: 'the build is broken', suppressOutput: true }));
    expect(result.stop).toMatchObject({ reason: 'the build is broken', source: { file: '/project/.claude/settings.json' } });
    expect(result.reports[0]).toMatchObject({ outcome: 'blocked', message: 'stopped the session: the build is broken' });
  });

  it('ignores hookSpecificOutput meant for another event, and says so', async () => {
    const result = await runOne('PostToolUse', (dir) =>
      jsonHook(dir, { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny' } }),
    );
    expect(result.permission).toBeUndefined();
    expect(result.reports[0].notes).toEqual(['"hookSpecificOutput" is for PreToolUse, not PostToolUse; ignored']);
  });

  it('caps strings at 10,000 characters', async () => {
    const result = await runOne('UserPromptSubmit', `head -c 25000 /dev/zero | tr '\\0' 'a'`);
    const [context] = result.additionalContext;
    expect(context.startsWith('a'.repeat(10_000) + '\n')).toBe(true);
    expect(context).toMatch(/\[15000 more characters cut\]$/);
  });
});
