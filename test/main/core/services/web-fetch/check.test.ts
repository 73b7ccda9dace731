import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceConfig } from '../../../../../main/core/services/config.ts';
import { checkJina, jinaCheckPage } from '../../../../../main/core/services/web-fetch/check.ts';
import { secretsFromEnv } from '../../../../../main/core/settings/secrets.ts';
import { exampleDomainPage, startJina, type JinaMock } from '../../../../mocks/cloud/jina.ts';

let jina: JinaMock;
beforeAll(async () => {
  jina = await startJina({ pages: { [jinaCheckPage]: exampleDomainPage } });
});
afterAll(() => jina.close());
beforeEach(() => {
  jina.failure = undefined;
  jina.requests.length = 0;
});

const config = (env: NodeJS.ProcessEnv) => createServiceConfig({ secrets: secretsFromEnv(env), env });

describe("the settings screen's Jina test", () => {
  it('reads a small known page with the key and says what came back', async () => {
    const check = await checkJina(config({ JINA_API_KEY: jina.key, JINA_READER_BASE_URL: jina.url }));
    expect(check).toEqual({
      ok: true,
      detail: `Jina Reader works: it read "Example Domain" from https://example.com/ (${exampleDomainPage.content.length} characters).`,
    });
    const [request] = jina.requests;
    expect(request.headers.authorization).toBe(`Bearer ${jina.key}`);
    expect(JSON.parse(request.body)).toEqual({ url: jinaCheckPage });
  });

  it('says what to do with a refused key or an empty balance', async () => {
    const badKey = await checkJina(config({ JINA_API_KEY: 'jina_wrong', JINA_READER_BASE_URL: jina.url }));
    expect(badKey).toEqual({
      ok: false,
      detail: 'Jina Reader did not accept the API key (HTTP 401): AuthenticationFailedError: Invalid bearer token. Check the Jina key (JINA_API_KEY or the key in Settings).',
    });
    jina.failure = 'no-balance';
    const noBalance = await checkJina(config({ JINA_API_KEY: jina.key, JINA_READER_BASE_URL: jina.url }));
    expect(noBalance).toMatchObject({ ok: false, detail: expect.stringMatching(/HTTP 402.*Recharge the Jina account/) });
  });

  it('says when Jina Reader cannot be reached', async () => {
    const closed = await startJina();
    await closed.close();
    const check = await checkJina(config({ JINA_API_KEY: 'jina_any', JINA_READER_BASE_URL: closed.url }));
    expect(check).toEqual({ ok: false, detail: `Could not reach Jina Reader at ${closed.url} (the connection was refused).` });
  });

  it('says that no key is set, without calling the service', async () => {
    const check = await checkJina(config({ JINA_READER_BASE_URL: jina.url }));
    expect(check).toMatchObject({ ok: false, detail: expect.stringContaining('No Jina key is set (JINA_API_KEY') });
    expect(jina.requests).toEqual([]);
  });
});
