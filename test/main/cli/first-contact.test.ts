import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startLlmServer, type LlmServerOptions } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { startDeft, type DeftRun } from './deft-process.ts';

/** A loopback port nothing listens on: one the system gave out and that was closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A machine where nothing is configured: no key, no provider, no model, no settings (a home and a
 * data folder of its own), and Ollama's address (OLLAMA_HOST) a loopback port nobody listens on.
 */
async function unconfigured(): Promise<{ cwd: string; env: NodeJS.ProcessEnv }> {
  const root = tempDir();
  const cwd = join(root, 'project');
  const home = join(root, 'home');
  for (const dir of [cwd, home]) mkdirSync(dir);
  const unset = ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'DEFT_API_KEY', 'DEFT_PROVIDER', 'DEFT_MODEL', 'DEFT_BASE_URL', 'ANTHROPIC_BASE_URL', 'OPENAI_BASE_URL'];
  // An undefined value leaves the variable out of the child's environment.
  const env = { ...Object.fromEntries(unset.map((name) => [name, undefined])), HOME: home, DEFT_DATA_DIR: join(root, 'data'), OLLAMA_HOST: `127.0.0.1:${await closedPort()}` };
  return { cwd, env };
}

async function modelServer(options: LlmServerOptions) {
  const server = await startLlmServer(options);
  onTestFinished(() => server.close());
  return server;
}

const lines = (run: DeftRun) => run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
const retries = (run: DeftRun) => lines(run).filter((event) => event.subtype === 'api_retry');
const resultOf = (run: DeftRun) => lines(run).find((event) => event.type === 'result');

describe('deft run, first contact with a model', { timeout: 90_000 }, () => {
  it('with nothing configured fails at once, without retrying, and says what to do', async () => {
    const machine = await unconfigured();
    const run = await startDeft(['run', 'hello', '--output-format', 'stream-json'], machine).done;
    expect(run.code).toBe(1);
    expect(retries(run)).toEqual([]);
    const result = resultOf(run);
    expect(result).toMatchObject({ is_error: true, status: 'error' });
    expect(result?.error).toContain(`Cannot reach Ollama at http://${machine.env.OLLAMA_HOST}/v1: nothing is listening there (connection refused)`);
    expect(result?.error).toMatch(/Start Ollama .*set a key \(ANTHROPIC_API_KEY, DEFT_API_KEY, OPENAI_API_KEY\) or choose a provider with --provider/);
    expect(result?.error).toContain('`deft doctor`');

    const text = await startDeft(['run', 'hello'], machine).done;
    expect(text.code).toBe(1);
    expect(text.stderr).not.toContain('retrying');
    expect(text.stderr).toMatch(/^✗ error: Cannot reach Ollama .*Start Ollama/m);
  });

  it('names a host that does not exist, without retrying', async () => {
    const machine = await unconfigured();
    const args = ['run', 'hello', '--output-format', 'stream-json', '--provider', 'openai-compatible', '--model', 'm', '--base-url', 'http://deft-model.invalid:8080'];
    const run = await startDeft(args, machine).done;
    expect(run.code).toBe(1);
    expect(retries(run)).toEqual([]);
    expect(resultOf(run)?.error).toMatch(/^Cannot reach deft-model\.invalid:8080 at http:\/\/deft-model\.invalid:8080\/v1: there is no host named deft-model\.invalid\. Check the base URL/);
  });

  it('a rejected key is asked once and named, with where to set the right one', async () => {
    const machine = await unconfigured();
    const server = await modelServer({ apiKey: 'sk-ant-right-0123456789' });
    const args = ['run', 'hello', '--output-format', 'stream-json', '--provider', 'anthropic', '--base-url', server.url];
    const run = await startDeft(args, { ...machine, env: { ...machine.env, ANTHROPIC_API_KEY: 'sk-ant-wrong-0123456789' } }).done;
    expect(run.code).toBe(1);
    expect(retries(run)).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(resultOf(run)?.error).toMatch(/^Anthropic rejected the API key \(HTTP 401\): invalid x-api-key\. Set ANTHROPIC_API_KEY/);
    expect(run.stdout).not.toContain('sk-ant-wrong-0123456789');
  });

  it('a server error mid-way is still retried', async () => {
    const machine = await unconfigured();
    const server = await modelServer({ replies: [{ status: 529 }, { text: 'Hello there.' }] });
    const args = ['run', 'hello', '--output-format', 'stream-json', '--provider', 'anthropic', '--api-key', 'k', '--base-url', server.url];
    const run = await startDeft(args, machine).done;
    expect(retries(run)).toHaveLength(1);
    expect(resultOf(run)).toMatchObject({ is_error: false, result: 'Hello there.' });
    expect(server.requests).toHaveLength(2);
  });

  it('an empty ANTHROPIC_BASE_URL counts as unset', async () => {
    const machine = await unconfigured();
    const server = await modelServer({ replies: [{ text: 'Hello there.' }] });
    const args = ['run', 'hello', '--output-format', 'stream-json', '--provider', 'anthropic', '--api-key', 'k', '--base-url', server.url];
    const run = await startDeft(args, { ...machine, env: { ...machine.env, ANTHROPIC_BASE_URL: ' ' } }).done;
    expect(resultOf(run)).toMatchObject({ is_error: false, result: 'Hello there.' });
  });
});

describe('deft doctor, the model', { timeout: 90_000 }, () => {
  it('--offline says which model a run would use and where that came from, without asking it', async () => {
    const machine = await unconfigured();
    const run = await startDeft(['doctor', '--offline'], machine).done;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      [
        'Model        gpt-oss:20b on Ollama',
        '  provider   from the default (no key set)',
        "  model      from the default (Ollama's default)",
        `  endpoint   http://${machine.env.OLLAMA_HOST}/v1`,
        '  answers    not checked (--offline)',
      ].join('\n'),
    );
  });

  it('an endpoint nobody listens on does not answer, and doctor fails', async () => {
    const machine = await unconfigured();
    const run = await startDeft(['doctor'], machine).done;
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^ {2}answers {4}no: Cannot reach Ollama at .*: nothing is listening there \(connection refused\)\. Start Ollama/m);
  });

  it("asks Anthropic's models list with the key from the environment", async () => {
    const machine = await unconfigured();
    const key = 'sk-ant-right-0123456789';
    const server = await modelServer({ apiKey: key, models: ['claude-sonnet-4-6', 'claude-haiku-4-5'] });
    const run = await startDeft(['doctor'], { ...machine, env: { ...machine.env, ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: server.url } }).done;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Model        claude-sonnet-4-6 on Anthropic\n  provider   from environment ANTHROPIC_API_KEY\n');
    expect(run.stdout).toContain('  answers    yes: it lists 2 models, claude-sonnet-4-6 among them\n');
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/models']);
    expect(run.stdout).not.toContain(key);
  });

  it('names a rejected key', async () => {
    const machine = await unconfigured();
    const server = await modelServer({ apiKey: 'sk-right-0123456789' });
    const args = ['doctor', '--provider', 'openai', '--model', 'gpt-5-mini', '--base-url', server.url, '--api-key', 'sk-wrong-0123456789'];
    const run = await startDeft(args, machine).done;
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('  provider   from flag --provider\n  model      from flag --model\n');
    expect(run.stdout).toContain('  answers    no: OpenAI rejected the API key (HTTP 401): Incorrect API key provided. Set OPENAI_API_KEY');
    expect(run.stdout).not.toContain('sk-wrong-0123456789');
  });

  it("asks Ollama's /api/tags, says when the model is not among them, and reports the model from DEFT_MODEL as JSON", async () => {
    const machine = await unconfigured();
    const server = await modelServer({ models: ['llama3.1:8b'] });
    const env = { ...machine.env, OLLAMA_HOST: server.url, DEFT_MODEL: 'ollama/qwen3-coder:30b' };
    const run = await startDeft(['doctor', '--json'], { ...machine, env }).done;
    expect(JSON.parse(run.stdout).model).toEqual({
      ok: true,
      provider: 'ollama',
      model: 'qwen3-coder:30b',
      endpoint: `${server.url}/v1`,
      origin: { provider: { from: 'environment', name: 'DEFT_MODEL' }, model: { from: 'environment', name: 'DEFT_MODEL' } },
      answer: { checked: true, ok: true, models: 1, listed: false },
    });
    expect(server.requests.map((request) => request.path)).toEqual(['/api/tags']);
  });
});
