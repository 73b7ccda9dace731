import { describe, expect, it } from 'vitest';
import { listModels } from '../../../../../main/core/agent/model/list-models.ts';
import { startLlmServer } from '../../../../mocks/llm-server/index.ts';
import { useLlmServer } from './helpers.ts';

const mock = useLlmServer();

describe('listing models', () => {
  it('asks Anthropic for /v1/models with its key and version', async () => {
    const server = await startLlmServer({ models: ['claude-sonnet-4-5', 'claude-haiku-4-5'] });
    const result = await listModels({ provider: 'anthropic', model: 'x', baseUrl: server.url, apiKey: 'sk-ant' });
    expect(result).toEqual({ ok: true, models: ['claude-sonnet-4-5', 'claude-haiku-4-5'] });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models', headers: { 'x-api-key': 'sk-ant', 'anthropic-version': '2023-06-01' } });
    await server.close();
  });

  it('asks OpenAI and compatible endpoints for /models with a bearer key', async () => {
    const server = await startLlmServer({ models: ['gpt-5', 'gpt-4.1'] });
    expect(await listModels({ provider: 'openai', model: 'x', baseUrl: server.url, apiKey: 'sk' })).toEqual({ ok: true, models: ['gpt-5', 'gpt-4.1'] });
    expect(server.requests[0].headers.authorization).toBe('Bearer sk');
    expect(await listModels({ provider: 'openai-compatible', model: 'x', baseUrl: `${server.url}/v1` })).toEqual({ ok: true, models: ['gpt-5', 'gpt-4.1'] });
    expect(server.requests[1].headers.authorization).toBeUndefined();
    await server.close();
  });

  it('asks Ollama for /api/tags', async () => {
    const server = await startLlmServer({ models: ['qwen3-coder:30b', 'llama3.1:8b'] });
    expect(await listModels({ provider: 'ollama', model: 'x', baseUrl: `${server.url}/v1` })).toEqual({ ok: true, models: ['qwen3-coder:30b', 'llama3.1:8b'] });
    expect(server.requests[0].path).toBe('/api/tags');
    await server.close();
  });

  it('reports a refused connection as an unreachable endpoint, and a missing key before asking', async () => {
    const closed = await startLlmServer();
    await closed.close();
    const refused = await listModels({ provider: 'ollama', model: 'x', baseUrl: closed.url });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'unreachable', message: expect.stringContaining('Start Ollama') } });
    expect(await listModels({ provider: 'anthropic', model: 'x', baseUrl: mock.server.url })).toMatchObject({ ok: false, error: { kind: 'auth' } });
  });

  it('reports an endpoint that is not a model server', async () => {
    const result = await listModels({ provider: 'openai-compatible', model: 'x', baseUrl: `${mock.server.url}/nothing` });
    expect(result).toMatchObject({ ok: false, error: { kind: 'bad_request', status: 404 } });
    expect(result.ok || result.error.message).toContain('no route for GET /nothing/models');
  });
});
