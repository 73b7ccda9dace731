import { describe, expect, it } from 'vitest';
import { routerHarness, type RouterHarness } from '../conversations/router-harness.ts';

async function asked(h: RouterHarness, sessionId: string, prompt: string) {
  const idle = h.event('chat.status', (status) => status.sessionId === sessionId && status.status === 'idle', h.emitted.length);
  await h.ok('chat.send', { sessionId, prompt });
  await idle;
}

const modelOf = (h: RouterHarness, index: number) => (h.server.requests[index].body as { model: string }).model;

describe('chat.setModel', () => {
  it('asks the chosen model from the next prompt on, with the conversation so far, and keeps it with the session', async () => {
    const h = await routerHarness([{ text: 'First answer.' }, { text: 'Second answer.' }]);
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    await asked(h, session.id, 'first question');
    const before = modelOf(h, 0);

    const changed = await h.ok('chat.setModel', { sessionId: session.id, model: 'claude-opus-4-1' });
    expect(changed).toMatchObject({ id: session.id, model: 'claude-opus-4-1', provider: session.provider });
    expect(await h.event('sessions.updated', (updated) => updated.model === 'claude-opus-4-1')).toMatchObject({ id: session.id });

    await asked(h, session.id, 'second question');
    expect(before).not.toBe('claude-opus-4-1');
    expect(modelOf(h, 1)).toBe('claude-opus-4-1');
    expect(JSON.stringify(h.server.requests[1].body)).toContain('First answer.');
    expect((await h.ok('sessions.load', { id: session.id })).session.model).toBe('claude-opus-4-1');
  });

  it('is refused while a background command of the session still runs, for an empty name and an unknown session', async () => {
    const wait = { toolCalls: [{ id: 'toolu_bg', name: 'Bash', input: { command: 'head -n 1', run_in_background: true } }] };
    const h = await routerHarness([wait, { text: 'Started.' }]);
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    await asked(h, session.id, 'Start it');
    const refused = await h.call('chat.setModel', { sessionId: session.id, model: 'claude-opus-4-1' });
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringMatching(/Background commands of this session still run \(1\)/) } });
    expect((await h.ok('sessions.load', { id: session.id })).session.model).not.toBe('claude-opus-4-1');
    expect(await h.call('chat.setModel', { sessionId: session.id, model: '  ' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await h.call('chat.setModel', { sessionId: 'nope', model: 'x' })).toMatchObject({ ok: false, error: { message: 'No session nope.' } });
  });
});
