import { describe, expect, it } from 'vitest';
import { resolveProvider, type ProviderFlags } from '../../../../../main/core/agent/model/resolve-provider.ts';
import { secretsFromEnv } from '../../../../../main/core/settings/secrets.ts';

function resolve(flags: ProviderFlags, env: NodeJS.ProcessEnv = {}, settingsModel?: string) {
  return resolveProvider({ flags, env, settingsModel, secrets: secretsFromEnv(env) });
}

describe('resolving the provider', () => {
  it('falls back to Anthropic with its key, else OpenAI with its key, else the keyless local Ollama', () => {
    expect(resolve({}, { ANTHROPIC_API_KEY: 'a', OPENAI_API_KEY: 'o' })).toEqual({ ok: true, origin: expect.anything(), config: { provider: 'anthropic', model: 'claude-sonnet-4-6', apiKey: 'a' } });
    expect(resolve({}, { OPENAI_API_KEY: 'o' })).toEqual({ ok: true, origin: expect.anything(), config: { provider: 'openai', model: 'gpt-5', apiKey: 'o' } });
    expect(resolve({}, {})).toEqual({ ok: true, origin: expect.anything(), config: { provider: 'ollama', model: 'gpt-oss:20b' } });
  });

  it('lets a model name pick its provider: claude-*, gpt-* and provider/model', () => {
    const env = { ANTHROPIC_API_KEY: 'a', OPENAI_API_KEY: 'o' };
    expect(resolve({ model: 'gpt-5-mini' }, env)).toMatchObject({ config: { provider: 'openai', model: 'gpt-5-mini', apiKey: 'o' } });
    expect(resolve({}, env, 'claude-opus-4-5')).toMatchObject({ config: { provider: 'anthropic', model: 'claude-opus-4-5' } });
    expect(resolve({}, env, 'ollama/qwen3-coder:30b')).toMatchObject({ config: { provider: 'ollama', model: 'qwen3-coder:30b' } });
    expect(resolve({}, { OPENAI_API_KEY: 'o', DEFT_MODEL: 'o3' })).toMatchObject({ config: { provider: 'openai', model: 'o3' } });
  });

  it('takes the flags before the settings before the environment', () => {
    const env = { ANTHROPIC_API_KEY: 'a', OPENAI_API_KEY: 'o', DEFT_PROVIDER: 'ollama', DEFT_MODEL: 'llama3.1' };
    expect(resolve({ provider: 'openai', model: 'gpt-4.1' }, env, 'claude-sonnet-4-5')).toMatchObject({ config: { provider: 'openai', model: 'gpt-4.1' } });
    expect(resolve({}, env, 'claude-sonnet-4-5')).toMatchObject({ config: { provider: 'anthropic', model: 'claude-sonnet-4-5' } });
    expect(resolve({}, env)).toMatchObject({ config: { provider: 'ollama', model: 'llama3.1' } });
  });

  it('does not send a model of another provider to the chosen one', () => {
    const env = { ANTHROPIC_API_KEY: 'a', OPENAI_API_KEY: 'o' };
    expect(resolve({ provider: 'openai' }, env, 'claude-sonnet-4-5')).toMatchObject({ config: { provider: 'openai', model: 'gpt-5' } });
    expect(resolve({ provider: 'ollama' }, { ...env, DEFT_MODEL: 'qwen3:8b' }, 'claude-sonnet-4-5')).toMatchObject({ config: { provider: 'ollama', model: 'qwen3:8b' } });
    // Named together, they are meant together (a proxy serving gpt-5 over the compatible protocol).
    expect(resolve({ provider: 'openai-compatible', model: 'gpt-5', baseUrl: 'http://proxy/v1' }, env)).toMatchObject({ config: { provider: 'openai-compatible', model: 'gpt-5' } });
  });

  it('takes the base URL from the flag, DEFT_BASE_URL, then the provider’s own variable', () => {
    const env = { ANTHROPIC_API_KEY: 'a', ANTHROPIC_BASE_URL: 'https://anthropic.proxy', OPENAI_API_KEY: 'o', OPENAI_BASE_URL: 'https://openai.proxy/v1' };
    expect(resolve({}, env)).toMatchObject({ config: { baseUrl: 'https://anthropic.proxy' } });
    expect(resolve({ provider: 'openai' }, env)).toMatchObject({ config: { baseUrl: 'https://openai.proxy/v1' } });
    expect(resolve({ provider: 'anthropic' }, { ...env, DEFT_BASE_URL: 'https://deft.proxy' })).toMatchObject({ config: { baseUrl: 'https://deft.proxy' } });
    expect(resolve({ provider: 'anthropic', baseUrl: 'https://flag' }, { ...env, DEFT_BASE_URL: 'https://deft.proxy' })).toMatchObject({ config: { baseUrl: 'https://flag' } });
    expect(resolve({ provider: 'ollama' }, env)).toEqual({ ok: true, origin: expect.anything(), config: { provider: 'ollama', model: 'gpt-oss:20b' } });
  });

  it('treats a bare base URL with a model as an OpenAI-compatible endpoint, keyed by DEFT_API_KEY only', () => {
    const env = { OPENAI_API_KEY: 'must-not-leak', DEFT_API_KEY: 'd', DEFT_BASE_URL: 'https://api.deepseek.com', DEFT_MODEL: 'deepseek-chat' };
    expect(resolve({}, env)).toEqual({ ok: true, origin: expect.anything(), config: { provider: 'openai-compatible', model: 'deepseek-chat', baseUrl: 'https://api.deepseek.com', apiKey: 'd' } });
    expect(resolve({ provider: 'openai-compatible', model: 'm', baseUrl: 'http://localhost:8000/v1' }, { OPENAI_API_KEY: 'o' })).toEqual({
      ok: true,
      origin: expect.anything(),
      config: { provider: 'openai-compatible', model: 'm', baseUrl: 'http://localhost:8000/v1' },
    });
  });

  it('prefers the flag’s key, then the provider’s own, then DEFT_API_KEY', () => {
    expect(resolve({ apiKey: 'flag' }, { ANTHROPIC_API_KEY: 'a' })).toMatchObject({ config: { apiKey: 'flag' } });
    expect(resolve({ provider: 'anthropic' }, { ANTHROPIC_API_KEY: 'a', DEFT_API_KEY: 'd' })).toMatchObject({ config: { apiKey: 'a' } });
    expect(resolve({ provider: 'anthropic' }, { DEFT_API_KEY: 'd' })).toMatchObject({ config: { apiKey: 'd' } });
  });

  it('says which variable to set when a key is missing', () => {
    expect(resolve({ provider: 'anthropic' })).toEqual({ ok: false, message: expect.stringContaining('ANTHROPIC_API_KEY') });
    expect(resolve({ model: 'gpt-5' })).toEqual({ ok: false, message: expect.stringContaining('OPENAI_API_KEY') });
  });

  it('refuses an unknown provider, and an OpenAI-compatible one without base URL or model', () => {
    expect(resolve({ provider: 'gemini' })).toEqual({ ok: false, message: expect.stringMatching(/Unknown provider "gemini" in --provider: use anthropic, openai, openai-compatible, ollama/) });
    expect(resolve({}, { DEFT_PROVIDER: 'bedrock' })).toEqual({ ok: false, message: expect.stringContaining('DEFT_PROVIDER') });
    expect(resolve({ provider: 'openai-compatible', model: 'm' })).toEqual({ ok: false, message: expect.stringContaining('--base-url') });
    expect(resolve({ provider: 'openai-compatible', baseUrl: 'http://x' })).toEqual({ ok: false, message: expect.stringContaining('needs a model') });
  });

  it('reads keys from the secrets, not from the environment directly', () => {
    const stored = resolveProvider({ flags: {}, env: {}, secrets: { get: (name) => (name === 'OPENAI_API_KEY' ? 'from-store' : undefined) } });
    expect(stored).toEqual({ ok: true, origin: expect.anything(), config: { provider: 'openai', model: 'gpt-5', apiKey: 'from-store' } });
  });

  it('says where the provider and the model came from: a flag, the settings, the environment or the default', () => {
    const env = { ANTHROPIC_API_KEY: 'a', DEFT_MODEL: 'claude-haiku-4-5' };
    const origin = (flags: ProviderFlags, environment: NodeJS.ProcessEnv, settingsModel?: string) => {
      const resolved = resolve(flags, environment, settingsModel);
      return resolved.ok ? resolved.origin : resolved.message;
    };
    expect(origin({}, {})).toEqual({ provider: { from: 'default', name: 'no key set' }, model: { from: 'default', name: "Ollama's default" } });
    expect(origin({}, { ANTHROPIC_API_KEY: 'a' })).toEqual({ provider: { from: 'environment', name: 'ANTHROPIC_API_KEY' }, model: { from: 'default', name: "Anthropic's default" } });
    expect(origin({}, env)).toEqual({ provider: { from: 'environment', name: 'DEFT_MODEL' }, model: { from: 'environment', name: 'DEFT_MODEL' } });
    expect(origin({}, env, 'claude-opus-4-5')).toEqual({ provider: { from: 'settings', name: 'model' }, model: { from: 'settings', name: 'model' } });
    expect(origin({ provider: 'anthropic', model: 'claude-opus-4-6' }, env)).toEqual({ provider: { from: 'flag', name: '--provider' }, model: { from: 'flag', name: '--model' } });
    expect(origin({ model: 'm' }, { DEFT_BASE_URL: 'http://localhost:8000' })).toEqual({ provider: { from: 'environment', name: 'DEFT_BASE_URL' }, model: { from: 'flag', name: '--model' } });
  });

  it("takes Ollama's address from OLLAMA_HOST, as Ollama's own command line does", () => {
    const baseUrl = (host: string) => {
      const resolved = resolve({}, { OLLAMA_HOST: host });
      return resolved.ok ? resolved.config.baseUrl : resolved.message;
    };
    expect(baseUrl('127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(baseUrl('gpu-box')).toBe('http://gpu-box:11434');
    expect(baseUrl('https://ollama.example.com')).toBe('https://ollama.example.com');
    expect(resolve({}, { OLLAMA_HOST: 'gpu-box', ANTHROPIC_API_KEY: 'a' })).toMatchObject({ ok: true, config: { provider: 'anthropic' } });
    expect(resolve({}, { OLLAMA_HOST: 'gpu-box', ANTHROPIC_API_KEY: 'a' })).not.toMatchObject({ config: { baseUrl: expect.anything() } });
  });
});
