import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceConfig } from '../../../../../main/core/services/config.ts';
import { secretsFromEnv } from '../../../../../main/core/settings/secrets.ts';
import { createWebFetchTool } from '../../../../../main/core/builtins/web/web-fetch.ts';
import type { Approvals } from '../../../../../main/core/tools/permission.ts';
import { startJina, type JinaMock } from '../../../../mocks/cloud/jina.ts';
import { articleText, startWebSite, type WebSite } from '../../../../mocks/cloud/web-site.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';
import { projectPermissions } from './project-permissions.ts';

let site: WebSite;
let jina: JinaMock;
beforeAll(async () => {
  site = await startWebSite();
  jina = await startJina();
});
afterAll(async () => {
  await site.close();
  await jina.close();
});

const allowOnce: Approvals = { request: async () => ({ decision: 'allow', scope: 'once' }) };

/** A project whose .claude/settings.json allows WebFetch on 127.0.0.1, with the real permission service and executor. */
function project(options: { allow?: string[]; approvals?: Approvals; env?: NodeJS.ProcessEnv } = {}) {
  const { projectDir, dataDir, permissions } = projectPermissions({ allow: options.allow ?? ['WebFetch(domain:127.0.0.1)'] });
  const env = options.env ?? {};
  const tool = createWebFetchTool({
    cloud: createServiceConfig({ secrets: secretsFromEnv(env), env }),
    ruleAllows: (toolName, target) => permissions.allowedByRule({ toolName, aliases: [], input: {}, domain: target.domain }),
  });
  const { executor } = executorWith(dataDir, { permissions, approvals: options.approvals });
  const run = (input: Record<string, unknown>, name = 'WebFetch') =>
    executor.run({ id: `call-${Math.random()}`, name, input }, turnContext([tool], { cwd: projectDir }));
  return { run };
}

describe('WebFetch', () => {
  it('returns the page with its URL, title and the question to answer, and tells the UI what it fetched', async () => {
    const outcome = await project().run({ url: `${site.url}/article`, prompt: 'When are the tides highest?' });
    expect(outcome.status).toBe('success');
    const text = textOf(outcome);
    expect(text.startsWith(`URL: ${site.url}/article\nTitle: ${articleText.title}\n\nThe question to answer from this page: When are the tides highest?\n\n---\n\n## ${articleText.heading}`)).toBe(true);
    expect(text).toContain(articleText.paragraphs[2]);
    expect(outcome.decision?.source.detail).toContain('WebFetch(domain:127.0.0.1)');
    expect(outcome.metadata).toMatchObject({
      url: `${site.url}/article`,
      finalUrl: `${site.url}/article`,
      title: articleText.title,
      contentType: 'text/html; charset=utf-8',
      format: 'markdown',
      via: 'direct',
      cached: false,
      truncated: false,
      extraction: 'main-content',
    });
    expect(outcome.metadata?.bytes).toBeGreaterThan(1000);
  });

  it('answers the second fetch of a URL from its cache', async () => {
    const { run } = project();
    await run({ url: `${site.url}/notes.txt` });
    const again = await run({ url: `${site.url}/notes.txt` }, 'fetch');
    expect(again.status).toBe('success');
    expect(again.metadata).toMatchObject({ cached: true });
  });

  it('asks the person for a host no rule allows', async () => {
    const outcome = await project().run({ url: 'https://docs.example.test/page' });
    expect(outcome.status).toBe('denied');
    expect(textOf(outcome)).toContain('Nobody is available to approve this call.');
  });

  it('needs a rule, not just the person, for a host that resolves to a loopback address', async () => {
    const outcome = await project({ approvals: allowOnce }).run({ url: `http://localhost:${site.port}/article` });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address\./);
    expect(textOf(outcome)).toContain('add "WebFetch(domain:localhost)" to permissions.allow');
  });

  it('refuses restricted addresses that no rule allows, even when the person allows the call', async () => {
    const outcome = await project({ allow: [], approvals: allowOnce }).run({ url: `${site.url}/article` });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toContain('127.0.0.1 is a loopback address');
  });

  it('tells the model about a redirect to another host instead of following it', async () => {
    const target = `http://localhost:${site.port}/article`;
    const outcome = await project().run({ url: site.redirectUrl(target) });
    expect(outcome.status).toBe('success');
    const lines = textOf(outcome).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      `${site.redirectUrl(target)} redirects to another host: ${target} (HTTP 302).`,
      'WebFetch does not follow redirects to other hosts. To read the page, call WebFetch again with this URL (it needs its own permission):',
      target,
    ]);
    expect(lines[3]).toMatch(/^That fetch will be refused unless a rule allows it: localhost resolves to/);
    expect(outcome.metadata).toMatchObject({ redirect: { to: target, status: 302 } });
  });

  it('says when a page was cut at 5 MB, and the executor saves the whole text for Read', async () => {
    const outcome = await project().run({ url: `${site.url}/big` });
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toContain('Note: the page is larger than 5 MB; only its first 5 MB were read.');
    expect(outcome.spillPath).toBeDefined();
    expect(outcome.metadata).toMatchObject({ truncated: true, bytes: 5 * 1024 * 1024 });
  });

  it('waits as long as its timeout input says', async () => {
    const outcome = await project().run({ url: `${site.url}/hang`, timeout: 1 });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toBe(`${site.url}/hang did not answer within 1 second.`);
  });

  it('refuses a URL it cannot fetch and a format it does not know', async () => {
    const { run } = project();
    const ftp = await run({ url: 'ftp://files.example/x' });
    expect(ftp.status).toBe('error');
    expect(textOf(ftp)).toContain('http and https URLs only');
    expect((await run({ url: `${site.url}/article`, format: 'pdf' })).status).toBe('error');
    expect((await run({ url: `${site.url}/article`, timeout: 121 })).status).toBe('error');
  });

  it('reads through Jina Reader when a key is set, and says in the metadata when it fell back', async () => {
    jina.failure = 'no-balance';
    const outcome = await project({ env: { JINA_API_KEY: jina.key, JINA_READER_BASE_URL: jina.url } }).run({ url: `${site.url}/article` });
    expect(outcome.status).toBe('success');
    expect(outcome.metadata).toMatchObject({ via: 'direct', jinaError: expect.stringContaining('HTTP 402') as string });
  });

  it('declares the host for permission rules', () => {
    const webFetch = createWebFetchTool({ cloud: createServiceConfig({ secrets: secretsFromEnv({}), env: {} }), ruleAllows: () => false });
    expect(webFetch.permission?.({ url: 'https://Docs.Example.com:8443/a', format: 'markdown' }, {} as never)).toEqual({ domain: 'docs.example.com' });
    expect(webFetch.readOnly && webFetch.concurrencySafe).toBe(true);
  });
});
