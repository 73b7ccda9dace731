import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { ToolHooks } from '../../../../main/core/tools/hooks.ts';
import type { Approvals, PermissionRequest, PermissionService } from '../../../../main/core/tools/permission.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, fixtureTools, textOf, turnContext } from './fixtures.ts';

const call = (name: string, input: unknown, id = 'call-1') => ({ id, name, input });

describe('executor: lookup and input (stages 2-4)', () => {
  it('finds a tool by name, alias, and name in another case', async () => {
    const { tools, executed } = fixtureTools();
    const { executor } = executorWith(tempDir());
    for (const name of ['Echo', 'echo_text', 'echo', 'ECHO_TEXT']) {
      const outcome = await executor.run(call(name, { text: 'hi' }), turnContext(tools));
      expect(outcome, name).toMatchObject({ status: 'success', toolName: 'Echo', content: [{ type: 'text', text: 'hi' }] });
    }
    expect(executed).toHaveLength(4);
  });

  it('answers an unknown name with at most five close tool names', async () => {
    const { tools } = fixtureTools();
    const { executor } = executorWith(tempDir());
    const outcome = await executor.run(call('Ech', { text: 'hi' }), turnContext(tools));
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/No tool is named "Ech"\. The closest tools are: Echo/);
  });

  it('refuses a registered tool that is not offered in this turn', async () => {
    const { tools, executed } = fixtureTools();
    const { executor } = executorWith(tempDir());
    const outcome = await executor.run(
      call('Write', { file_path: 'a', content: 'b' }),
      turnContext(tools.filter((tool) => tool.name !== 'Write'), { allTools: tools }),
    );
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toContain('not available here');
    expect(executed).toEqual([]);
  });

  it('parses JSON string arguments and reports schema problems field by field', async () => {
    const { tools, executed } = fixtureTools();
    const { executor } = executorWith(tempDir());
    expect((await executor.run(call('Echo', '{"text": "from json",}'), turnContext(tools))).status).toBe('success');
    const outcome = await executor.run(call('Echo', { text: 5, extra: true }), turnContext(tools));
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/text/);
    expect(textOf(outcome)).toMatch(/extra/);
    expect(textOf(outcome)).toMatch(/Rewrite the input so it satisfies the schema/);
    expect(executed).toHaveLength(1);
  });

  it('stops at a failed validate, before hooks, permission and execute', async () => {
    const { tools, executed } = fixtureTools();
    const hooks: ToolHooks = { preToolUse: vi.fn(async () => ({})), postToolUse: vi.fn(async () => ({})) };
    const decide = vi.fn(() => ({ behavior: 'allow' as const, source: { kind: 'default' as const, detail: '' } }));
    const { executor } = executorWith(tempDir(), { hooks, permissions: { decide } });
    const outcome = await executor.run(call('Write', { file_path: 'a\0b', content: '' }), turnContext(tools));
    expect(outcome).toMatchObject({ status: 'error', content: [{ text: 'file_path contains a NUL byte' }] });
    expect(hooks.preToolUse).not.toHaveBeenCalled();
    expect(decide).not.toHaveBeenCalled();
    expect(executed).toEqual([]);
  });
});

describe('executor: hooks and permission (stages 5-6)', () => {
  it('lets a PreToolUse hook rewrite the input, and the permission stage sees the rewrite', async () => {
    const { tools, executed } = fixtureTools();
    const seen: PermissionRequest[] = [];
    const hooks: ToolHooks = {
      preToolUse: async (event) => ({ updatedInput: { ...(event.input as object), text: 'rewritten' } }),
      postToolUse: async () => ({}),
    };
    const permissions: PermissionService = {
      decide: (request) => {
        seen.push(request);
        return { behavior: 'allow', source: { kind: 'rule', detail: 'Echo (test)' } };
      },
    };
    const { executor } = executorWith(tempDir(), { hooks, permissions });
    const outcome = await executor.run(call('Echo', { text: 'original' }), turnContext(tools));
    expect(seen[0].input).toEqual({ text: 'rewritten' });
    expect(executed).toEqual([{ tool: 'Echo', input: { text: 'rewritten' } }]);
    expect(outcome).toMatchObject({ status: 'success', input: { text: 'rewritten' }, decision: { behavior: 'allow', source: { kind: 'rule' } } });
  });

  it('rejects a hook rewrite that breaks the schema', async () => {
    const { tools, executed } = fixtureTools();
    const hooks: ToolHooks = { preToolUse: async () => ({ updatedInput: { text: 42 } }), postToolUse: async () => ({}) };
    const { executor } = executorWith(tempDir(), { hooks });
    const outcome = await executor.run(call('Echo', { text: 'x' }), turnContext(tools));
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toContain('hook rewrote the input');
    expect(executed).toEqual([]);
  });

  it('a hook that denies blocks the call before the permission stage', async () => {
    const { tools, executed } = fixtureTools();
    const decide = vi.fn();
    const hooks: ToolHooks = {
      preToolUse: async () => ({ decision: 'deny', reason: 'no writes on Fridays', source: { kind: 'hook', detail: 'check.sh' } }),
      postToolUse: async () => ({}),
    };
    const { executor } = executorWith(tempDir(), { hooks, permissions: { decide } });
    const outcome = await executor.run(call('Write', { file_path: 'a', content: 'b' }), turnContext(tools));
    expect(outcome).toMatchObject({ status: 'denied', decision: { behavior: 'deny', source: { kind: 'hook', detail: 'check.sh' } } });
    expect(textOf(outcome)).toContain('no writes on Fridays');
    expect(decide).not.toHaveBeenCalled();
    expect(executed).toEqual([]);
  });

  it('a denial never reaches execute, and says why', async () => {
    const { tools, executed } = fixtureTools();
    const permissions: PermissionService = {
      decide: () => ({ behavior: 'deny', message: 'Write(/etc/**) is denied', source: { kind: 'rule', detail: 'Write(/etc/**) in settings.json' } }),
    };
    const { executor } = executorWith(tempDir(), { permissions });
    const outcome = await executor.run(call('Write', { file_path: '/etc/passwd', content: '' }), turnContext(tools));
    expect(outcome).toMatchObject({ status: 'denied', decision: { behavior: 'deny', source: { detail: 'Write(/etc/**) in settings.json' } } });
    expect(textOf(outcome)).toContain('Write(/etc/**) is denied');
    expect(executed).toEqual([]);
  });

  it('asks the person when the permission service asks, and records their answer', async () => {
    const { tools, executed } = fixtureTools();
    const ask: PermissionService = { decide: () => ({ behavior: 'ask', reason: 'writes a file', source: { kind: 'mode', detail: 'default' } }) };
    const allow: Approvals = { request: async () => ({ decision: 'allow', scope: 'session' }) };
    const deny: Approvals = { request: async () => ({ decision: 'deny', message: 'use a temp file instead' }) };

    const allowed = executorWith(tempDir(), { permissions: ask, approvals: allow });
    const yes = await allowed.executor.run(call('Write', { file_path: 'a', content: 'b' }), turnContext(tools));
    expect(yes).toMatchObject({ status: 'success', decision: { behavior: 'allow', source: { kind: 'person', detail: 'allow session' } } });
    expect(allowed.events.map((event) => event.type)).toEqual(['started', 'permission_asked', 'permission_answered', 'running', 'finished']);

    const denied = executorWith(tempDir(), { permissions: ask, approvals: deny });
    const no = await denied.executor.run(call('Write', { file_path: 'a', content: 'b' }), turnContext(tools));
    expect(no).toMatchObject({ status: 'denied', decision: { behavior: 'deny', source: { kind: 'person' } } });
    expect(textOf(no)).toContain('use a temp file instead');
    expect(executed).toHaveLength(1);
  });

  it('refuses every call when it was created without a permission service, whatever a hook says', async () => {
    const { tools, executed } = fixtureTools();
    const hooks: ToolHooks = { preToolUse: async () => ({ decision: 'allow' }), postToolUse: async () => ({}) };
    const { executor, events } = executorWith(tempDir(), { permissions: undefined, hooks });
    const outcomes = await executor.runTurn([call('Echo', { text: 'hi' }, 'a'), call('Write', { file_path: 'a', content: 'b' }, 'b')], turnContext(tools));
    expect(outcomes).toMatchObject([
      { status: 'denied', decision: { behavior: 'deny', source: { kind: 'policy', detail: 'no permission service' } } },
      { status: 'denied', decision: { behavior: 'deny', source: { kind: 'policy', detail: 'no permission service' } } },
    ]);
    expect(textOf(outcomes[0])).toBe('Permission denied: this executor has no permission service, so it refuses every call.');
    expect(events.map((event) => event.type)).toEqual(['started', 'finished', 'started', 'finished']);
    expect(executed).toEqual([]);
  });

  it('denies when there is nobody to ask', async () => {
    const { tools, executed } = fixtureTools();
    const ask: PermissionService = { decide: () => ({ behavior: 'ask', source: { kind: 'mode', detail: 'default' } }) };
    const { executor } = executorWith(tempDir(), { permissions: ask });
    const outcome = await executor.run(call('Write', { file_path: 'a', content: 'b' }), turnContext(tools));
    expect(outcome.status).toBe('denied');
    expect(executed).toEqual([]);
  });
});

describe('executor: execute, truncate, post hooks (stages 7-10)', () => {
  it('turns a thrown ToolError into its message, and a crash into an error with the stack logged', async () => {
    const { tools } = fixtureTools();
    const { executor, logged } = executorWith(tempDir());
    const expected = await executor.run(call('Fail', { kind: 'tool' }), turnContext(tools));
    expect(expected).toMatchObject({ status: 'error', content: [{ text: 'the file is locked by another program' }] });
    expect(logged).toEqual([]);
    const crash = await executor.run(call('Fail', { kind: 'crash' }), turnContext(tools));
    expect(crash.status).toBe('error');
    expect(textOf(crash)).toContain('cannot read properties of undefined');
    expect(logged).toHaveLength(1);
    expect((logged[0] as Error).stack).toBeDefined();
  });

  it('truncates a long error message like any other output', async () => {
    const { defineTool, ToolError } = await import('../../../../main/core/tools/define.ts');
    const { z } = await import('zod');
    const noisy = defineTool({
      name: 'Noisy',
      description: 'Fails loudly.',
      input: z.strictObject({}),
      execute() {
        throw new ToolError('line of a long failure\n'.repeat(20_000));
      },
    });
    const { executor } = executorWith(tempDir());
    const outcome = await executor.run(call('Noisy', {}), turnContext([noisy]));
    expect(outcome.status).toBe('error');
    expect(textOf(outcome).length).toBeLessThan(60 * 1024);
    expect(readFileSync(outcome.spillPath!, 'utf8')).toContain('line of a long failure');
  });

  it('gives the model a result part that is neither text nor image as its JSON, so the call still fits the shared vocabulary', async () => {
    const { defineTool } = await import('../../../../main/core/tools/define.ts');
    const { toolEvent } = await import('../../../../shared/vocabulary/tool-calls.ts');
    const { z } = await import('zod');
    const odd = defineTool({
      name: 'Odd',
      description: 'Answers in a shape of its own, as a project tool file may.',
      input: z.strictObject({}),
      execute: () => 'ignored',
      toResult: () => [{ type: 'text', text: 'fine' }, { type: 'json', value: 1 }] as never,
    });
    const { executor, events } = executorWith(tempDir());
    const outcome = await executor.run(call('Odd', {}), turnContext([odd]));
    expect(outcome.content).toEqual([{ type: 'text', text: 'fine' }, { type: 'text', text: '{"type":"json","value":1}' }]);
    for (const event of events) expect(toolEvent.safeParse(event).success, event.type).toBe(true);
  });

  it('times out a call that outlives its limit, even one that ignores its signal', async () => {
    const { tools } = fixtureTools();
    const { executor } = executorWith(tempDir());
    const outcome = await executor.run(call('Stubborn', {}), turnContext(tools));
    expect(outcome.status).toBe('timed_out');
    expect(textOf(outcome)).toContain('timed out after 50 ms');
  });

  it('spills long output to a file and gives the model head, tail and how to read the rest', async () => {
    const { tools } = fixtureTools();
    const { executor } = executorWith(tempDir());
    const line = 'x'.repeat(99) + '\n';
    const outcome = await executor.run(call('Echo', { text: line, times: 5000 }), turnContext(tools));
    expect(outcome.status).toBe('success');
    expect(outcome.spillPath).toBeDefined();
    expect(readFileSync(outcome.spillPath!, 'utf8')).toBe(line.repeat(5000));
    const shown = textOf(outcome);
    expect(shown.length).toBeLessThan(60 * 1024);
    expect(shown).toContain(outcome.spillPath!);
    expect(shown).toMatch(/Read/);
  });

  it('adds PostToolUse hook context to the result', async () => {
    const { tools } = fixtureTools();
    const hooks: ToolHooks = {
      preToolUse: async () => ({}),
      postToolUse: async (event) => ({ additionalContext: [`lint ok after ${event.toolName}`] }),
    };
    const { executor } = executorWith(tempDir(), { hooks });
    const outcome = await executor.run(call('Echo', { text: 'hi' }), turnContext(tools));
    expect(outcome.content).toEqual([
      { type: 'text', text: 'hi' },
      { type: 'text', text: 'lint ok after Echo' },
    ]);
  });

  it('reports progress and metadata from the tool as events, and the outcome with timing', async () => {
    const { tools } = fixtureTools();
    const { executor, events } = executorWith(tempDir());
    const { defineTool } = await import('../../../../main/core/tools/define.ts');
    const { z } = await import('zod');
    const chatty = defineTool({
      name: 'Chatty',
      description: 'Talks while it works.',
      input: z.strictObject({}),
      activity: () => 'Chatting',
      execute(_input, context) {
        context.progress('half way');
        context.metadata({ lines: 3 });
        return 'done';
      },
    });
    const outcome = await executor.run(call('Chatty', {}), turnContext([...tools, chatty]));
    expect(events.map((event) => event.type)).toEqual(['started', 'running', 'progress', 'metadata', 'finished']);
    expect(events[1]).toMatchObject({ activity: 'Chatting' });
    expect(outcome).toMatchObject({ status: 'success', metadata: { lines: 3 } });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
    expect(events.at(-1)).toEqual({ type: 'finished', outcome });
  });
});
