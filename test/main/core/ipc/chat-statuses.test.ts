import { describe, expect, it } from 'vitest';
import { lastUserText } from '../../../mocks/llm-server/index.ts';
import { errorBody } from '../../../mocks/llm-server/faults.ts';
import { apiKey, routerHarness } from '../conversations/router-harness.ts';

const makeFile = { toolCalls: [{ id: 'toolu_touch', name: 'Bash', input: { command: 'touch made.txt' } }] };

describe("sessions' statuses over the router", () => {
  it('tells which sessions run a turn and how each one’s last turn ended, with two sessions running at once', async () => {
    const h = await routerHarness([makeFile, { text: 'Hi from the second session.' }]);
    // Ids are time-ordered: the first session's sorts first.
    const statuses = async () => (await h.ok('chat.statuses', undefined)).statuses.toSorted((a, b) => a.sessionId.localeCompare(b.sessionId));
    const first = await h.ok('sessions.create', { projectPath: h.projectDir });
    await h.ok('chat.send', { sessionId: first.id, prompt: 'Make a file' });
    await h.event('approvals.asked', (approval) => approval.sessionId === first.id);
    expect(await h.ok('chat.statuses', undefined)).toEqual({ statuses: [{ sessionId: first.id, status: 'running' }] });

    const second = await h.ok('sessions.create', { projectPath: h.projectDir });
    const secondIdle = h.event('chat.status', (status) => status.sessionId === second.id && status.status === 'idle');
    await h.ok('chat.send', { sessionId: second.id, prompt: 'Say hi' });
    expect(await secondIdle).toEqual({ sessionId: second.id, status: 'idle', ended: 'done' });
    expect(lastUserText(h.server.requests[1])).toBe('Say hi');
    expect(await statuses()).toEqual([
      { sessionId: first.id, status: 'running' },
      { sessionId: second.id, status: 'idle', ended: 'done' },
    ]);

    const firstIdle = h.event('chat.status', (status) => status.sessionId === first.id && status.status === 'idle');
    await h.ok('chat.cancel', { sessionId: first.id });
    expect(await firstIdle).toEqual({ sessionId: first.id, status: 'idle', ended: 'cancelled' });
    expect(await statuses()).toEqual([
      { sessionId: first.id, status: 'idle', ended: 'cancelled' },
      { sessionId: second.id, status: 'idle', ended: 'done' },
    ]);
    const userMessages = h.agentEvents().filter((event) => event.type === 'message' && event.role === 'user');
    expect(userMessages.map((event) => [event.sessionId, event.type === 'message' && event.text])).toEqual([
      [first.id, 'Make a file'],
      [second.id, 'Say hi'],
    ]);
  });

  it('still tells how each session’s last turn ended after Deft restarts', async () => {
    const h = await routerHarness([{ text: 'Hi.' }, makeFile]);
    const finished = await h.ok('sessions.create', { projectPath: h.projectDir });
    await h.ok('chat.send', { sessionId: finished.id, prompt: 'Say hi' });
    await h.event('chat.status', (status) => status.sessionId === finished.id && status.status === 'idle');
    const stopped = await h.ok('sessions.create', { projectPath: h.projectDir });
    await h.ok('chat.send', { sessionId: stopped.id, prompt: 'Make a file' });
    await h.event('approvals.asked', (approval) => approval.sessionId === stopped.id);
    await h.ok('chat.cancel', { sessionId: stopped.id });
    const never = await h.ok('sessions.create', { projectPath: h.projectDir });

    await h.restart();
    const { statuses } = await h.ok('chat.statuses', undefined);
    expect(statuses.toSorted((a, b) => a.sessionId.localeCompare(b.sessionId))).toEqual([
      { sessionId: finished.id, status: 'idle', ended: 'done' },
      { sessionId: stopped.id, status: 'idle', ended: 'cancelled' },
    ]);
    expect(statuses.map((status) => status.sessionId)).not.toContain(never.id);
  });

  it('gives a failed turn with its session after Deft restarts, the key the provider echoed left out, and answers it again from there', async () => {
    const rejected = { status: 401, body: errorBody('anthropic', 401, `invalid x-api-key: ${apiKey}`) };
    const h = await routerHarness([rejected, { text: 'Answered on the retry.' }]);
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    await h.ok('chat.send', { sessionId: session.id, prompt: 'Hello' });
    await h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle');
    const told = h.agentEvents().find((event) => event.type === 'result');

    await h.restart();
    const { failure } = await h.ok('sessions.load', { id: session.id });
    expect(failure).toEqual({
      status: 'error',
      error: told?.type === 'result' && told.error,
      modelError: 'auth',
      errorMessage: expect.objectContaining({ code: 'model.auth' }),
    });
    expect(failure?.error).toContain('HTTP 401');
    expect(JSON.stringify(failure)).not.toContain(apiKey);

    const answered = h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle', h.emitted.length);
    await h.ok('chat.retry', { sessionId: session.id });
    expect(await answered).toEqual({ sessionId: session.id, status: 'idle', ended: 'done' });
    expect(h.server.requests[1].body).toEqual(h.server.requests[0].body);
    expect((await h.ok('sessions.load', { id: session.id })).failure).toBeUndefined();
  });

  it('forgets a failed turn once a rewind drops it from the conversation', async () => {
    const h = await routerHarness([{ status: 401 }]);
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    await h.ok('chat.send', { sessionId: session.id, prompt: 'Hello' });
    await h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle');
    const loaded = await h.ok('sessions.load', { id: session.id });
    expect(loaded.failure?.modelError).toBe('auth');

    await h.ok('sessions.rewind', { id: session.id, messageId: loaded.messages[0].id, dropConversation: true });
    expect((await h.ok('sessions.load', { id: session.id })).failure).toBeUndefined();
    expect((await h.ok('chat.statuses', undefined)).statuses).toEqual([]);
  });
});
