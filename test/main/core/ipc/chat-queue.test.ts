import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUserText, toolResults } from '../../../mocks/llm-server/index.ts';
import { routerHarness, type Emitted, type RouterHarness } from '../conversations/router-harness.ts';

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const readNote = { toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] };
const editNote = { toolCalls: [{ id: 'toolu_edit', name: 'Edit', input: { file_path: 'notes.txt', old_string: 'draft', new_string: 'final' } }] };

/** A session whose turn waits on the person's approval of an edit: a turn that runs until the test answers. */
async function waitingTurn(h: RouterHarness) {
  const session = await h.ok('sessions.create', { projectPath: h.projectDir });
  expect(await h.ok('chat.enqueue', { sessionId: session.id, prompt: 'Make the note final' })).toEqual({ sessionId: session.id, status: 'sent' });
  const asked = await h.event('approvals.asked');
  const allow = () => h.ok('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once' } });
  return { sessionId: session.id, allow };
}

const idleTimes = (h: RouterHarness, sessionId: string) =>
  h.emitted.filter((entry) => entry.channel === 'chat.status' && (entry as Emitted<'chat.status'>).payload.sessionId === sessionId && (entry as Emitted<'chat.status'>).payload.status === 'idle').length;

async function untilIdle(h: RouterHarness, sessionId: string, times: number) {
  while (idleTimes(h, sessionId) < times) await h.event('chat.status', (status) => status.sessionId === sessionId && status.status === 'idle', h.emitted.length);
}

describe('the message queue over the router', () => {
  it('queues messages sent during a turn, lets the person edit and remove them, and sends what is left when the turn ends', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'Made it final.' }, { text: 'Second answer.' }], { 'notes.txt': 'a draft note\n' });
    const { sessionId, allow } = await waitingTurn(h);

    const second = await h.ok('chat.enqueue', { sessionId, prompt: 'Then add a title' });
    const third = await h.ok('chat.enqueue', { sessionId, prompt: 'And a date' });
    expect(second).toMatchObject({ status: 'queued', message: { prompt: 'Then add a title', delivery: 'after_turn' } });
    await h.ok('chat.editQueued', { sessionId, id: second.message!.id, prompt: 'Then add the title "Notes"' });
    const left = await h.ok('chat.removeQueued', { sessionId, id: third.message!.id });
    expect(left.messages.map((message) => message.prompt)).toEqual(['Then add the title "Notes"']);
    expect(await h.event('chat.queue', (queue) => queue.messages.length === 1 && queue.messages[0].prompt.includes('"Notes"'))).toMatchObject({ sessionId });
    expect(await h.call('chat.editQueued', { sessionId, id: third.message!.id, prompt: 'gone' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/not queued any more/) } });

    await allow();
    await untilIdle(h, sessionId, 2);
    expect(h.server.requests).toHaveLength(4);
    expect(lastUserText(h.server.requests[2])).toBe('Make the note final');
    expect(lastUserText(h.server.requests[3])).toBe('Then add the title "Notes"');
    expect(JSON.stringify(h.server.requests.map((request) => request.body))).not.toContain('And a date');
    expect((await h.ok('chat.queued', { sessionId })).messages).toEqual([]);
  });

  it('delivers a "send now" message at the next safe point: after the running tool call, before the next request', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'Steered.' }], { 'notes.txt': 'a draft note\n' });
    const { sessionId, allow } = await waitingTurn(h);

    const queued = await h.ok('chat.enqueue', { sessionId, prompt: 'Also keep the word draft somewhere' });
    expect((await h.ok('chat.sendNow', { sessionId, id: queued.message!.id })).messages).toEqual([{ ...queued.message, delivery: 'steer' }]);
    await allow();
    await untilIdle(h, sessionId, 1);

    expect(h.server.requests).toHaveLength(3);
    const [result] = toolResults(h.server.requests[2]);
    expect(result.toolCallId).toBe('toolu_edit');
    expect(lastUserText(h.server.requests[1])).toBe('Make the note final');
    expect(lastUserText(h.server.requests[2])).toBe('Also keep the word draft somewhere');
    expect(h.agentEvents().filter((event) => event.type === 'message' && event.role === 'user').map((event) => event.type === 'message' && event.text)).toEqual([
      'Make the note final',
      'Also keep the word draft somewhere',
    ]);
    expect((await h.ok('chat.queued', { sessionId })).messages).toEqual([]);
    expect(h.agentEvents().at(-1)).toMatchObject({ type: 'result', status: 'done', text: 'Steered.' });
  });

  it('expands a queued /command, sent after the turn or "send now", as it expands a sent one', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'Steered.' }, { text: 'Titled.' }], { 'notes.txt': 'a draft note\n' });
    mkdirSync(join(h.projectDir, '.claude', 'commands'), { recursive: true });
    writeFileSync(join(h.projectDir, '.claude', 'commands', 'keep.md'), 'Keep the word $ARGUMENTS in the note.\n');
    writeFileSync(join(h.projectDir, '.claude', 'commands', 'title.md'), 'Give the note the title $1.\n');
    const { sessionId, allow } = await waitingTurn(h);

    const steer = await h.ok('chat.enqueue', { sessionId, prompt: '/keep draft' });
    await h.ok('chat.sendNow', { sessionId, id: steer.message!.id });
    await h.ok('chat.enqueue', { sessionId, prompt: '/title Notes' });
    await allow();
    await untilIdle(h, sessionId, 2);

    expect(h.server.requests).toHaveLength(4);
    expect(lastUserText(h.server.requests[2])).toBe('Keep the word draft in the note.');
    expect(lastUserText(h.server.requests[3])).toBe('Give the note the title Notes.');
    expect(JSON.stringify(h.server.requests.map((request) => request.body))).not.toContain('/keep');
  });

  it('runs a "send now" /compact as the command at the next safe point, never as text for the model', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'SUMMARY: the note is being made final.' }, { text: 'Final, after compacting.' }], { 'notes.txt': 'a draft note\n' });
    const { sessionId, allow } = await waitingTurn(h);

    const compact = await h.ok('chat.enqueue', { sessionId, prompt: '/compact the note edits' });
    await h.ok('chat.sendNow', { sessionId, id: compact.message!.id });
    await allow();
    await untilIdle(h, sessionId, 1);

    expect(h.server.requests).toHaveLength(4);
    expect(lastUserText(h.server.requests[2])).toContain('The person asks the summary to focus on: the note edits');
    const after = JSON.stringify(h.server.requests[3].body);
    expect(after).toContain('SUMMARY: the note is being made final.');
    expect(JSON.stringify(h.server.requests.map((request) => request.body))).not.toContain('/compact');
    const stored = await h.ok('sessions.load', { id: sessionId });
    expect(stored.messages.filter((message) => message.role === 'user')).toHaveLength(1);
    expect(stored.messages.some((message) => message.role === 'system' && message.parts[0].metadata?.compaction)).toBe(true);
    expect(h.agentEvents().at(-1)).toMatchObject({ type: 'result', status: 'done', text: 'Final, after compacting.' });
  });

  it('keeps queued messages with their images across a restart, a "send now" one queued again, and sends one with its images', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'Looked.' }, { text: 'Looked again.' }], { 'notes.txt': 'a draft note\n' });
    const { sessionId } = await waitingTurn(h);
    const image = { mediaType: 'image/png' as const, data: png };
    const pictured = await h.ok('chat.enqueue', { sessionId, prompt: 'Look at this', images: [image, image] });
    const steering = await h.ok('chat.enqueue', { sessionId, prompt: 'And this', images: [image] });
    await h.ok('chat.sendNow', { sessionId, id: steering.message!.id });

    await h.restart();
    const kept = await h.ok('chat.queued', { sessionId });
    expect(kept.messages).toEqual([
      { id: pictured.message!.id, prompt: 'Look at this', images: [image, image], delivery: 'after_turn' },
      { id: steering.message!.id, prompt: 'And this', images: [image], delivery: 'after_turn' },
    ]);
    expect(await h.core.conversations.terminals(sessionId)).toBeUndefined();

    const sent = h.server.requests.length;
    const before = idleTimes(h, sessionId);
    await h.ok('chat.sendNow', { sessionId, id: pictured.message!.id });
    await untilIdle(h, sessionId, before + 2);
    const [first, second] = h.server.requests.slice(sent);
    expect(lastUserText(first)).toBe('Look at this[image][image]');
    expect(JSON.stringify(first.body).split(png)).toHaveLength(3);
    expect(lastUserText(second)).toBe('And this[image]');
    expect((await h.ok('chat.queued', { sessionId })).messages).toEqual([]);
    const stored = await h.ok('sessions.load', { id: sessionId });
    expect(stored.messages.filter((message) => message.role === 'user').map((message) => message.images?.length ?? 0)).toEqual([0, 2, 1]);
  });

  it('answers an empty queue for a session that is not open, without opening it', async () => {
    const h = await routerHarness([]);
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    await h.core.conversations.release(session.id);
    expect(await h.ok('chat.queued', { sessionId: session.id })).toEqual({ sessionId: session.id, messages: [] });
    expect(await h.core.conversations.terminals(session.id)).toBeUndefined();
  });

  it('keeps the queue when the person cancels the turn, and "send now" then sends at once', async () => {
    const h = await routerHarness([readNote, editNote, { text: 'Afterwards.' }], { 'notes.txt': 'a draft note\n' });
    const { sessionId } = await waitingTurn(h);
    const queued = await h.ok('chat.enqueue', { sessionId, prompt: 'Afterwards, say so' });
    await h.ok('chat.cancel', { sessionId });
    expect((await h.ok('chat.queued', { sessionId })).messages.map((message) => message.id)).toEqual([queued.message!.id]);

    expect((await h.ok('chat.sendNow', { sessionId, id: queued.message!.id })).messages).toEqual([]);
    await untilIdle(h, sessionId, 2);
    expect(lastUserText(h.server.requests.at(-1)!)).toBe('Afterwards, say so');
  });
});
