import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUserText, toolResults, type RecordedRequest } from '../../../mocks/llm-server/index.ts';
import { listSessions } from '../../../../main/core/store/sessions.ts';
import { loadSession } from '../../../../main/core/store/load.ts';
import { getTodos } from '../../../../main/core/store/todos.ts';
import { startCollectingEnvironment } from '../../../../main/core/agent/prompt/environment/collect-environment.ts';
import { harness, person } from './session-harness.ts';

const signal = () => new AbortController().signal;
const systemOf = (request: RecordedRequest) => JSON.stringify((request.body as { system?: unknown }).system ?? '');

describe('an agent session', () => {
  it('reads, edits after approval, and answers, keeping every step in the store', async () => {
    const h = await harness(
      [
        { text: 'Let me look.', toolCalls: [{ id: 'toolu_1', name: 'Read', input: { file_path: 'notes.txt' } }] },
        (request) => ({
          toolCalls: [{ id: 'toolu_2', name: 'Edit', input: { file_path: 'notes.txt', old_string: 'draft', new_string: 'final' } }],
          text: toolResults(request)[0].content.includes('draft') ? 'Saw it.' : 'Did not see it.',
        }),
        { text: 'Changed draft to final.' },
      ],
      { 'notes.txt': 'a draft note\n' },
    );
    const you = person();
    const session = await h.open({ approvals: you.approvals });
    const result = await session.send('Make the note final', signal());

    expect(result).toMatchObject({ status: 'done', text: 'Changed draft to final.', turns: 3 });
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
    expect(you.asked.map((request) => [request.toolName, request.agent])).toEqual([['Edit', 'main']]);
    expect(you.asked[0].diff).toContain('+a final note');
    expect(lastUserText(h.server.requests[0])).toBe('Make the note final');
    expect(systemOf(h.server.requests[0])).toContain(h.projectDir);

    const stored = loadSession(h.store, session.session.id)!.messages;
    expect(stored.map((message) => [message.role, message.parts.map((part) => part.toolName ?? part.text)])).toEqual([
      ['user', ['Make the note final']],
      ['assistant', ['Let me look.', 'Read']],
      ['assistant', ['Saw it.', 'Edit']],
      ['assistant', ['Changed draft to final.']],
    ]);
    expect(stored[2].parts[1]).toMatchObject({ state: 'success', decision: { behavior: 'allow', source: { kind: 'person' } } });
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });

  it('retries rate limits, overload and a dropped stream, leaving only the whole answer in the store', async () => {
    const h = await harness([{ status: 429, retryAfter: 0 }, { status: 529 }, { text: 'Half of an answer that breaks', dropAfter: 4 }, { text: 'The whole answer.' }]);
    const session = await h.open();
    const result = await session.send('Hello', signal());

    expect(result).toMatchObject({ status: 'done', text: 'The whole answer.' });
    const retries = h.events.filter((event) => event.type === 'status' && event.status === 'retrying');
    expect(retries.map((event) => event.type === 'status' && event.attempt)).toEqual([2, 3, 4]);
    expect(h.events.filter((event) => event.type === 'message_discarded')).toHaveLength(3);
    const stored = loadSession(h.store, session.session.id)!.messages;
    expect(stored.map((message) => message.parts.map((part) => part.text))).toEqual([['Hello'], ['The whole answer.']]);
  });

  it('ends the turn with a clear error when the provider refuses the key, recording no response', async () => {
    const h = await harness([{ status: 401 }]);
    const session = await h.open();
    const result = await session.send('Hello', signal());
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/ANTHROPIC_API_KEY/);
    expect(h.server.requests).toHaveLength(1);
    expect(loadSession(h.store, session.session.id)!.messages.map((message) => message.role)).toEqual(['user']);
  });

  it('stops at once when cancelled while the model is slow', async () => {
    const h = await harness([{ text: 'too late', delayMs: 30_000 }]);
    const session = await h.open();
    const controller = new AbortController();
    const sending = session.send('Hello', controller.signal);
    while (h.server.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect((await sending).status).toBe('cancelled');
  });

  it('gives the model a malformed tool call’s error to act on', async () => {
    const h = await harness([{ toolCalls: [{ id: 'toolu_1', name: 'Read', rawInput: '{"file_path": "a.txt"' }] }, { text: 'I will fix my call.' }]);
    const session = await h.open();
    await session.send('Read a.txt', signal());
    const [result] = toolResults(h.server.requests[1]);
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/JSON|input/i);
  });

  it('tells a model stuck in a loop first, asks the person when it goes on, and stops when they say so', async () => {
    const read = { toolCalls: [{ name: 'Read', input: { file_path: 'a.txt' } }] };
    const h = await harness([read, read, read, read, { text: 'never asked' }], { 'a.txt': 'same\n' });
    const you = person((request) => (request.title.includes('go on') ? { decision: 'deny' } : { decision: 'allow', scope: 'once' }));
    const session = await h.open({ approvals: you.approvals });
    const result = await session.send('Read a.txt', signal());
    expect(result).toMatchObject({ status: 'error', errorKind: 'loop' });
    expect(result.error).toBe('Stopped: the agent called Read with the same input three times in a row, getting the same result each time, and went on after being told.');
    const told = toolResults(h.server.requests[3]).at(-1)!.content;
    expect(told).toContain('Note from Deft: you have called Read with the same input three times in a row');
    expect(you.asked.filter((request) => request.title.includes('go on'))).toHaveLength(1);
    expect(you.asked.at(-1)!.title).toMatch(/went on after being told\. Let it go on\?/);
    expect(h.server.requests).toHaveLength(4);
  });

  it('lets a stuck agent go on when the person allows it, telling it again before asking again', async () => {
    const read = { toolCalls: [{ name: 'Read', input: { file_path: 'a.txt' } }] };
    const h = await harness([read, read, read, read, read, read, read, read, { text: 'Gave up.' }], { 'a.txt': 'same\n' });
    const you = person();
    const session = await h.open({ approvals: you.approvals });
    const result = await session.send('Read a.txt', signal());
    expect(result).toMatchObject({ status: 'done', text: 'Gave up.' });
    expect(you.asked.filter((request) => request.title.includes('go on'))).toHaveLength(2);
    const notes = h.server.requests.map((request) => toolResults(request).at(-1)?.content ?? '').map((text) => /Note from Deft: you (have|were told)/.exec(text)?.[1]);
    expect(notes).toEqual([undefined, undefined, undefined, 'have', 'were told', undefined, undefined, 'have', 'were told']);
  });

  it('compacts near the context limit, keeping recent messages and the todo list', async () => {
    const h = await harness([
      { toolCalls: [{ name: 'TodoWrite', input: { todos: [{ content: 'Ship it', status: 'in_progress', activeForm: 'Shipping it' }] } }], usage: { input: 190_000 } },
      { text: 'SUMMARY: the person wants to ship.' },
      { text: 'Done.' },
    ]);
    const session = await h.open();
    const result = await session.send('Plan the release', signal());
    expect(result).toMatchObject({ status: 'done', text: 'Done.' });
    expect(lastUserText(h.server.requests[1])).toMatch(/compacted/);
    const after = JSON.stringify(h.server.requests[2].body);
    expect(after).toContain('SUMMARY: the person wants to ship.');
    expect(after).toContain('[in_progress] Ship it');
    expect(after).not.toContain('Plan the release');
    const stored = loadSession(h.store, session.session.id)!.messages;
    expect(stored.some((message) => message.role === 'system' && message.parts[0].metadata?.compaction)).toBe(true);
  });

  it('compacts on /compact, and a continued session sees the summary instead of the old turns', async () => {
    const h = await harness([{ text: 'First answer.' }, { text: 'Second answer.' }, { text: 'SUMMARY of both.' }, { text: 'Third answer.' }]);
    const first = await h.open();
    await first.send('first question', signal());
    await first.send('second question', signal());
    expect((await first.send('/compact keep the answers', signal())).status).toBe('done');
    expect(lastUserText(h.server.requests[2])).toContain('keep the answers');
    const again = await h.open({ session: { continue: true } });
    expect(again.session.id).toBe(first.session.id);
    await again.send('third question', signal());
    const sent = JSON.stringify(h.server.requests[3].body);
    expect(sent).toContain('SUMMARY of both.');
    expect(sent).not.toContain('first question');
  });

  it('keeps what each todo says while it runs (its activeForm) when the session is closed and resumed', async () => {
    const todos = [
      { content: 'Run the tests', status: 'completed', activeForm: 'Running the tests' },
      { content: 'Ship it', status: 'in_progress', activeForm: 'Shipping it' },
    ];
    const h = await harness([{ toolCalls: [{ name: 'TodoWrite', input: { todos } }] }, { text: 'Planned.' }]);
    const first = await h.open();
    await first.send('Plan the release', signal());
    await first.close();

    const again = await h.open({ session: { continue: true } });
    expect(again.resumed).toBe(true);
    expect(getTodos(h.store, again.session.id)).toEqual(todos);
  });

  it('runs a sub-agent in its own child session, its approvals naming it', async () => {
    const h = await harness([
      { toolCalls: [{ id: 'toolu_task', name: 'Task', input: { description: 'Make a file', prompt: 'Create out.txt with the word hi', subagent_type: 'general-purpose' } }] },
      (request) => ({ toolCalls: [{ name: 'Bash', input: { command: 'echo hi > out.txt' } }], text: systemOf(request).includes('sub-agent') ? '' : 'WRONG PROMPT' }),
      { text: 'Created out.txt.' },
      (request) => ({ text: `The sub-agent reported: ${toolResults(request)[0].content}` }),
    ]);
    const you = person();
    const session = await h.open({ approvals: you.approvals });
    const result = await session.send('Delegate it', signal());

    expect(result.text).toBe('The sub-agent reported: Created out.txt.');
    expect(readFileSync(join(h.projectDir, 'out.txt'), 'utf8')).toBe('hi\n');
    expect(you.asked.map((request) => [request.toolName, request.agent])).toEqual([['Bash', 'general-purpose']]);
    const [child] = listSessions(h.store, { includeChildren: true }).filter((entry) => entry.parentId === session.session.id);
    expect(child.title).toBe('Make a file');
    const childMessages = loadSession(h.store, child.id)!.messages;
    expect(childMessages.map((message) => message.role)).toEqual(['user', 'assistant', 'assistant']);
    expect(childMessages[1].parts.map((part) => [part.toolName, part.state])).toEqual([['Bash', 'success']]);
    const parentCalls = loadSession(h.store, session.session.id)!.messages.flatMap((message) => message.parts.filter((part) => part.kind === 'tool'));
    expect(parentCalls.map((part) => [part.toolName, part.state])).toEqual([['Task', 'success']]);
    const subagentEvents = h.events.filter((event) => event.subagent?.parentToolCallId === 'toolu_task');
    expect(subagentEvents.some((event) => event.type === 'tool')).toBe(true);
    expect(h.server.requests[1].body).not.toMatchObject({ tools: expect.arrayContaining([expect.objectContaining({ name: 'Task' })]) });
  });

  it('keeps an explore sub-agent read-only', async () => {
    const h = await harness([
      { toolCalls: [{ name: 'Task', input: { description: 'Look around', prompt: 'Write x.txt', subagent_type: 'explore' } }] },
      { toolCalls: [{ name: 'Bash', input: { command: 'touch x.txt' } }] },
      (request) => ({ text: `Could not: ${toolResults(request)[0].content}` }),
      { text: 'ok' },
    ]);
    const session = await h.open();
    await session.send('Explore', signal());
    expect(toolResults(h.server.requests[2])[0].content).toMatch(/plan mode/);
    expect(() => readFileSync(join(h.projectDir, 'x.txt'))).toThrow();
  });

  it('calls the UserPromptSubmit and Stop hooks', async () => {
    const h = await harness([{ text: 'first try' }, (request) => ({ text: `continued after: ${lastUserText(request)}` })]);
    const hooksDir = join(h.projectDir, '.claude');
    const stopScript = join(h.projectDir, 'stop.sh');
    writeFileSync(stopScript, `#!/bin/sh\ngrep -q '"stop_hook_active":true' && exit 0\necho "run the tests too" >&2\nexit 2\n`, { mode: 0o755 });
    const submitScript = join(h.projectDir, 'submit.sh');
    writeFileSync(submitScript, `#!/bin/sh\necho "The sprint ends Friday."\n`, { mode: 0o755 });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(hooksDir, { recursive: true });
    writeFileSync(
      join(hooksDir, 'settings.json'),
      JSON.stringify({
        hooks: {
          Stop: [{ hooks: [{ type: 'command', command: stopScript }] }],
          UserPromptSubmit: [{ hooks: [{ type: 'command', command: submitScript }] }],
        },
      }),
    );
    const session = await h.open();
    const result = await session.send('Do it', signal());
    expect(JSON.stringify(h.server.requests[0].body)).toContain('The sprint ends Friday.');
    expect(result.text).toBe('continued after: A Stop hook asks you to continue: run the tests too');
  });

  it('adds a sub-folder’s CLAUDE.md the first time the model reads under it', async () => {
    const read = (path: string) => ({ toolCalls: [{ name: 'Read', input: { file_path: path } }] });
    const h = await harness([read('pkg/a.txt'), read('pkg/b.txt'), { text: 'ok' }], {
      'CLAUDE.md': 'Root rule: be brief.\n',
      'pkg/CLAUDE.md': 'Package rule: never touch generated files.\n',
      'pkg/a.txt': 'a\n',
      'pkg/b.txt': 'b\n',
    });
    const session = await h.open();
    await session.send('Read the package', signal());
    expect(systemOf(h.server.requests[0])).toContain('Root rule: be brief.');
    expect(systemOf(h.server.requests[0])).not.toContain('Package rule');
    expect(toolResults(h.server.requests[1])[0].content).toContain('Package rule: never touch generated files.');
    expect(toolResults(h.server.requests[2])[0].content).not.toContain('Package rule');
  });

  it('gives SessionStart hooks’ context to the model and calls SessionEnd on close', async () => {
    const h = await harness([{ text: 'ok' }]);
    const log = join(h.projectDir, 'ended.log');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(h.projectDir, '.claude'), { recursive: true });
    writeFileSync(
      join(h.projectDir, '.claude', 'settings.json'),
      JSON.stringify({
        hooks: {
          SessionStart: [{ matcher: 'startup', hooks: [{ type: 'command', command: 'echo "Today is release day."' }] }],
          SessionEnd: [{ hooks: [{ type: 'command', command: `cat > ${log}` }] }],
        },
      }),
    );
    const session = await h.open();
    await session.send('Hi', signal());
    expect(systemOf(h.server.requests[0])).toContain('Today is release day.');
    await session.close();
    expect(JSON.parse(readFileSync(log, 'utf8'))).toMatchObject({ hook_event_name: 'SessionEnd', session_id: session.session.id, reason: 'other' });
  });

  it('runs several sub-agents at once', async () => {
    const brief = (name: string) => ({ name: 'Task', input: { description: `Look at ${name}`, prompt: `Report on ${name}`, subagent_type: 'explore' } });
    const h = await harness([
      { toolCalls: [brief('alpha'), brief('beta')] },
      ...[1, 2].map(() => (request: RecordedRequest) => ({ text: `report: ${lastUserText(request)}`, delayMs: 300 })),
      (request) => ({ text: toolResults(request).map((result) => result.content).join(' | ') }),
    ]);
    const session = await h.open();
    const result = await session.send('Survey', signal());
    expect(result.text).toBe('report: Report on alpha | report: Report on beta');
    const subagentRequests = h.events.flatMap((event, index) => (event.subagent && event.type === 'status' && event.status === 'requesting' ? [index] : []));
    const firstSubagentDone = h.events.findIndex((event) => event.type === 'tool' && event.event.type === 'finished' && event.event.outcome.toolName === 'Task');
    expect(subagentRequests).toHaveLength(2);
    expect(subagentRequests[1]).toBeLessThan(firstSubagentDone);
  });

  it('cancels a running sub-agent with its parent', async () => {
    const h = await harness([
      { toolCalls: [{ name: 'Task', input: { description: 'Slow work', prompt: 'Take your time', subagent_type: 'general-purpose' } }] },
      { text: 'too late', delayMs: 30_000 },
    ]);
    const session = await h.open();
    const controller = new AbortController();
    const sending = session.send('Go', controller.signal);
    while (h.server.requests.length < 2) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect((await sending).status).toBe('cancelled');
    const task = h.events.find((event) => event.type === 'tool' && event.event.type === 'finished');
    expect(task).toMatchObject({ event: { outcome: { toolName: 'Task', status: 'cancelled' } } });
  });

  it('takes the environment its host began collecting for the folder it works in, and collects its own for another', async () => {
    const h = await harness([{ text: 'one' }, { text: 'two' }]);
    const gitEnv = { PATH: process.env.PATH };
    execFileSync('git', ['symbolic-ref', 'HEAD', 'refs/heads/collected-early'], { cwd: h.projectDir });
    const early = startCollectingEnvironment(h.projectDir, gitEnv);
    await early.collected;
    execFileSync('git', ['symbolic-ref', 'HEAD', 'refs/heads/renamed-since'], { cwd: h.projectDir });

    await (await h.open({ environment: early })).send('Hi', signal());
    expect(systemOf(h.server.requests[0])).toContain('branch collected-early');
    await (await h.open({ environment: startCollectingEnvironment(`${h.projectDir}-elsewhere`, gitEnv) })).send('Hi', signal());
    expect(systemOf(h.server.requests[1])).toContain('branch renamed-since');
  });

  it('turns extended thinking on with MAX_THINKING_TOKENS, as Claude Code does', async () => {
    const h = await harness([{ reasoning: 'Let me think.', text: 'Thought about it.' }, { text: 'again' }]);
    const session = await h.open({ env: { PATH: process.env.PATH, MAX_THINKING_TOKENS: '2048' } });
    await session.send('Think first', signal());
    expect(h.server.requests[0].body).toMatchObject({ thinking: { type: 'enabled', budget_tokens: 2048 } });
    await session.send('And now?', signal());
    expect(JSON.stringify(h.server.requests[1].body)).toContain('Let me think.');
    expect(h.events.some((event) => event.type === 'reasoning' && event.delta.includes('think'))).toBe(true);
  });
});
