import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { jinaCheckPage } from '../../../../main/core/services/web-fetch/check.ts';
import { exampleDomainPage, startJina } from '../../../mocks/cloud/jina.ts';
import { startLlmServer } from '../../../mocks/llm-server/index.ts';
import { workspaceSetup } from './setup.ts';

async function modelServer(models: string[]) {
  const server = await startLlmServer({ models });
  onTestFinished(() => server.close());
  return server;
}

/** A server that refuses every key and quotes it back, as some providers do. */
async function quotingServer(): Promise<string> {
  const server = createServer((request, response) => {
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${request.headers.authorization ?? ''}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('models and providers', () => {
  it('lists each provider with whether its key is set and its default base URL', async () => {
    const { call } = workspaceSetup({ env: { ANTHROPIC_API_KEY: 'env-key' } });
    await call('secrets.set', { name: 'DEFT_API_KEY', value: 'stored' });
    expect(await call('models.providers', undefined)).toEqual([
      { id: 'anthropic', label: 'Anthropic', keySet: true, requiresKey: true, defaultBaseUrl: 'https://api.anthropic.com' },
      { id: 'openai', label: 'OpenAI', keySet: true, requiresKey: true, defaultBaseUrl: 'https://api.openai.com/v1' },
      { id: 'openai-compatible', label: 'OpenAI-compatible endpoint', keySet: true, requiresKey: false, defaultBaseUrl: null },
      { id: 'ollama', label: 'Ollama', keySet: false, requiresKey: false, defaultBaseUrl: 'http://127.0.0.1:11434/v1' },
    ]);
  });

  it('lists the models of the configured endpoint with the stored key', async () => {
    const server = await modelServer(['gpt-5', 'gpt-4.1']);
    const { call } = workspaceSetup({ env: { OPENAI_BASE_URL: server.url } });
    await call('secrets.set', { name: 'OPENAI_API_KEY', value: 'sk-stored' });
    expect(await call('models.list', { provider: 'openai' })).toEqual({ ok: true, models: ['gpt-5', 'gpt-4.1'] });
    expect(await call('models.list', { provider: 'openai', baseUrl: `${server.url}/v1` })).toEqual({ ok: true, models: ['gpt-5', 'gpt-4.1'] });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer sk-stored', 'Bearer sk-stored']);
  });

  it('reads the base URL the person saved in the user settings, as a run would', async () => {
    const server = await modelServer(['claude-sonnet-4-5']);
    const { call } = workspaceSetup({ env: {} });
    await call('secrets.set', { name: 'ANTHROPIC_API_KEY', value: 'sk-ant-stored' });
    await call('settings.write', { scope: 'user', value: { env: { ANTHROPIC_BASE_URL: server.url } } });
    expect(await call('models.test', { provider: 'anthropic' })).toEqual({ ok: true, detail: 'Anthropic works: it offers 1 model.' });
    expect(server.requests.map((request) => request.headers['x-api-key'])).toEqual(['sk-ant-stored']);
  });

  it('never sends a stored key to a base URL the caller names', async () => {
    const configured = await modelServer(['gpt-5']);
    const elsewhere = await modelServer(['gpt-5']);
    const { call } = workspaceSetup({ env: { OPENAI_BASE_URL: configured.url } });
    await call('secrets.set', { name: 'OPENAI_API_KEY', value: 'sk-stored' });
    const result = await call('models.list', { provider: 'openai', baseUrl: elsewhere.url });
    expect(result).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(result.ok || result.error.message).toContain('sent only to the configured base URL');
    expect(elsewhere.requests).toEqual([]);
  });

  it('blanks the key out of an error that quotes it', async () => {
    const url = await quotingServer();
    const { call } = workspaceSetup({ env: { DEFT_BASE_URL: url } });
    await call('secrets.set', { name: 'DEFT_API_KEY', value: 'sk-quoted-4412' });
    const result = await call('models.list', { provider: 'openai-compatible' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(JSON.stringify(result)).not.toContain('sk-quoted-4412');
  });

  it('tests a connection, and whether it offers the model', async () => {
    const server = await modelServer(['qwen3-coder:30b']);
    const { call } = workspaceSetup();
    const baseUrl = `${server.url}/v1`;
    expect(await call('models.test', { provider: 'ollama', baseUrl })).toEqual({ ok: true, detail: 'Ollama works: it offers 1 model.' });
    expect(await call('models.test', { provider: 'ollama', baseUrl, model: 'llama3.1:8b' })).toEqual({
      ok: false,
      detail: 'Ollama answered, but does not offer the model llama3.1:8b.',
    });
    expect(await call('models.test', { provider: 'openai-compatible' })).toEqual({ ok: false, detail: 'OpenAI-compatible endpoint needs a base URL.' });
  });

  it('tests a cloud service with the stored keys and settings, saying what is missing', async () => {
    const { call } = workspaceSetup();
    const search = await call('services.test', { service: 'webSearch' });
    expect(search.ok).toBe(false);
    expect(search.detail).toMatch(/TAVILY_API_KEY|SearXNG/);
    const amap = await call('services.test', { service: 'amap' });
    expect(amap).toMatchObject({ ok: false, detail: expect.stringContaining('AMAP_API_KEY') });
    const jina = await call('services.test', { service: 'jina' });
    expect(jina).toMatchObject({ ok: false, detail: expect.stringContaining('JINA_API_KEY') });
  });

  it('tests Jina Reader with the stored key at the address in the user settings', async () => {
    const jina = await startJina({ pages: { [jinaCheckPage]: exampleDomainPage } });
    onTestFinished(() => jina.close());
    const { call } = workspaceSetup();
    await call('secrets.set', { name: 'JINA_API_KEY', value: jina.key });
    await call('settings.write', { scope: 'user', value: { services: { urls: { JINA_READER_BASE_URL: jina.url } } } });
    expect(await call('services.test', { service: 'jina' })).toEqual({
      ok: true,
      detail: `Jina Reader works: it read "Example Domain" from ${jinaCheckPage} (${exampleDomainPage.content.length} characters).`,
    });
    expect(jina.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${jina.key}`]);
  });

  it('says which model a new chat uses and what chose it: the key, the user settings, the project settings, the environment', async () => {
    const { call, failure, dataDir, project } = workspaceSetup();
    expect(await call('models.inUse', {})).toEqual({
      ok: true,
      provider: 'ollama',
      model: 'gpt-oss:20b',
      origin: { provider: { from: 'default', name: 'no key set' }, model: { from: 'default', name: "Ollama's default" } },
    });
    await call('secrets.set', { name: 'ANTHROPIC_API_KEY', value: 'stored' });
    expect(await call('models.inUse', {})).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-6', origin: { provider: { from: 'environment', name: 'ANTHROPIC_API_KEY' } } });

    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ model: 'claude-haiku-4-5' }));
    const userFile = join(dataDir, 'settings.json');
    expect(await call('models.inUse', {})).toMatchObject({ model: 'claude-haiku-4-5', origin: { model: { from: 'settings', name: 'model' } }, settingsFile: userFile });

    const dir = project('chosen');
    await call('projects.open', { path: dir });
    mkdirSync(join(dir, '.deft'));
    writeFileSync(join(dir, '.deft', 'settings.json'), JSON.stringify({ model: 'claude-opus-4-6', env: { DEFT_MODEL: 'unused' } }));
    expect(await call('models.inUse', { projectPath: dir })).toMatchObject({ model: 'claude-opus-4-6', settingsFile: join(dir, '.deft', 'settings.json') });
    expect(await call('models.inUse', {})).toMatchObject({ model: 'claude-haiku-4-5' });
    expect(await failure('models.inUse', { projectPath: project('never-opened') })).toContain('is not an open project');

    writeFileSync(join(dir, '.deft', 'settings.json'), JSON.stringify({ model: 'ollama/llama3.1', env: { DEFT_MODEL: 'unused' } }));
    expect(await call('models.inUse', { projectPath: dir })).toMatchObject({ provider: 'ollama', model: 'llama3.1', origin: { provider: { from: 'settings' } } });
  });
});
