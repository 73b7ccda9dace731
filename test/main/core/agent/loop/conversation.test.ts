import { describe, expect, it } from 'vitest';
import { callInput, conversationFromStore } from '../../../../../main/core/agent/loop/conversation.ts';
import { recordResponse } from '../../../../../main/core/agent/loop/response-record.ts';
import { addMessage, appendPart } from '../../../../../main/core/store/parts.ts';
import { loadSession } from '../../../../../main/core/store/load.ts';
import { createSession } from '../../../../../main/core/store/sessions.ts';
import { recordToolEvents } from '../../../../../main/core/store/tool-events.ts';
import { testStore } from '../../store/open-store.ts';

function sessionWithPrompt(prompt: string) {
  const store = testStore();
  const session = createSession(store, { cwd: '/work/app' });
  const user = addMessage(store, session.id, 'user');
  appendPart(store, session.id, user.id, 'text', { text: prompt });
  return { store, session };
}

describe('recordResponse', () => {
  it('keeps a finished response with its reasoning signature, in streamed order', () => {
    const { store, session } = sessionWithPrompt('hi');
    const record = recordResponse(store, session.id, 'm', 10);
    record.reasoning('Let me ');
    record.reasoning('think.');
    record.reasoningEnd({ anthropic: { signature: 'sig-1' } });
    record.text('Hello');
    record.text(' there');
    record.finish();
    const [, assistant] = loadSession(store, session.id)!.messages;
    expect(assistant.parts.map((part) => [part.kind, part.text, part.note])).toEqual([
      ['reasoning', 'Let me think.', null],
      ['text', 'Hello there', null],
    ]);
    expect(conversationFromStore(store, session.id)[1].message).toEqual({
      role: 'assistant',
      content: [
        { type: 'reasoning', text: 'Let me think.', providerMetadata: { anthropic: { signature: 'sig-1' } } },
        { type: 'text', text: 'Hello there' },
      ],
    });
  });

  it('removes a failed response whole', () => {
    const { store, session } = sessionWithPrompt('hi');
    const record = recordResponse(store, session.id, 'm', 10);
    record.text('Half an ans');
    record.discard();
    expect(loadSession(store, session.id)!.messages.map((message) => message.role)).toEqual(['user']);
  });

  it('leaves out of the conversation a response that never finished streaming (a crash)', () => {
    const { store, session } = sessionWithPrompt('hi');
    const record = recordResponse(store, session.id, 'm', 10);
    record.text('Half an ans');
    record.reasoning('switching kinds writes the text out');
    // Had the process died here (no finish, no discard), the batches already written would stay.
    const stored = loadSession(store, session.id)!.messages[1].parts;
    expect(stored.map((part) => [part.text, part.note])).toEqual([['Half an ans', 'streaming']]);
    expect(conversationFromStore(store, session.id).map((entry) => entry.message.role)).toEqual(['user']);
    record.interrupt();
  });

  it('keeps a cancelled response’s text, marked as interrupted', () => {
    const { store, session } = sessionWithPrompt('hi');
    const record = recordResponse(store, session.id, 'm', 10);
    record.text('Partial');
    record.interrupt();
    expect(loadSession(store, session.id)!.messages[1].parts[0]).toMatchObject({ text: 'Partial', note: 'interrupted' });
    expect(conversationFromStore(store, session.id)[1].message).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'Partial' }] });
  });
});

describe('conversationFromStore', () => {
  it('rebuilds tool calls and their results, answering calls that never finished', () => {
    const { store, session } = sessionWithPrompt('read it');
    const record = recordResponse(store, session.id, 'm', 10);
    record.finish();
    const onEvent = recordToolEvents(store, session.id, record.messageId);
    onEvent({ type: 'started', toolCallId: 'call_1', toolName: 'Read', input: '{"file_path":"a.ts"}' });
    onEvent({
      type: 'finished',
      outcome: { toolCallId: 'call_1', toolName: 'Read', status: 'success', content: [{ type: 'text', text: '1\tx' }], input: { file_path: 'a.ts' }, durationMs: 1 },
    });
    onEvent({ type: 'started', toolCallId: 'call_2', toolName: 'Bash', input: { command: 'sleep 100' } });
    const entries = conversationFromStore(store, session.id);
    expect(entries.map((entry) => entry.message)).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'read it' }] },
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', id: 'call_1', name: 'Read', input: { file_path: 'a.ts' } },
          { type: 'tool-call', id: 'call_2', name: 'Bash', input: { command: 'sleep 100' } },
        ],
      },
      {
        role: 'tool',
        content: [
          { type: 'tool-result', toolCallId: 'call_1', toolName: 'Read', content: [{ type: 'text', text: '1\tx' }], isError: false },
          { type: 'tool-result', toolCallId: 'call_2', toolName: 'Bash', content: [{ type: 'text', text: 'The call did not finish.' }], isError: true },
        ],
      },
    ]);
  });

  it('starts from the latest compaction’s summary and the messages it kept', () => {
    const { store, session } = sessionWithPrompt('first');
    const old = recordResponse(store, session.id, 'm', 10);
    old.text('old answer');
    old.finish();
    const kept = addMessage(store, session.id, 'user');
    appendPart(store, session.id, kept.id, 'text', { text: 'second' });
    const summary = addMessage(store, session.id, 'system');
    appendPart(store, session.id, summary.id, 'text', { text: 'We talked.', metadata: { compaction: { firstKept: kept.id } } });
    const entries = conversationFromStore(store, session.id);
    expect(entries.map((entry) => entry.message.content[0])).toEqual([
      { type: 'text', text: expect.stringContaining('We talked.') },
      { type: 'text', text: 'second' },
    ]);
  });
});

describe('callInput', () => {
  it('gives an object whatever the model wrote', () => {
    expect(callInput('{"a":1}')).toEqual({ a: 1 });
    expect(callInput('{"a":')).toEqual({});
    expect(callInput('[1]')).toEqual({});
    expect(callInput(null)).toEqual({});
  });
});
