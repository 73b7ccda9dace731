import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDir } from '../../helpers/temp-dir.ts';
import { startLlmServer, type LlmServerOptions } from './index.ts';

async function serve(options: LlmServerOptions = {}) {
  const server = await startLlmServer(options);
  onTestFinished(() => server.close());
  return server;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { response, text: await response.text() };
}

/** The frames of an SSE body, each with its trailing blank line. */
const framesOf = (text: string) => text.split(/(?<=\n\n)/);
const dataOf = (frame: string) => JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as Record<string, unknown>;

describe('the mock server speaking Anthropic Messages', () => {
  it('frames each event as `event: NAME\\ndata: JSON\\n\\n`, exact to the byte', async () => {
    const server = await serve({ replies: [{ text: 'Hi there', toolCalls: [{ id: 'toolu_1', name: 'Read', input: { a: 'é😀' } }], jsonChunk: 4 }] });
    const { response, text } = await post(`${server.url}/v1/messages`, { model: 'claude-x', stream: true });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const frames = framesOf(text);
    expect(frames.slice(0, 3)).toEqual([
      'event: message_start\ndata: {"type":"message_start","message":{"id":"msg_01mock0001","type":"message","role":"assistant","model":"claude-x","content":[],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":12,"cache_creation_input_tokens":0,"cache_read_input_tokens":0,"output_tokens":1}}}\n\n',
      'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n',
      'event: ping\ndata: {"type":"ping"}\n\n',
    ]);
    expect(frames.slice(-2)).toEqual([
      'event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":6}}\n\n',
      'event: message_stop\ndata: {"type":"message_stop"}\n\n',
    ]);
    for (const frame of frames) {
      const [, name] = /^event: (\w+)\ndata: \{.*\}\n\n$/.exec(frame) ?? [];
      expect(dataOf(frame).type, frame).toBe(name);
    }
    expect(frames).toContain('event: content_block_start\ndata: {"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_1","name":"Read","input":{}}}\n\n');
    const fragments = frames.map(dataOf).flatMap((data) => {
      const delta = data.delta as { type?: string; partial_json?: string } | undefined;
      return delta?.type === 'input_json_delta' ? [delta.partial_json ?? ''] : [];
    });
    expect(fragments[0]).toBe('');
    expect(fragments.slice(1).every((fragment) => fragment.length === 4 || fragment === fragments.at(-1))).toBe(true);
    expect(fragments.join('')).toBe('{"a":"é😀"}');
    // A fragment boundary falls inside the surrogate pair: one fragment ends with its high half.
    expect(fragments.some((fragment) => /[\ud800-\udbff]$/.test(fragment))).toBe(true);
  });

  it('ends with an error event instead of the message end when told to', async () => {
    const server = await serve({ replies: [{ text: 'Partial', errorEvent: { type: 'overloaded_error', message: 'Overloaded' } }] });
    const frames = framesOf((await post(`${server.url}/v1/messages`, { model: 'm' })).text);
    expect(frames.at(-1)).toBe('event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n');
    expect(frames.some((frame) => frame.startsWith('event: message_stop'))).toBe(false);
  });

  it('sends a paced stream with the same bytes as an unpaced one, one event per read', async () => {
    const reply = { text: 'one two three four' };
    const server = await serve({ replies: [reply, { ...reply, eventGapMs: 20 }] });
    const withoutIds = (text: string) => text.replace(/mock\d{4}/g, 'mock');
    const unpaced = withoutIds((await post(`${server.url}/v1/messages`, { model: 'claude-x', stream: true })).text);
    const response = await fetch(`${server.url}/v1/messages`, { method: 'POST', body: JSON.stringify({ model: 'claude-x', stream: true }) });
    const reads: string[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) reads.push(withoutIds(decoder.decode(chunk, { stream: true })));
    expect(reads.join('')).toBe(unpaced);
    expect(reads).toEqual(framesOf(unpaced));
  });

  it('answers an HTTP fault with Anthropic’s error body and Retry-After', async () => {
    const server = await serve({ replies: [{ status: 429, retryAfter: 30 }, { status: 529 }] });
    const limited = await post(`${server.url}/v1/messages`, { model: 'm' });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toBe('30');
    expect(JSON.parse(limited.text)).toEqual({ type: 'error', error: { type: 'rate_limit_error', message: expect.any(String) }, request_id: 'req_mock' });
    const overloaded = await post(`${server.url}/v1/messages`, { model: 'm' });
    expect([overloaded.response.status, JSON.parse(overloaded.text).error.type]).toEqual([529, 'overloaded_error']);
  });
});

describe('the mock server speaking Chat Completions', () => {
  it('sends `data:` frames only, interleaves parallel tool calls by index, and ends with usage and [DONE]', async () => {
    const server = await serve({
      replies: [{ toolCalls: [{ id: 'call_a', name: 'Read', input: { path: 'a' } }, { id: 'call_b', name: 'Read', input: { path: 'b' } }], jsonChunk: 3 }],
    });
    const { text } = await post(`${server.url}/v1/chat/completions`, { model: 'gpt-x', stream: true, stream_options: { include_usage: true } });
    const frames = framesOf(text);
    expect(frames.every((frame) => frame.startsWith('data: ') && frame.endsWith('\n\n') && !frame.includes('event:'))).toBe(true);
    expect(frames.at(-1)).toBe('data: [DONE]\n\n');
    const chunks = frames.slice(0, -1).map(dataOf) as Array<{ choices: Array<{ delta: { tool_calls?: Array<{ index: number }> }; finish_reason: string | null }>; usage?: unknown }>;
    const indexes = chunks.flatMap((chunk) => chunk.choices.flatMap((choice) => choice.delta.tool_calls?.map((call) => call.index) ?? []));
    expect(indexes.slice(0, 6)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(chunks.at(-2)?.choices[0].finish_reason).toBe('tool_calls');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { prompt_tokens: 12, completion_tokens: 6, total_tokens: 18 } });
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);
    expect(frames[0]).toBe(
      'data: {"id":"chatcmpl-mock0001","object":"chat.completion.chunk","created":1750000000,"model":"gpt-x","system_fingerprint":"fp_mock","choices":[{"index":0,"delta":{"role":"assistant","content":"","refusal":null},"logprobs":null,"finish_reason":null}],"usage":null}\n\n',
    );
  });

  it('sends no usage chunk unless asked, and an OpenAI error body on a fault', async () => {
    const server = await serve({ replies: [{ text: 'Hi' }, { status: 500 }] });
    const frames = framesOf((await post(`${server.url}/v1/chat/completions`, { model: 'm' })).text);
    expect(frames.some((frame) => frame.includes('"usage"'))).toBe(false);
    const fault = await post(`${server.url}/v1/chat/completions`, { model: 'm' });
    expect(JSON.parse(fault.text)).toEqual({ error: { message: expect.any(String), type: 'server_error', param: null, code: null } });
  });

  it('cuts the connection after the given number of events', async () => {
    const server = await serve({ replies: [{ text: 'one two three four', dropAfter: 3 }] });
    const response = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body: '{}' });
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    let received = '';
    await expect(
      (async () => {
        for (let next = await reader.read(); !next.done; next = await reader.read()) received += decoder.decode(next.value);
      })(),
    ).rejects.toThrow();
    expect(framesOf(received)).toHaveLength(3);
  });
});

describe('the mock server speaking the Responses API', () => {
  it('names each event, numbers them in sequence, and completes with the usage', async () => {
    const server = await serve({ replies: [{ reasoning: 'Hmm.', text: 'Hello.', toolCalls: [{ name: 'Read', input: {} }] }] });
    const frames = framesOf((await post(`${server.url}/v1/responses`, { model: 'gpt-5', include: ['reasoning.encrypted_content'] })).text);
    const events = frames.map((frame) => ({ name: /^event: ([\w.]+)\n/.exec(frame)?.[1], data: dataOf(frame) }));
    expect(events.every((event, index) => event.data.type === event.name && event.data.sequence_number === index)).toBe(true);
    expect(events.map((event) => event.name)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.reasoning_summary_part.added',
      'response.reasoning_summary_text.delta',
      'response.reasoning_summary_text.done',
      'response.reasoning_summary_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.function_call_arguments.delta',
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(events[7].data.item).toMatchObject({ type: 'reasoning', encrypted_content: expect.any(String) });
    expect(events.at(-1)?.data.response).toMatchObject({ status: 'completed', usage: { input_tokens: 12, output_tokens: 6, total_tokens: 18 } });
  });
});

describe('the mock server', () => {
  it('records each request and lets a reply depend on it', async () => {
    const server = await serve({ replies: [(request) => ({ text: `You said ${(request.body as { messages: Array<{ content: string }> }).messages[0].content}` })] });
    const { text } = await post(`${server.url}/v1/chat/completions`, { model: 'm', messages: [{ role: 'user', content: 'ping' }] }, { 'x-test': 'yes' });
    expect(framesOf(text).map((frame) => (frame.startsWith('data: {') ? dataOf(frame) : {})).map((data) => (data.choices as Array<{ delta: { content?: string } }> | undefined)?.[0]?.delta.content ?? '').join('')).toBe('You said ping');
    expect(server.requests).toEqual([
      expect.objectContaining({ index: 1, api: 'openai-chat', method: 'POST', path: '/v1/chat/completions', headers: expect.objectContaining({ 'x-test': 'yes' }), body: expect.objectContaining({ model: 'm' }) }),
    ]);
  });

  it('answers 500 naming the request once the script is used up', async () => {
    const server = await serve();
    const { response, text } = await post(`${server.url}/v1/messages`, { model: 'm', messages: [{ role: 'user', content: 'more please' }] });
    expect(response.status).toBe(500);
    expect(JSON.parse(text).error.message).toBe('Mock LLM server: no scripted reply left for request 1 (POST /v1/messages, last user text "more please")');
  });

  it('lists its models in the OpenAI, Anthropic and Ollama shapes', async () => {
    const server = await serve({ models: ['a', 'b'] });
    const get = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${server.url}${path}`, { headers })).json() as Promise<unknown>;
    expect(await get('/v1/models')).toMatchObject({ object: 'list', data: [{ id: 'a', object: 'model' }, { id: 'b', object: 'model' }] });
    expect(await get('/v1/models', { 'anthropic-version': '2023-06-01' })).toMatchObject({ data: [{ type: 'model', id: 'a' }, { type: 'model', id: 'b' }], has_more: false });
    expect(await get('/api/tags')).toMatchObject({ models: [{ name: 'a', model: 'a' }, { name: 'b', model: 'b' }] });
  });

  it('runs as its own process from a script file, printing its URL first', async () => {
    const dir = tempDir();
    const script = join(dir, 'script.json');
    const record = join(dir, 'requests.jsonl');
    writeFileSync(script, JSON.stringify([{ text: 'From a file.' }]));
    const child = spawn(process.execPath, [join(import.meta.dirname, 'main.ts'), '--script', script, '--record', record], { stdio: ['ignore', 'pipe', 'inherit'] });
    onTestFinished(() => void child.kill());
    const [line] = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next().then((next) => [next.value as string]);
    const { url } = JSON.parse(line) as { url: string };
    const { text } = await post(`${url}/v1/messages`, { model: 'm' });
    expect(text).toContain('"text_delta","text":"file."');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(JSON.parse(readFileSync(record, 'utf8').trim())).toMatchObject({ index: 1, api: 'anthropic', path: '/v1/messages' });
  });
});
