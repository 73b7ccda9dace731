import { describe, expect, it } from 'vitest';
import { anthropicEvents } from '../../../../mocks/llm-server/anthropic.ts';
import { openaiChatEvents } from '../../../../mocks/llm-server/openai-chat.ts';
import { openaiResponsesEvents } from '../../../../mocks/llm-server/openai-responses.ts';
import type { RecordedRequest, ResponseReply } from '../../../../mocks/llm-server/script.ts';
import { IdSource } from '../../../../mocks/llm-server/sse.ts';
import { createModelClient } from '../../../../../main/core/agent/model/client.ts';
import type { ModelEvent } from '../../../../../main/core/agent/model/types.ts';
import { finishOf, protocolNames, requestFor, streamAll, textOf, toolCallsOf, useLlmServer, type Protocol } from './helpers.ts';

const mock = useLlmServer();

/** Tool input whose JSON has quotes, backslashes, escapes, accents and a surrogate pair to cut through. */
const trickyInput = { file_path: 'src/caf\u00e9 "quoted"\\dir/😀.ts', note: 'tab\there\nnewline \u2028 \u0007', limit: 40 };

function framesOf(protocol: Protocol, reply: ResponseReply): number {
  const request: RecordedRequest = { index: 1, api: 'anthropic', method: 'POST', path: '/', headers: {}, body: { stream_options: { include_usage: true } } };
  const writer = protocol === 'anthropic' ? anthropicEvents : protocol === 'openai-responses' ? openaiResponsesEvents : openaiChatEvents;
  return writer(reply, request, new IdSource()).length;
}

describe.each(protocolNames)('streaming over %s', (protocol) => {
  it('yields the text in order and finishes with the usage, cached tokens included', async () => {
    const config = mock.config(protocol);
    mock.server.script({ text: 'Hello there, I am a model.', usage: { input: 100, output: 20, cacheRead: 50, cacheWrite: 10 } });
    const { events, error } = await streamAll(config, requestFor(config));
    expect(error).toBeUndefined();
    expect(textOf(events)).toBe('Hello there, I am a model.');
    expect(events.filter((event) => event.type === 'text-delta').length).toBeGreaterThan(1);
    const finish = finishOf(events);
    expect(finish?.reason).toBe('stop');
    expect(finish?.usage).toMatchObject({ inputTokens: 160, outputTokens: 20, cacheReadTokens: 50 });
    // Only Anthropic reports what was written to the cache.
    expect(finish?.usage.cacheWriteTokens).toBe(protocol === 'anthropic' ? 10 : undefined);
    expect(events.at(-1)).toBe(finish);
  });

  it.each([1, 2, 3, 7])('reassembles tool input streamed in fragments of %i code units', async (jsonChunk) => {
    const config = mock.config(protocol);
    mock.server.script({ text: 'Reading.', toolCalls: [{ name: 'Read', input: trickyInput }], jsonChunk });
    const { events, error } = await streamAll(config, requestFor(config));
    expect(error).toBeUndefined();
    const [call] = toolCallsOf(events);
    expect(JSON.parse(call.input)).toEqual(trickyInput);
    expect(events.findIndex((event) => event.type === 'tool-call-start' && event.id === call.id)).toBeLessThan(events.indexOf(call));
    expect(finishOf(events)?.reason).toBe('tool-calls');
  });

  it('keeps parallel tool calls apart, each with its own id and input', async () => {
    const config = mock.config(protocol);
    const inputs = [{ file_path: 'a.ts' }, { file_path: 'b/😀.ts', limit: 3 }, { file_path: 'c "c".ts' }];
    mock.server.script({ toolCalls: inputs.map((input) => ({ name: 'Read', input })), jsonChunk: 2 });
    const { events } = await streamAll(config, requestFor(config));
    const calls = toolCallsOf(events);
    expect(calls.map((call) => JSON.parse(call.input))).toEqual(inputs);
    expect(new Set(calls.map((call) => call.id)).size).toBe(3);
  });

  it('hands malformed tool JSON over as the text the model wrote', async () => {
    const config = mock.config(protocol);
    mock.server.script({ toolCalls: [{ id: 'call_bad', name: 'Read', rawInput: '{"file_path": "a.ts", limit: tru' }] });
    const { events, error } = await streamAll(config, requestFor(config));
    expect(error).toBeUndefined();
    expect(toolCallsOf(events)).toEqual([{ type: 'tool-call', id: 'call_bad', name: 'Read', input: '{"file_path": "a.ts", limit: tru' }]);
  });

  it('never passes a connection cut at any point off as a finished response', async () => {
    const config = mock.config(protocol);
    const reply = { reasoning: 'Think first.', text: 'Some words here.', toolCalls: [{ name: 'Read', input: { file_path: 'x.ts' } }] };
    const frames = framesOf(protocol, reply);
    for (let dropAfter = 0; dropAfter < frames; dropAfter += 1) {
      mock.server.script({ ...reply, dropAfter });
      const { events, error } = await streamAll(config, requestFor(config));
      expect(finishOf(events), `cut after ${dropAfter} of ${frames} events`).toBeUndefined();
      // Before the first event no response arrived at all; after it, the response was cut.
      expect(error?.kind, `cut after ${dropAfter}: ${error?.message}`).toBe(dropAfter === 0 ? 'network' : 'interrupted');
      expect(error?.retryable).toBe(true);
    }
  });

  it('never passes a response that ends early, without an error, off as a finished one', async () => {
    const config = mock.config(protocol);
    const reply = { reasoning: 'Think first.', text: 'Some words here.', toolCalls: [{ name: 'Read', input: { file_path: 'x.ts' } }] };
    const frames = framesOf(protocol, reply);
    // Chat Completions ends with the finish reason, then the usage and [DONE], which add nothing to the answer.
    const complete = protocol === 'anthropic' || protocol === 'openai-responses' ? frames : frames - 2;
    for (let endAfter = 0; endAfter < complete; endAfter += 1) {
      mock.server.script({ ...reply, endAfter });
      const { events, error } = await streamAll(config, requestFor(config));
      expect(finishOf(events), `ended after ${endAfter} of ${frames} events`).toBeUndefined();
      expect(error?.kind, `ended after ${endAfter}: ${error?.message}`).toBe('interrupted');
    }
  });

  it('reports tool calls as the finish reason even when the server says it stopped', async () => {
    const config = mock.config(protocol);
    mock.server.script({ toolCalls: [{ name: 'Read', input: { file_path: 'a.ts' } }], stop: 'stop' });
    const { events } = await streamAll(config, requestFor(config));
    expect(finishOf(events)?.reason).toBe('tool-calls');
  });

  it('reports a response cut by the output limit as length', async () => {
    const config = mock.config(protocol);
    mock.server.script({ text: 'A long answer that', stop: 'length' });
    const { events } = await streamAll(config, requestFor(config));
    expect(finishOf(events)?.reason).toBe('length');
  });

  it.each([
    ['overloaded_error', 'overloaded'],
    ['api_error', 'server'],
    ['rate_limit_error', 'rate_limited'],
  ] as const)('turns a %s event in the stream into a %s error', async (type, kind) => {
    const config = mock.config(protocol);
    mock.server.script({ text: 'Part of an answer', errorEvent: { type, message: `the ${type} happened` } });
    const { events, error } = await streamAll(config, requestFor(config));
    expect(error?.kind).toBe(kind);
    expect(error?.message).toContain(`the ${type} happened`);
    expect(finishOf(events)).toBeUndefined();
  });

  it('stops with a cancelled error as soon as the signal is aborted', async () => {
    const config = mock.config(protocol);
    const controller = new AbortController();
    mock.server.script({ text: 'one two three four five six' });
    const events: ModelEvent[] = [];
    let caught: unknown;
    try {
      for await (const event of createModelClient(config).stream(requestFor(config), controller.signal)) {
        events.push(event);
        controller.abort();
      }
    } catch (error) {
      caught = error;
    }
    expect(events).toHaveLength(1);
    expect(caught).toMatchObject({ kind: 'cancelled' });
  });

  it('is cancelled when the signal is aborted before the answer arrives', async () => {
    const config = mock.config(protocol);
    const controller = new AbortController();
    mock.server.script(() => {
      controller.abort();
      return { text: 'Too late.', delayMs: 60_000 };
    });
    const { events, error } = await streamAll(config, requestFor(config), controller.signal);
    expect(events).toEqual([]);
    expect(error?.kind).toBe('cancelled');
  });
});

describe('reasoning', () => {
  it.each(['anthropic', 'openai-responses', 'ollama', 'compatible'] as const)('streams over %s and ends with what the provider needs back', async (protocol) => {
    const config = mock.config(protocol);
    mock.server.script({ reasoning: 'First I think, then I answer.', signature: 'sig-123', text: 'Answer.' });
    const { events } = await streamAll(config, requestFor(config, undefined, { thinking: { budgetTokens: 4000 } }));
    expect(textOf(events, 'reasoning-delta')).toBe('First I think, then I answer.');
    const end = events.find((event) => event.type === 'reasoning-end');
    expect(events.indexOf(end!)).toBeLessThan(events.findIndex((event) => event.type === 'text-delta'));
    const expected = {
      anthropic: { anthropic: { signature: 'sig-123' } },
      'openai-responses': { openai: { itemId: expect.stringMatching(/^rs_/), reasoningEncryptedContent: expect.any(String) } },
      ollama: undefined,
      compatible: undefined,
    }[protocol];
    expect(end).toEqual(expected ? { type: 'reasoning-end', providerMetadata: expected } : { type: 'reasoning-end' });
  });
});
