import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceConfig } from '../../../../../main/core/services/config.ts';
import { secretsFromEnv } from '../../../../../main/core/settings/secrets.ts';
import { createWebSearchTool } from '../../../../../main/core/builtins/web/web-search.ts';
import type { ServiceConfig } from '../../../../../main/core/services/config.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { startSearxng, type SearxngMock } from '../../../../mocks/cloud/searxng.ts';
import { startTavily, tavilyErrors, type TavilyMock } from '../../../../mocks/cloud/tavily.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';
import { projectPermissions } from './project-permissions.ts';

let tavily: TavilyMock;
let searxng: SearxngMock;
beforeAll(async () => {
  tavily = await startTavily();
  searxng = await startSearxng();
});
afterAll(async () => {
  await tavily.close();
  await searxng.close();
});
beforeEach(() => {
  tavily.failure = undefined;
  searxng.failure = undefined;
});

const cloud = (env: NodeJS.ProcessEnv) => createServiceConfig({ secrets: secretsFromEnv(env), env });
const withTavily = (): ServiceConfig => cloud({ TAVILY_API_KEY: tavily.key, TAVILY_BASE_URL: tavily.url });

async function search(input: Record<string, unknown>, config: ServiceConfig = withTavily()) {
  const { executor } = executorWith(tempDir());
  const outcome = await executor.run({ id: 'call-1', name: 'web_search', input }, turnContext([createWebSearchTool({ cloud: config })]));
  return { outcome, text: textOf(outcome) };
}

describe('WebSearch', () => {
  it('lists the results as markdown links with dates and snippets, and asks for citations', async () => {
    const { outcome, text } = await search({ query: 'sky blue', max_results: 2 });
    expect(outcome.status).toBe('success');
    expect(text).toBe(
      [
        'Web search results for "sky blue" (2 results, from Tavily):',
        '',
        '1. [Rayleigh scattering - Wikipedia](https://en.wikipedia.org/wiki/Rayleigh_scattering) (2024-01-15)',
        '   Rayleigh scattering is the scattering of light by particles much smaller than its wavelength; it is why the sky is blue.',
        '',
        '2. [Why Is the Sky Blue? | NASA Space Place](https://spaceplace.nasa.gov/blue-sky/en/)',
        '   Sunlight reaches Earth’s atmosphere and is scattered in all directions by the gases and particles in the air. Blue light is scattered more than the other colors: the sky is blue.',
        '',
        'Cite the sources you use in your answer as markdown links, e.g. [Page title](https://example.com/page).',
      ].join('\n'),
    );
    expect(outcome.metadata).toMatchObject({
      backend: 'tavily',
      query: 'sky blue',
      results: [
        { title: 'Rayleigh scattering - Wikipedia', url: 'https://en.wikipedia.org/wiki/Rayleigh_scattering', date: '2024-01-15' },
        { title: 'Why Is the Sky Blue? | NASA Space Place', url: 'https://spaceplace.nasa.gov/blue-sky/en/' },
      ],
    });
  });

  it('escapes brackets in titles', async () => {
    const { text } = await search({ query: 'sky blue explained' });
    expect(text).toContain('1. [Why is the sky blue? \\[explained\\]](https://www.spectroscopyonline.com/view/why-sky-blue) (2013-04-01)');
  });

  it('reduces the domains the model writes to bare domains and keeps only their results', async () => {
    const { text, outcome } = await search({ query: 'sky', allowed_domains: ['https://www.Wikipedia.org/wiki/Main_Page'], blocked_domains: ['*.nasa.gov'] });
    expect(JSON.parse(tavily.requests.at(-1)?.body ?? '{}')).toMatchObject({ include_domains: ['wikipedia.org'], exclude_domains: ['nasa.gov'] });
    const urls = (outcome.metadata?.results as Array<{ url: string }>).map((result) => result.url);
    expect(urls).toEqual(['https://en.wikipedia.org/wiki/Rayleigh_scattering', 'https://en.wikipedia.org/wiki/Sky']);
    expect(text).toContain('(2 results, from Tavily)');
  });

  it('says when nothing was found', async () => {
    const { outcome, text } = await search({ query: 'quantum chromodynamics', allowed_domains: ['example.com'] });
    expect(outcome.status).toBe('success');
    expect(text).toBe('No results for "quantum chromodynamics" on the allowed domains. Try other words or fewer domain filters.');
  });

  it('uses SearXNG when it is the only backend, noting engines that failed', async () => {
    searxng.failure = 'some-engines-down';
    const { text, outcome } = await search({ query: 'sky blue' }, cloud({ SEARXNG_URL: searxng.url }));
    expect(text).toContain('from SearXNG):');
    expect(text).toContain('\nNote: Engines that failed: brave (timeout).\n');
    expect(text.endsWith('[Page title](https://example.com/page).')).toBe(true);
    expect(outcome.metadata).toMatchObject({ backend: 'searxng', notes: ['Engines that failed: brave (timeout).'] });
  });

  it('tells the model and the person what to configure when no backend is', async () => {
    const { outcome, text } = await search({ query: 'sky' }, cloud({}));
    expect(outcome.status).toBe('error');
    expect(text).toContain('Web search is not configured. Set a Tavily API key (the TAVILY_API_KEY environment variable');
    expect(text).toContain('SEARXNG_URL');
  });

  it('returns the failures of the backend as errors the model can read', async () => {
    tavily.failure = { status: 432, error: tavilyErrors.planLimit };
    const { outcome, text } = await search({ query: 'sky' });
    expect(outcome.status).toBe('error');
    expect(text).toContain("the account has reached the plan's credit limit (HTTP 432)");
  });

  it('refuses more than 20 results and a one-letter query', async () => {
    expect((await search({ query: 'sky', max_results: 21 })).outcome.status).toBe('error');
    expect((await search({ query: 's' })).outcome.status).toBe('error');
  });

  it('runs without asking, being read-only, unless a rule denies WebSearch', async () => {
    const run = async (permissions: { deny?: string[] }) => {
      const { projectDir, dataDir, permissions: service } = projectPermissions(permissions);
      const { executor } = executorWith(dataDir, { permissions: service });
      return executor.run({ id: 'c', name: 'WebSearch', input: { query: 'sky' } }, turnContext([createWebSearchTool({ cloud: withTavily() })], { cwd: projectDir }));
    };
    expect((await run({})).status).toBe('success');
    const denied = await run({ deny: ['WebSearch'] });
    expect(denied.status).toBe('denied');
    expect(denied.decision?.source.detail).toContain('WebSearch');
  });
});
