import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolResults } from '../../../mocks/llm-server/index.ts';
import { apiKey, routerHarness, type RouterHarness } from '../conversations/router-harness.ts';

const readNote = { toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] };
const editNote = { toolCalls: [{ id: 'toolu_edit', name: 'Edit', input: { file_path: 'notes.txt', old_string: 'draft', new_string: 'final' } }] };

async function started(h: RouterHarness, prompt: string) {
  const session = await h.ok('sessions.create', { projectPath: h.projectDir });
  const idle = h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle');
  expect(await h.ok('chat.send', { sessionId: session.id, prompt })).toEqual({ sessionId: session.id, status: 'running' });
  return { session, idle };
}

describe('chat over the router', () => {
  it('streams a turn as batched events in order, with no key in them', async () => {
    const h = await routerHarness([{ reasoning: 'Thinking it over.', text: `Hello there, my friend. Your key is ${apiKey}.` }]);
    const { session, idle } = await started(h, 'Say hello');
    await idle;

    const events = h.agentEvents();
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('session');
    expect(types.at(-1)).toBe('result');
    expect(types.indexOf('message')).toBeLessThan(types.indexOf('text'));
    const text = events.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('');
    expect(text).toBe('Hello there, my friend. Your key is [redacted].');
    expect(events.flatMap((event) => (event.type === 'reasoning' ? [event.delta] : [])).join('')).toBe('Thinking it over.');
    expect(JSON.stringify(h.emitted)).not.toContain(apiKey);
    expect(h.emitted.filter((entry) => entry.channel === 'chat.status').map((entry) => entry.payload)).toEqual([
      { sessionId: session.id, status: 'running' },
      { sessionId: session.id, status: 'idle', ended: 'done' },
    ]);
  });

  it('says how a model request failed, answers the same prompt again on retry, and refuses a retry once answered', async () => {
    const h = await routerHarness([{ status: 401 }, { text: 'Answered on the retry.' }]);
    const { session, idle } = await started(h, 'Hello');
    await idle;
    expect(h.agentEvents().at(-1)).toMatchObject({ type: 'result', status: 'error', modelError: 'auth' });

    const again = h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle', h.emitted.length);
    expect(await h.ok('chat.retry', { sessionId: session.id })).toEqual({ sessionId: session.id, status: 'running' });
    await again;
    expect(h.agentEvents().at(-1)).toMatchObject({ type: 'result', status: 'done', text: 'Answered on the retry.' });
    const [first, second] = h.server.requests.map((request) => (request.body as { messages: unknown[] }).messages);
    expect(second).toEqual(first);

    const refused = h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle', h.emitted.length);
    await h.ok('chat.retry', { sessionId: session.id });
    await refused;
    expect(h.agentEvents().at(-1)).toMatchObject({ type: 'result', status: 'error', error: 'Nothing to answer again: the conversation ends on an answer.' });
    expect(h.server.requests).toHaveLength(2);
  });

  it('asks for approval, lists it as pending, and runs the tool once allowed', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'Made it final.' }], { 'notes.txt': 'a draft note\n' });
    const { session, idle } = await started(h, 'Make the note final');
    const asked = await h.event('approvals.asked');
    expect(asked).toMatchObject({ sessionId: session.id, toolName: 'Edit', toolCallId: 'toolu_edit', agent: 'main', kind: 'permission' });
    expect(asked.diff).toContain('+a final note');
    expect(await h.ok('approvals.pending', undefined)).toEqual({ approvals: [asked] });
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('a draft note\n');

    expect(await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once' } })).toEqual({ id: asked.id, sessionId: session.id });
    await idle;
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
    expect(await h.event('approvals.answered')).toEqual({ id: asked.id, sessionId: session.id, decision: 'allow' });
    expect(await h.ok('approvals.pending', { sessionId: session.id })).toEqual({ approvals: [] });
    const finished = h.agentEvents().findLast((event) => event.type === 'tool' && event.event.type === 'finished');
    expect(finished).toMatchObject({ event: { outcome: { toolName: 'Edit', status: 'success' } } });
    expect(h.agentEvents().at(-1)).toMatchObject({ type: 'result', status: 'done', text: 'Made it final.' });
  });

  it('gives the model the person’s reason for a denial', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'Understood.' }], { 'notes.txt': 'a draft note\n' });
    const { idle } = await started(h, 'Make the note final');
    const asked = await h.event('approvals.asked');
    await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'deny', message: 'Keep it a draft until Friday.' } });
    await idle;
    expect(toolResults(h.server.requests[2])[0].content).toContain('Keep it a draft until Friday.');
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('a draft note\n');
  });

  it('refuses answers that do not fit the request, and a second prompt while one runs', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'ok' }], { 'notes.txt': 'a draft note\n' });
    const { session, idle } = await started(h, 'Make the note final');
    const asked = await h.event('approvals.asked');

    const busy = await h.call('chat.send', { sessionId: session.id, prompt: 'And another thing' });
    expect(busy).toMatchObject({ ok: false, error: { message: expect.stringMatching(/still answering/) } });
    const shape = await h.call('approvals.respond', { id: asked.id, answer: { decision: 'maybe' } as never });
    expect(shape).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const rule = await h.call('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'always', rules: ['Bash(*)'] } });
    expect(rule).toMatchObject({ ok: false, error: { message: expect.stringMatching(/was not offered/) } });
    expect(await h.ok('approvals.pending', undefined)).toEqual({ approvals: [asked] });

    await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once' } });
    await idle;
    expect(h.server.requests).toHaveLength(3);
  });

  it('cancels a turn waiting for approval: the request is withdrawn and the turn ends', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'never' }], { 'notes.txt': 'a draft note\n' });
    const { session, idle } = await started(h, 'Make the note final');
    const asked = await h.event('approvals.asked');

    expect(await h.ok('chat.cancel', { sessionId: session.id })).toEqual({ sessionId: session.id, status: 'idle', cancelled: true });
    await idle;
    expect(await h.event('approvals.withdrawn')).toEqual({ id: asked.id, sessionId: session.id });
    expect(await h.ok('approvals.pending', undefined)).toEqual({ approvals: [] });
    const late = await h.call('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once' } });
    expect(late).toMatchObject({ ok: false, error: { message: expect.stringMatching(/No approval/) } });
    expect(h.agentEvents().at(-1)).toMatchObject({ type: 'result', status: 'cancelled' });
    expect(h.server.requests).toHaveLength(2);
    expect(await h.ok('chat.cancel', { sessionId: session.id })).toMatchObject({ cancelled: false });
  });

  it('answers a later prompt in the same conversation, reopening it from the store after a release', async () => {
    const h = await routerHarness([{ text: 'First.' }, { text: 'Second.' }]);
    const { session, idle } = await started(h, 'one');
    await idle;
    await h.core.conversations.release(session.id);
    const since = h.emitted.length;
    const again = h.event('chat.status', (status) => status.status === 'idle', since);
    await h.ok('chat.send', { sessionId: session.id, prompt: 'two' });
    await again;
    expect(JSON.stringify(h.server.requests[1].body)).toContain('First.');
    expect(h.agentEvents().at(-1)).toMatchObject({ type: 'result', text: 'Second.' });
  });

  it('passes the person’s answers to AskUserQuestion, refusing answers to questions not asked', async () => {
    const question = { question: 'Which database?', header: 'Database', options: [{ label: 'SQLite', description: 'one file' }, { label: 'Postgres', description: 'a server' }] };
    const h = await routerHarness([{ toolCalls: [{ name: 'AskUserQuestion', input: { questions: [question] } }] }, { text: 'SQLite it is.' }]);
    const { idle } = await started(h, 'Set up storage');
    const asked = await h.event('approvals.asked');
    expect(asked).toMatchObject({ kind: 'question', title: 'Which database?', questions: [{ header: 'Database', multiSelect: false }] });

    const stray = await h.call('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once', answers: { 'Which cache?': 'Redis' } } });
    expect(stray).toMatchObject({ ok: false, error: { message: expect.stringMatching(/is not a question/) } });
    await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once', answers: { 'Which database?': 'SQLite' } } });
    await idle;
    expect(toolResults(h.server.requests[1])[0].content).toContain('"Which database?" → "SQLite"');
  });

  it('lists a sub-agent’s request under its conversation, naming the sub-agent, with no key in it', async () => {
    const h = await routerHarness([
      { toolCalls: [{ name: 'Task', input: { description: 'Save the key', prompt: 'Write key.txt', subagent_type: 'general-purpose' } }] },
      { toolCalls: [{ name: 'Write', input: { file_path: 'key.txt', content: `key=${apiKey}\n` } }] },
      { text: 'Wrote it.' },
      { text: 'Done.' },
    ]);
    const { session, idle } = await started(h, 'Delegate');
    const asked = await h.event('approvals.asked');
    expect(asked).toMatchObject({ sessionId: session.id, agent: 'general-purpose', toolName: 'Write' });
    expect(JSON.stringify(asked)).toContain('key=[redacted]');
    expect(JSON.stringify(asked)).not.toContain(apiKey);
    expect((await h.ok('approvals.pending', { sessionId: session.id })).approvals).toHaveLength(1);
    await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once' } });
    await idle;
    expect(readFileSync(join(h.projectDir, 'key.txt'), 'utf8')).toBe(`key=${apiKey}\n`);
    const subagentEvents = h.emitted.filter((entry) => entry.channel === 'chat.event' && JSON.stringify(entry.payload).includes('"subagent"'));
    expect(subagentEvents.every((entry) => (entry.payload as { sessionId: string }).sessionId === session.id)).toBe(true);
    expect(subagentEvents.length).toBeGreaterThan(0);
    expect(JSON.stringify(h.emitted)).not.toContain(apiKey);
  });

  it('sets a session’s mode, which the next edit obeys and the session keeps when reopened', async () => {
    const touch = { toolCalls: [{ id: 'toolu_touch', name: 'Bash', input: { command: 'touch made.txt' } }] };
    const h = await routerHarness([touch, { text: 'Plan mode kept me from changing anything.' }]);
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    expect(await h.ok('chat.setMode', { sessionId: session.id, mode: 'plan' })).toEqual({ sessionId: session.id, mode: 'plan' });
    await h.core.conversations.release(session.id);
    const idle = h.event('chat.status', (status) => status.status === 'idle');
    await h.ok('chat.send', { sessionId: session.id, prompt: 'Make a file' });
    await idle;
    expect(existsSync(join(h.projectDir, 'made.txt'))).toBe(false);
    expect(h.emitted.some((entry) => entry.channel === 'approvals.asked')).toBe(false);
    expect(h.agentEvents().find((event) => event.type === 'tool' && event.event.type === 'finished')).toMatchObject({ event: { outcome: { status: 'denied' } } });
    expect(await h.call('chat.setMode', { sessionId: session.id, mode: 'sideways' } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('titles a session from its first prompt as soon as it is stored, and says so', async () => {
    const touch = { toolCalls: [{ id: 'toolu_touch', name: 'Bash', input: { command: 'touch made.txt' } }] };
    const h = await routerHarness([touch]);
    const { session } = await started(h, '# Fix the login form\nIt rejects valid emails.');
    expect(await h.event('sessions.updated')).toMatchObject({ id: session.id, title: 'Fix the login form' });
    await h.event('approvals.asked');
    expect(h.core.conversations.isRunning(session.id)).toBe(true);
    await h.ok('chat.cancel', { sessionId: session.id });
  });

  it('takes images with a prompt, and refuses a prompt with neither text nor image, or an image that is not one', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const h = await routerHarness([{ text: 'A pixel.' }]);
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    for (const input of [
      { sessionId: session.id, prompt: '  ' },
      { sessionId: session.id, prompt: '', images: [] },
      { sessionId: session.id, prompt: 'Look', images: [{ mediaType: 'image/tiff', data: png }] },
      { sessionId: session.id, prompt: 'Look', images: [{ mediaType: 'image/png', data: 'not base64!' }] },
    ]) {
      expect(await h.call('chat.send', input as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    }
    const idle = h.event('chat.status', (status) => status.status === 'idle');
    await h.ok('chat.send', { sessionId: session.id, prompt: '', images: [{ mediaType: 'image/png', data: png }] });
    await idle;
    expect(JSON.stringify(h.server.requests[0].body)).toContain(png);
    const loaded = await h.ok('sessions.load', { id: session.id });
    expect(loaded.messages[0].images).toEqual([{ mediaType: 'image/png', data: png }]);
  });

  it('refuses images for a model known not to read them before the turn starts, storing nothing', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const h = await routerHarness([], {}, (url) => ({ DEFT_BASE_URL: url, DEFT_API_KEY: 'sk-compatible' }));
    const session = await h.ok('sessions.create', { projectPath: h.projectDir, provider: 'openai-compatible', model: 'deepseek-chat' });
    const refused = await h.call('chat.send', { sessionId: session.id, prompt: 'Look', images: [{ mediaType: 'image/png', data: png }] });
    expect(refused).toMatchObject({ ok: false, error: { message: 'deepseek-chat does not read images; choose a model that does to send them.' } });
    expect(h.server.requests).toEqual([]);
    expect((await h.ok('sessions.load', { id: session.id })).messages).toEqual([]);
    expect(h.core.conversations.isRunning(session.id)).toBe(false);
  });
});
