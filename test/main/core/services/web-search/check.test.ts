import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceConfig } from '../../../../../main/core/services/config.ts';
import { checkWebSearch } from '../../../../../main/core/services/web-search/check.ts';
import { secretsFromEnv } from '../../../../../main/core/settings/secrets.ts';
import { startSearxng, type SearxngMock } from '../../../../mocks/cloud/searxng.ts';
import { startTavily, type TavilyMock } from '../../../../mocks/cloud/tavily.ts';

let tavily: TavilyMock;
let searxngWithoutJson: SearxngMock;
beforeAll(async () => {
  tavily = await startTavily();
  searxngWithoutJson = await startSearxng({ formats: ['html'] });
});
afterAll(async () => {
  await tavily.close();
  await searxngWithoutJson.close();
});

const config = (env: NodeJS.ProcessEnv) => createServiceConfig({ secrets: secretsFromEnv(env), env });

describe("the settings screen's web search test", () => {
  it('makes one tiny search with the configured backend', async () => {
    const check = await checkWebSearch(config({ TAVILY_API_KEY: tavily.key, TAVILY_BASE_URL: tavily.url }));
    expect(check).toEqual({ ok: true, backend: 'tavily', detail: 'Tavily works: a test search returned 1 result.' });
    expect(JSON.parse(tavily.requests.at(-1)?.body ?? '{}')).toMatchObject({ max_results: 1 });
  });

  it('reports what failed', async () => {
    const badKey = await checkWebSearch(config({ TAVILY_API_KEY: 'tvly-wrong', TAVILY_BASE_URL: tavily.url }));
    expect(badKey).toMatchObject({ ok: false, backend: 'tavily' });
    expect(badKey.detail).toContain('did not accept the API key');
    const noJson = await checkWebSearch(config({ SEARXNG_URL: searxngWithoutJson.url }));
    expect(noJson).toMatchObject({ ok: false, backend: 'searxng' });
    expect(noJson.detail).toContain('search.formats');
    const nothing = await checkWebSearch(config({}));
    expect(nothing.ok).toBe(false);
    expect(nothing.backend).toBeUndefined();
    expect(nothing.detail).toContain('Web search is not configured');
  });
});
