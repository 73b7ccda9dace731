import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from '../../../../../main/core/agent/model/provider-config.ts';

describe('the base URL the provider package gets', () => {
  it('adds /v1 to an Anthropic host, as ANTHROPIC_BASE_URL means it, unless it is there', () => {
    expect(apiBaseUrl({ provider: 'anthropic', model: 'm' })).toBe('https://api.anthropic.com/v1');
    expect(apiBaseUrl({ provider: 'anthropic', model: 'm', baseUrl: 'https://gateway.example/anthropic/' })).toBe('https://gateway.example/anthropic/v1');
    expect(apiBaseUrl({ provider: 'anthropic', model: 'm', baseUrl: 'https://gateway.example/v1' })).toBe('https://gateway.example/v1');
  });

  it('adds /v1 to an OpenAI-style URL only when it is a bare origin', () => {
    expect(apiBaseUrl({ provider: 'openai', model: 'm' })).toBe('https://api.openai.com/v1');
    expect(apiBaseUrl({ provider: 'openai-compatible', model: 'm', baseUrl: 'https://api.deepseek.com' })).toBe('https://api.deepseek.com/v1');
    expect(apiBaseUrl({ provider: 'openai-compatible', model: 'm', baseUrl: 'https://openrouter.ai/api/v1/' })).toBe('https://openrouter.ai/api/v1');
    expect(apiBaseUrl({ provider: 'openai-compatible', model: 'm', baseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1' })).toBe('https://dashscope.aliyuncs.com/compatible-mode/v1');
    expect(apiBaseUrl({ provider: 'ollama', model: 'm' })).toBe('http://127.0.0.1:11434/v1');
    expect(apiBaseUrl({ provider: 'openai-compatible', model: 'm' })).toBeUndefined();
  });
});
