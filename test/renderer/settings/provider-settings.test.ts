import { describe, expect, it } from 'vitest';
import type { ProviderInfo } from '../../../shared/ipc/domains/models.ts';
import { isHttpUrl, keyStatus, modelSetting, parseModelSetting } from '../../../renderer/src/features/settings/provider-settings.ts';
import { looksLikeAccelerator } from '../../../renderer/src/features/settings/accelerator.ts';

const anthropic: ProviderInfo = { id: 'anthropic', label: 'Anthropic', keySet: false, requiresKey: true, defaultBaseUrl: 'https://api.anthropic.com' };

describe('provider settings', () => {
  it('reads the provider a model setting names, and writes one that names it', () => {
    expect(parseModelSetting('ollama/qwen3:8b')).toEqual({ provider: 'ollama', model: 'qwen3:8b' });
    expect(parseModelSetting('openai-compatible/deepseek/deepseek-chat')).toEqual({ provider: 'openai-compatible', model: 'deepseek/deepseek-chat' });
    expect(parseModelSetting('claude-sonnet-4-6')).toEqual({ provider: null, model: 'claude-sonnet-4-6' });
    expect(parseModelSetting('meta/llama')).toEqual({ provider: null, model: 'meta/llama' });
    expect(parseModelSetting(modelSetting('anthropic', 'claude-haiku-4-5'))).toEqual({ provider: 'anthropic', model: 'claude-haiku-4-5' });
  });

  it('tells a stored key from one of the environment and from none', () => {
    expect(keyStatus(anthropic, ['ANTHROPIC_API_KEY'])).toBe('stored');
    expect(keyStatus({ ...anthropic, keySet: true }, ['TAVILY_API_KEY'])).toBe('environment');
    expect(keyStatus(anthropic, ['OPENAI_API_KEY'])).toBe('notSet');
    expect(keyStatus({ ...anthropic, id: 'ollama', requiresKey: false }, [])).toBe('none');
  });

  it('accepts only http(s) addresses', () => {
    expect(isHttpUrl('http://127.0.0.1:11434/v1')).toBe(true);
    expect(isHttpUrl('https://api.deepseek.com')).toBe(true);
    expect(isHttpUrl('ftp://example.org')).toBe(false);
    expect(isHttpUrl('api.deepseek.com')).toBe(false);
  });

  it('accepts accelerators of modifiers and one key', () => {
    expect(looksLikeAccelerator('CommandOrControl+Shift+Space')).toBe(true);
    expect(looksLikeAccelerator('Alt+K')).toBe(true);
    expect(looksLikeAccelerator('Alt++')).toBe(false);
    expect(looksLikeAccelerator('Space')).toBe(false);
    expect(looksLikeAccelerator('Ctrl + K')).toBe(false);
    expect(looksLikeAccelerator(`Alt+${'K'.repeat(100)}`)).toBe(false);
  });
});
