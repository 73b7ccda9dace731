import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerHarness, type RouterHarness } from '../conversations/router-harness.ts';

const readThenEdit = [
  { toolCalls: [{ name: 'Read', input: { file_path: 'notes.txt' } }] },
  { toolCalls: [{ name: 'Edit', input: { file_path: 'notes.txt', old_string: 'draft', new_string: 'final' } }] },
  { text: 'The note is final now.' },
];

/** A session whose one turn changed notes.txt after the person allowed it. */
async function editedSession(h: RouterHarness) {
  const session = await h.ok('sessions.create', { projectPath: h.projectDir });
  const idle = h.event('chat.status', (status) => status.status === 'idle');
  await h.ok('chat.send', { sessionId: session.id, prompt: 'Make the note final' });
  const asked = await h.event('approvals.asked');
  await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once' } });
  await idle;
  return session;
}

describe('sessions over the router', () => {
  it('creates sessions only in existing folders with known providers', async () => {
    const h = await routerHarness([]);
    const missing = await h.call('sessions.create', { projectPath: join(h.projectDir, 'nope') });
    expect(missing).toMatchObject({ ok: false, error: { message: expect.stringMatching(/is not a folder/) } });
    const provider = await h.call('sessions.create', { projectPath: h.projectDir, provider: 'acme' });
    expect(provider).toMatchObject({ ok: false, error: { message: expect.stringMatching(/Unknown provider "acme"/) } });
    const created = await h.ok('sessions.create', { projectPath: h.projectDir, model: 'claude-haiku-4-5' });
    expect(created).toMatchObject({ cwd: h.projectDir, model: 'claude-haiku-4-5', parentId: null });
    expect(await h.call('sessions.create', { projectPath: h.projectDir, extra: 1 } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('reopens a session with the provider that served it, even when its model id names none', async () => {
    const h = await routerHarness([{ text: 'First answer.' }, { text: 'Second answer.' }], {}, (url) => ({ OPENAI_API_KEY: 'sk-openai-test', OPENAI_BASE_URL: `${url}/v1` }));
    const session = await h.ok('sessions.create', { projectPath: h.projectDir, provider: 'openai', model: 'house-model' });
    expect(session).toMatchObject({ provider: 'openai', model: 'house-model' });
    for (const prompt of ['Once', 'Twice']) {
      const idle = h.event('chat.status', (status) => status.status === 'idle', h.emitted.length);
      await h.ok('chat.send', { sessionId: session.id, prompt });
      await idle;
      await h.core.conversations.release(session.id);
    }
    expect(h.server.requests.map((request) => request.api)).toEqual(['openai-responses', 'openai-responses']);
  });

  it('lists, pages, renames, searches, loads and exports a conversation', async () => {
    const h = await routerHarness(readThenEdit, { 'notes.txt': 'a draft note\n' });
    const first = await editedSession(h);
    const second = await h.ok('sessions.create', { projectPath: h.projectDir });

    const page = await h.ok('sessions.list', { projectPath: h.projectDir, limit: 1 });
    expect(page.sessions.map((session) => session.id)).toEqual([second.id]);
    const next = await h.ok('sessions.list', { projectPath: h.projectDir, limit: 1, after: page.next });
    expect(next.sessions.map((session) => session.id)).toEqual([first.id]);
    expect((await h.ok('sessions.list', { projectPath: join(h.projectDir, 'other') })).sessions).toEqual([]);

    expect(await h.ok('sessions.rename', { id: first.id, title: 'Finalising notes' })).toMatchObject({ id: first.id, title: 'Finalising notes' });
    const { hits } = await h.ok('sessions.search', { query: 'final now' });
    expect(hits).toEqual([expect.objectContaining({ sessionId: first.id, sessionTitle: 'Finalising notes', snippet: expect.stringContaining('[final]') })]);

    const loaded = await h.ok('sessions.load', { id: first.id });
    expect(loaded.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'assistant', 'assistant']);
    expect(loaded.messages[2].parts[0]).toMatchObject({ kind: 'tool', toolName: 'Edit', state: 'success', decision: { behavior: 'allow' } });
    expect(loaded.olderThan).toBeUndefined();

    const exported = JSON.parse((await h.ok('sessions.export', { id: first.id })).json);
    expect(exported).toMatchObject({ format: 'deft-session', session: { title: 'Finalising notes' } });
    expect(exported.messages).toHaveLength(4);
    expect(await h.call('sessions.load', { id: 'no-such-session' })).toMatchObject({ ok: false, error: { message: 'No session no-such-session.' } });
  });

  it('previews a rewind, rewinds the files and the conversation, and deletes', async () => {
    const h = await routerHarness([...readThenEdit, { text: 'Fresh start.' }], { 'notes.txt': 'a draft note\n' });
    const session = await editedSession(h);
    const [prompt] = (await h.ok('sessions.load', { id: session.id })).messages;

    expect(await h.ok('sessions.rewindPreview', { id: session.id, messageId: prompt.id })).toEqual({ changes: [{ kind: 'modified', path: 'notes.txt' }] });
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');

    const rewound = await h.ok('sessions.rewind', { id: session.id, messageId: prompt.id, dropConversation: true });
    expect(rewound).toEqual({ changes: [{ kind: 'modified', path: 'notes.txt' }], droppedMessages: 4, prompt: 'Make the note final' });
    expect(readFileSync(join(h.projectDir, 'notes.txt'), 'utf8')).toBe('a draft note\n');
    expect((await h.ok('sessions.load', { id: session.id })).messages).toEqual([]);

    const since = h.emitted.length;
    const idle = h.event('chat.status', (status) => status.status === 'idle', since);
    await h.ok('chat.send', { sessionId: session.id, prompt: 'Start again' });
    await idle;
    expect(JSON.stringify(h.server.requests[3].body)).not.toContain('Make the note final');

    expect(await h.ok('sessions.delete', { id: session.id })).toEqual({ id: session.id });
    expect((await h.ok('sessions.list', undefined)).sessions).toEqual([]);
    expect(await h.call('sessions.delete', { id: session.id })).toMatchObject({ ok: false, error: { message: `No session ${session.id}.` } });
  });
});
