import { hang, send, sendJson, startMockServer, type MockServer, type RouteHandler } from './server.ts';

/** How a free IP-location mock behaves: it answers, has no position, is rate-limited, hangs, or sends garbage. */
export type IpMockBehaviour = 'answer' | 'no-position' | 'rate-limited' | 'hang' | 'malformed';

/** ip-api.com (cloud-apis §6.1): failures are HTTP 200 with `status: "fail"`; over 45 a minute, HTTP 429 with X-Rl/X-Ttl. */
function ipApiHandler(behaviour: IpMockBehaviour): RouteHandler {
  return (_request, response) => {
    if (behaviour === 'hang') return hang(response);
    if (behaviour === 'malformed') return send(response, 200, 'application/json', '{"status":"succ');
    if (behaviour === 'rate-limited') return send(response, 429, 'text/plain', 'Too Many Requests', { 'x-rl': '0', 'x-ttl': '42' });
    if (behaviour === 'no-position') return sendJson(response, 200, { status: 'fail', message: 'private range', query: '192.168.1.1' });
    sendJson(response, 200, { status: 'success', country: 'Canada', regionName: 'Quebec', city: 'Montreal', lat: 45.6085, lon: -73.5493 });
  };
}

/** ipinfo.io (cloud-apis §6.2): `loc` is "lat,lng"; a private address is `bogon`. */
function ipinfoHandler(behaviour: IpMockBehaviour): RouteHandler {
  return (_request, response) => {
    if (behaviour === 'hang') return hang(response, { afterHeaders: true });
    if (behaviour === 'malformed') return send(response, 200, 'text/html', '<html><body>Rate limit</body></html>');
    if (behaviour === 'rate-limited') return send(response, 429, 'text/plain', 'Too Many Requests', { 'retry-after': '3600' });
    if (behaviour === 'no-position') return sendJson(response, 200, { ip: '127.0.0.1', bogon: true });
    sendJson(response, 200, {
      ip: '8.8.8.8',
      hostname: 'dns.google',
      city: 'Mountain View',
      region: 'California',
      country: 'US',
      loc: '37.4056,-122.0775',
      org: 'AS15169 Google LLC',
      postal: '94043',
      timezone: 'America/Los_Angeles',
    });
  };
}

/** ipapi.co (cloud-apis §6.3): `error: true` with a reason, the rate limit sometimes with HTTP 200. */
function ipapiHandler(behaviour: IpMockBehaviour): RouteHandler {
  return (_request, response) => {
    if (behaviour === 'hang') return hang(response);
    if (behaviour === 'malformed') return send(response, 200, 'application/json', '');
    if (behaviour === 'rate-limited') return sendJson(response, 200, { error: true, reason: 'RateLimited', message: 'Visit https://ipapi.co/ratelimited/ for details' });
    if (behaviour === 'no-position') return sendJson(response, 200, { ip: '127.0.0.1', error: true, reason: 'Reserved IP Address', reserved: true, version: 'IPv4' });
    sendJson(response, 200, {
      ip: '8.8.8.8',
      city: 'Mountain View',
      region: 'California',
      country_name: 'United States',
      country_code: 'US',
      latitude: 37.42301,
      longitude: -122.083352,
    });
  };
}

export interface IpMocks {
  ipApi: MockServer;
  ipinfo: MockServer;
  ipapi: MockServer;
  /** The environment that points Deft's clients at these servers. */
  env: Record<'IP_API_BASE_URL' | 'IPINFO_BASE_URL' | 'IPAPI_BASE_URL', string>;
  close(): Promise<void>;
}

/** The three free services on their own local servers, each behaving as told. */
export async function startIpMocks(behaviour: { ipApi?: IpMockBehaviour; ipinfo?: IpMockBehaviour; ipapi?: IpMockBehaviour } = {}): Promise<IpMocks> {
  const [ipApi, ipinfo, ipapi] = await Promise.all([
    startMockServer({ routes: { '/json/': ipApiHandler(behaviour.ipApi ?? 'answer') } }),
    startMockServer({ routes: { '/json': ipinfoHandler(behaviour.ipinfo ?? 'answer') } }),
    startMockServer({ routes: { '/json/': ipapiHandler(behaviour.ipapi ?? 'answer') } }),
  ]);
  return {
    ipApi,
    ipinfo,
    ipapi,
    env: { IP_API_BASE_URL: ipApi.url, IPINFO_BASE_URL: ipinfo.url, IPAPI_BASE_URL: ipapi.url },
    close: async () => {
      await Promise.all([ipApi.close(), ipinfo.close(), ipapi.close()]);
    },
  };
}
