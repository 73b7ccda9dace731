import { createServiceConfig, type ServiceConfig } from '../../../../../main/core/services/config.ts';
import { fetchPage, type PageOutcome, type PageRequest } from '../../../../../main/core/services/web-fetch/fetch-page.ts';
import type { PageCache } from '../../../../../main/core/services/web-fetch/page-cache.ts';
import { systemResolver, type HostPolicy, type ResolvedAddress } from '../../../../../main/core/services/web-fetch/resolve-host.ts';
import type { FetchedPage } from '../../../../../main/core/services/web-fetch/types.ts';
import { secretsFromEnv } from '../../../../../main/core/settings/secrets.ts';
import { serviceFailure } from '../../../../helpers/service-failure.ts';

/** Addresses some test host names resolve to, all at once; every other name goes to the system's DNS. */
export type Hosts = Record<string, string | string[]>;
/** Host names whose answer changes: the first lookup gets the first address, the next the second, and so on. */
export type ChangingHosts = Record<string, string[]>;

export interface FetchSetup {
  /** Hosts a `WebFetch(domain:…)` rule allows; the tests' servers listen on 127.0.0.1, so it is allowed unless said otherwise. */
  allowed?: readonly string[];
  hosts?: Hosts;
  changingHosts?: ChangingHosts;
  env?: NodeJS.ProcessEnv;
  cache?: PageCache;
}

/** Names answered from `hosts` and `changingHosts`, recording each lookup. */
export function testResolver(hosts: Hosts = {}, changingHosts: ChangingHosts = {}) {
  const lookups: string[] = [];
  const resolve = async (host: string): Promise<ResolvedAddress[]> => {
    lookups.push(host);
    const changing = changingHosts[host];
    const lookupNumber = lookups.filter((name) => name === host).length;
    const entry = changing ? changing[Math.min(lookupNumber, changing.length) - 1] : hosts[host];
    if (entry === undefined) return systemResolver(host);
    return (Array.isArray(entry) ? entry : [entry]).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, lookups };
}

export function fetcher(setup: FetchSetup = {}) {
  const allowed = setup.allowed ?? ['127.0.0.1'];
  const resolver = testResolver(setup.hosts, setup.changingHosts);
  const policy: HostPolicy = { resolve: resolver.resolve, allowsRestricted: (host) => allowed.includes(host) };
  const env = setup.env ?? {};
  const config: ServiceConfig = createServiceConfig({ secrets: secretsFromEnv(env), env });
  const fetch = (url: string, more: Partial<PageRequest> = {}): Promise<PageOutcome> =>
    fetchPage({ url, format: 'markdown', timeoutMs: 10_000, ...more }, { config, policy, cache: setup.cache });
  const page = async (url: string, more: Partial<PageRequest> = {}): Promise<FetchedPage> => {
    const outcome = await fetch(url, more);
    if (outcome.kind !== 'page') throw new Error(`expected a page, got a redirect to ${outcome.redirect.to}`);
    return outcome.page;
  };
  const failure = (url: string, more: Partial<PageRequest> = {}) => serviceFailure(fetch(url, more));
  return { fetch, page, failure, lookups: resolver.lookups };
}
