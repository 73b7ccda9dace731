import { describe, expect, it } from 'vitest';
import { editableSettings, textAt, valueAt, withValueAt } from '../../../renderer/src/features/settings/settings-object.ts';

describe('settings objects', () => {
  const settings = { model: 'ollama/llama3.1', env: { ANTHROPIC_BASE_URL: 'https://proxy.example' }, permissions: { allow: ['Read'] }, other: [1, 2] };

  it('reads a value by its key path, and nothing through what is not an object', () => {
    expect(valueAt(settings, ['env', 'ANTHROPIC_BASE_URL'])).toBe('https://proxy.example');
    expect(valueAt(settings, ['model', 'length'])).toBeUndefined();
    expect(valueAt(settings, ['other', '0'])).toBeUndefined();
    expect(valueAt(null, ['model'])).toBeUndefined();
    expect(textAt(settings, ['permissions', 'allow'])).toBe('');
    expect(textAt(settings, ['model'])).toBe('ollama/llama3.1');
  });

  it('sets a nested key and keeps every other key as it was', () => {
    const next = withValueAt(settings, ['env', 'OPENAI_BASE_URL'], 'https://openai.example/v1');
    expect(next).toEqual({ ...settings, env: { ANTHROPIC_BASE_URL: 'https://proxy.example', OPENAI_BASE_URL: 'https://openai.example/v1' } });
    expect(settings.env).toEqual({ ANTHROPIC_BASE_URL: 'https://proxy.example' });
  });

  it('creates the objects on the way, replacing a value that is not one', () => {
    expect(withValueAt({ services: 'oops' }, ['services', 'urls', 'SEARXNG_URL'], 'http://127.0.0.1:8080')).toEqual({
      services: { urls: { SEARXNG_URL: 'http://127.0.0.1:8080' } },
    });
  });

  it('removes a key set to undefined, and the objects it leaves empty', () => {
    const next = withValueAt(settings, ['env', 'ANTHROPIC_BASE_URL'], undefined);
    expect(next).not.toHaveProperty('env');
    expect(next).toHaveProperty('model', 'ollama/llama3.1');
    expect(withValueAt({ permissions: { defaultMode: 'plan', allow: ['Read'] } }, ['permissions', 'defaultMode'], undefined)).toEqual({ permissions: { allow: ['Read'] } });
  });

  it('edits a missing or empty file as an empty object, but never one that holds something else', () => {
    expect(editableSettings({ path: '/d/settings.json', text: null, value: null })).toEqual({ ok: true, value: {} });
    expect(editableSettings({ path: '/d/settings.json', text: '  \n', value: null })).toEqual({ ok: true, value: {} });
    expect(editableSettings({ path: '/d/settings.json', text: '{"a": 1', value: null })).toEqual({ ok: false, path: '/d/settings.json' });
    expect(editableSettings({ path: '/d/settings.json', text: '{"a":1}', value: { a: 1 } })).toEqual({ ok: true, value: { a: 1 } });
  });
});
