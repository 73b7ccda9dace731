import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../mocks/llm-server/faults.ts';
import { startLlmServer } from '../../../../mocks/llm-server/index.ts';
import type { Api } from '../../../../mocks/llm-server/script.ts';
import { protocolNames, requestFor, streamAll, useLlmServer, type Protocol } from './helpers.ts';

const mock = useLlmServer();
const apiOf = (protocol: Protocol): Api => (protocol === 'anthropic' ? 'anthropic' : 'openai-chat');

describe.each(protocolNames)('an HTTP error from %s', (protocol) => {
  it('429 is rate_limited, with the wait from Retry-After in seconds', async () => {
    mock.server.script({ status: 429, retryAfter: 7 });
    const { error } = await streamAll(mock.config(protocol), requestFor(mock.config(protocol)));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 7000, retryable: true });
    expect(error?.message).toMatch(/rate limit/i);
  });

  it('429 takes the wait from Retry-After as a date, or from retry-after-ms', async () => {
    const config = mock.config(protocol);
    mock.server.script({ status: 429, retryAfter: new Date(Date.now() + 60_000).toUTCString() }, { status: 429, headers: { 'retry-after-ms': '1500' } });
    const dated = await streamAll(config, requestFor(config));
    expect(dated.error?.retryAfterMs).toBeGreaterThan(50_000);
    expect(dated.error?.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await streamAll(config, requestFor(config))).error?.retryAfterMs).toBe(1500);
  });

  it.each([
    [529, 'overloaded'],
    [500, 'server'],
    [502, 'server'],
    [401, 'auth'],
    [403, 'auth'],
    [404, 'bad_request'],
  ] as const)('%i is %s', async (status, kind) => {
    mock.server.script({ status });
    const { events, error } = await streamAll(mock.config(protocol), requestFor(mock.config(protocol)));
    expect(events).toEqual([]);
    expect(error).toMatchObject({ kind, status });
  });

  it('an overloaded_error body is overloaded whatever the status', async () => {
    mock.server.script({ status: 503, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } });
    expect((await streamAll(mock.config(protocol), requestFor(mock.config(protocol)))).error?.kind).toBe('overloaded');
  });

  it.each([
    'prompt is too long: 210000 tokens > 200000 maximum',
    "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.",
  ])('400 saying "%s" is context_too_long', async (message) => {
    mock.server.script({ status: 400, body: errorBody(apiOf(protocol), 400, message) });
    const { error } = await streamAll(mock.config(protocol), requestFor(mock.config(protocol)));
    expect(error?.kind).toBe('context_too_long');
    expect(error?.message).toContain(message.slice(0, 30));
    expect(error?.retryable).toBe(false);
  });

  it('a plain 400 is bad_request and carries the provider message', async () => {
    mock.server.script({ status: 400, body: errorBody(apiOf(protocol), 400, 'tools.0.name: String should match pattern') });
    const { error } = await streamAll(mock.config(protocol), requestFor(mock.config(protocol)));
    expect(error).toMatchObject({ kind: 'bad_request', status: 400 });
    expect(error?.message).toContain('tools.0.name: String should match pattern');
  });

  it('an exhausted script answers with a server error that names the request', async () => {
    const { error } = await streamAll(mock.config(protocol), requestFor(mock.config(protocol)));
    expect(error?.kind).toBe('server');
    expect(error?.message).toMatch(/no scripted reply left for request \d+ \(POST \/v1\/[a-z/]+, last user text "Hello"\)/);
  });
});

describe('an unreachable endpoint', () => {
  it.each(protocolNames)('refusing on this machine is not retried over %s, and the message names the address and what to do', async (protocol) => {
    const closed = await startLlmServer();
    await closed.close();
    const config = { ...mock.config(protocol), baseUrl: closed.url };
    const { error } = await streamAll(config, requestFor(config));
    expect(error).toMatchObject({ kind: 'unreachable', retryable: false });
    expect(error?.message).toContain(closed.url);
    expect(error?.message).toContain('nothing is listening there (connection refused)');
    expect(error?.message).toMatch(protocol === 'ollama' ? /Start Ollama.*ANTHROPIC_API_KEY, DEFT_API_KEY, OPENAI_API_KEY/ : /Check the base URL/);
    expect(error?.message).toContain('`deft doctor` shows the model a run would use');
  });

  it.each(protocolNames)('a host name that does not exist is not retried over %s', async (protocol) => {
    const config = { ...mock.config(protocol), baseUrl: 'http://deft-model.invalid:8080' };
    const { error } = await streamAll(config, requestFor(config));
    expect(error).toMatchObject({ kind: 'unreachable', retryable: false });
    expect(error?.message).toContain('there is no host named deft-model.invalid');
  });
});

describe('a missing key', () => {
  it.each(['anthropic', 'openai-responses'] as const)('fails over %s before any request, naming the variable to set', async (protocol) => {
    const before = mock.server.requests.length;
    const config = { ...mock.config(protocol), apiKey: undefined };
    const { error } = await streamAll(config, requestFor(config));
    expect(error?.kind).toBe('auth');
    expect(error?.message).toMatch(protocol === 'anthropic' ? /ANTHROPIC_API_KEY/ : /OPENAI_API_KEY/);
    expect(mock.server.requests.length).toBe(before);
  });
});
