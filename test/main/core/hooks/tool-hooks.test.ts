import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HookEventName } from '../../../../main/core/hooks/events.ts';
import type { HookRunResult } from '../../../../main/core/hooks/result.ts';
import { toolHooksFrom } from '../../../../main/core/hooks/tool-hooks.ts';
import type { HookMatcherConfig } from '../../../../main/core/hooks/config.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, fixtureTools, textOf, turnContext } from '../tools/fixtures.ts';
import { group, hookScript, runnerWith, settingsFile } from './helpers.ts';

const json = (output: unknown) => `echo '${JSON.stringify(output)}'`;
const preToolUse = (fields: Record<string, unknown>) => json({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...fields } });

/** The real executor with the real hook runner plugged in, over the fixture tools, in a temp project. */
function setup(hooks: (dir: string) => HookMatcherConfig[]) {
  const dir = tempDir();
  const { runner } = runnerWith(dir, hooks(dir));
  const results: Array<[HookEventName, HookRunResult]> = [];
  let mode = 'default';
  const toolHooks = toolHooksFrom(runner, {
    sessionId: 'session-42',
    transcriptPath: join(dir, 'transcript.jsonl'),
    permissionMode: () => mode,
    onResult: (event, result) => results.push([event, result]),
  });
  const { tools, executed } = fixtureTools();
  const { executor } = executorWith(tempDir(), { hooks: toolHooks });
  const run = (name: string, input: unknown) => executor.run({ id: 'call-7', name, input }, turnContext(tools, { cwd: dir }));
  return { dir, run, executed, results, toolHooks, setMode: (next: string) => (mode = next) };
}

describe('toolHooksFrom: the hook runner behind the tool executor', () => {
  it('gives PreToolUse hooks the canonical tool name and the documented fields, and lets exit 2 deny the call', async () => {
    let command = '';
    const { dir, run, executed, setMode } = setup((dir) => {
      command = hookScript(dir, `cat > "${dir}/stdin.json"; echo "not on main" >&2; exit 2`);
      return [group('PreToolUse', command, { matcher: 'Echo' })];
    });
    setMode('acceptEdits');
    const outcome = await run('echo_text', { text: 'hi' });
    expect(outcome.status).toBe('denied');
    expect(textOf(outcome)).toBe('A PreToolUse hook blocked this call: not on main');
    expect(outcome.decision).toEqual({ behavior: 'deny', source: { kind: 'hook', detail: `${command} (${settingsFile})` } });
    expect(executed).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'stdin.json'), 'utf8'))).toEqual({
      session_id: 'session-42',
      transcript_path: join(dir, 'transcript.jsonl'),
      cwd: dir,
      permission_mode: 'acceptEdits',
      hook_event_name: 'PreToolUse',
      tool_name: 'Echo',
      tool_input: { text: 'hi' },
      tool_use_id: 'call-7',
    });
  });

  it('rewrites the input and allows, naming the hook as the source', async () => {
    let command = '';
    const { run, executed } = setup((dir) => {
      command = hookScript(dir, preToolUse({ permissionDecision: 'allow', updatedInput: { text: 'rewritten' } }));
      return [group('PreToolUse', command)];
    });
    const outcome = await run('Echo', { text: 'original' });
    expect(outcome).toMatchObject({ status: 'success', decision: { behavior: 'allow', source: { kind: 'hook', detail: `${command} (${settingsFile})` } } });
    expect(executed).toEqual([{ tool: 'Echo', input: { text: 'rewritten' } }]);
  });

  it('passes "ask" to the permission stage, and leaves "defer" to it', async () => {
    const asked = setup((dir) => [group('PreToolUse', hookScript(dir, preToolUse({ permissionDecision: 'ask', permissionDecisionReason: 'check' })))]);
    const outcome = await asked.run('Echo', { text: 'x' });
    expect(outcome.status).toBe('denied');
    expect(textOf(outcome)).toMatch(/Nobody is available to approve/);
    const deferred = setup((dir) => [group('PreToolUse', hookScript(dir, preToolUse({ permissionDecision: 'defer' })))]);
    expect(await deferred.toolHooks.preToolUse({ sessionId: 's', toolCallId: 'c', toolName: 'Echo', input: {}, cwd: tempDir() }, new AbortController().signal)).toEqual({});
    expect((await deferred.run('Echo', { text: 'x' })).status).toBe('success');
  });

  it('lets the call go ahead when a hook fails, times out or is missing', async () => {
    const { run, executed, results } = setup((dir) => [
      group('PreToolUse', hookScript(dir, 'echo "broken" >&2; exit 1')),
      group('PreToolUse', hookScript(dir, 'sleep 30; exit 2'), { handler: { timeout: 1 } }),
      group('PreToolUse', `"${dir}/missing.sh"`),
    ]);
    const outcome = await run('Echo', { text: 'still runs' });
    expect(outcome.status).toBe('success');
    expect(executed).toHaveLength(1);
    expect(results[0][1].reports.map((report) => report.outcome)).toEqual(['non_blocking_error', 'timed_out', 'crashed']);
  });

  it('denies the call when a hook stops the session, and hands the whole result to the session', async () => {
    const { run, executed, results } = setup((dir) => [group('PreToolUse', hookScript(dir, json({ continue: false, stopReason: 'out of budget', systemMessage: 'budget' })))]);
    const outcome = await run('Echo', { text: 'x' });
    expect(outcome.status).toBe('denied');
    expect(textOf(outcome)).toBe('A PreToolUse hook blocked this call: a hook stopped the session: out of budget');
    expect(executed).toEqual([]);
    expect(results).toMatchObject([['PreToolUse', { stop: { reason: 'out of budget' }, systemMessages: ['budget'] }]]);
  });

  it('adds PostToolUse context and a blocking hook\'s feedback to the result the model sees', async () => {
    let feedback = '';
    const { dir, run } = setup((dir) => {
      feedback = hookScript(dir, 'echo "lint: 2 problems" >&2; exit 2');
      return [
        group('PostToolUse', hookScript(dir, `cat > "${dir}/post.json"; ${json({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'formatted' } })}`)),
        group('PostToolUse', feedback),
      ];
    });
    const outcome = await run('Echo', { text: 'hello' });
    expect(outcome.status).toBe('success');
    expect(outcome.content).toEqual([
      { type: 'text', text: 'hello' },
      { type: 'text', text: 'formatted' },
      { type: 'text', text: `Hook feedback from ${feedback}: lint: 2 problems` },
    ]);
    expect(JSON.parse(readFileSync(join(dir, 'post.json'), 'utf8'))).toMatchObject({
      hook_event_name: 'PostToolUse',
      tool_name: 'Echo',
      tool_input: { text: 'hello' },
      tool_response: 'hello',
      tool_use_id: 'call-7',
      duration_ms: expect.any(Number),
    });
  });

  it('offers postToolUseFailure for the executor to wire', async () => {
    const { dir, toolHooks } = setup((dir) => [
      group('PostToolUseFailure', hookScript(dir, `cat > "${dir}/failure.json"; echo "retry with --force" >&2; exit 2`), { matcher: 'Write' }),
    ]);
    const result = await toolHooks.postToolUseFailure(
      { sessionId: 's', toolCallId: 'call-9', toolName: 'Write', input: { file_path: 'a' }, cwd: dir, error: 'EACCES', isInterrupt: false },
      new AbortController().signal,
    );
    expect(result.additionalContext).toEqual([expect.stringMatching(/: retry with --force$/)]);
    expect(JSON.parse(readFileSync(join(dir, 'failure.json'), 'utf8'))).toMatchObject({
      session_id: 'session-42',
      hook_event_name: 'PostToolUseFailure',
      tool_name: 'Write',
      tool_use_id: 'call-9',
      error: 'EACCES',
      is_interrupt: false,
    });
  });
});
