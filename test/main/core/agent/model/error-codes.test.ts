import { describe, expect, it } from 'vitest';
import { toModelError, type ErrorContext } from '../../../../../main/core/agent/model/classify-error.ts';
import { englishOf } from '../../../../../shared/vocabulary/core-messages.ts';

const context = (provider: 'anthropic' | 'ollama', endpoint?: string): ErrorContext => ({
  config: { provider, model: 'm' },
  model: 'm',
  endpoint,
  signal: new AbortController().signal,
  streaming: false,
});

const httpError = (statusCode: number, message: string) => ({ name: 'AI_APICallError', message, statusCode, responseBody: JSON.stringify({ error: { message } }) });

describe('a model error by code', () => {
  it.each([
    [401, 'model.auth'],
    [429, 'model.rate-limited'],
    [529, 'model.overloaded'],
    [500, 'model.server'],
    [400, 'model.bad-request'],
  ])('HTTP %i is %s, its English the error message the CLI prints', (status, code) => {
    const error = toModelError(httpError(status, 'the provider said no'), context('anthropic'));
    expect(error.coreMessage?.code).toBe(code);
    expect(englishOf(error.coreMessage!)).toBe(error.message);
    expect(error.message).toContain(`(HTTP ${status})`);
  });

  it('names the key to set inside the advice of a rejected key, as a message of its own', () => {
    const error = toModelError(httpError(401, 'invalid x-api-key'), context('anthropic'));
    expect(error.message).toBe('Anthropic rejected the API key (HTTP 401): invalid x-api-key. Set ANTHROPIC_API_KEY (or DEFT_API_KEY), pass --api-key, or store a key in Settings.');
    expect(error.coreMessage?.params?.advice).toMatchObject({ code: 'model.key-advice', params: { names: { code: 'model.key-or-others' } } });
  });

  it('says why nothing answers on this machine, with the advice to start the local server', () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:11434'), { code: 'ECONNREFUSED' }) });
    const error = toModelError(refused, context('ollama', 'http://127.0.0.1:11434/v1'));
    expect(error.kind).toBe('unreachable');
    expect(error.coreMessage).toMatchObject({ code: 'model.unreachable-at', params: { detail: { code: 'model.connection-refused' }, advice: { code: 'model.start-ollama' } } });
    expect(englishOf(error.coreMessage!)).toBe(error.message);
  });
});
