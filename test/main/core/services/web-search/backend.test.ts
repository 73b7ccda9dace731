import { describe, expect, it } from 'vitest';
import { createServiceConfig, type ServiceSettings } from '../../../../../main/core/services/config.ts';
import { ServiceError } from '../../../../../main/core/services/http/service-error.ts';
import { chooseBackend } from '../../../../../main/core/services/web-search/backend.ts';
import { secretsFromEnv } from '../../../../../main/core/settings/secrets.ts';

const config = (env: NodeJS.ProcessEnv, settings?: ServiceSettings) => createServiceConfig({ secrets: secretsFromEnv(env), env, settings });

function refusal(env: NodeJS.ProcessEnv, settings?: ServiceSettings): ServiceError {
  try {
    chooseBackend(config(env, settings));
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('a backend was chosen');
}

describe('choosing the web search backend', () => {
  it('takes Tavily when a key is set, else SearXNG when its address is set', () => {
    expect(chooseBackend(config({ TAVILY_API_KEY: 'k', SEARXNG_URL: 'http://searx:8080' }))).toEqual({ name: 'tavily', key: 'k', baseUrl: 'https://api.tavily.com' });
    expect(chooseBackend(config({ SEARXNG_URL: 'http://searx:8080' }))).toEqual({ name: 'searxng', baseUrl: 'http://searx:8080' });
    expect(chooseBackend(config({ TAVILY_API_KEY: 'k', TAVILY_BASE_URL: 'http://proxy:1' })).name).toBe('tavily');
    expect(chooseBackend(config({ TAVILY_API_KEY: 'k', TAVILY_BASE_URL: 'http://proxy:1' }))).toMatchObject({ baseUrl: 'http://proxy:1' });
  });

  it('follows the backend forced in settings', () => {
    const both = { TAVILY_API_KEY: 'k', SEARXNG_URL: 'http://searx:8080' };
    expect(chooseBackend(config(both, { webSearch: 'searxng' })).name).toBe('searxng');
    expect(chooseBackend(config(both, { webSearch: 'tavily' })).name).toBe('tavily');
    expect(chooseBackend(config({ SEARXNG_URL: 'http://a' }, { urls: { SEARXNG_URL: 'http://b' } }))).toMatchObject({ baseUrl: 'http://b' });
  });

  it('says exactly what to configure when nothing is', () => {
    const error = refusal({});
    expect(error.kind).toBe('config');
    expect(error.message).toContain('TAVILY_API_KEY');
    expect(error.message).toContain('SEARXNG_URL');
    expect(error.message).toContain('"services": {"urls": {"SEARXNG_URL"');
  });

  it('says what the forced backend lacks', () => {
    expect(refusal({ SEARXNG_URL: 'http://searx' }, { webSearch: 'tavily' }).message).toContain('set to use Tavily');
    expect(refusal({ TAVILY_API_KEY: 'k' }, { webSearch: 'searxng' }).message).toContain('no SearXNG address is set');
  });
});
