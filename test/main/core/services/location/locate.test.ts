import { describe, expect, it } from 'vitest';
import { locate } from '../../../../../main/core/services/location/locate.ts';
import { serviceFailure } from '../../../../helpers/service-failure.ts';
import { amapServer, cloudConfig, googleServer, ipServers, testTimings } from './fixtures.ts';

const shortIpLimit = { ...testTimings, ipTimeoutMs: 300 };

describe('locate', () => {
  it("asks Amap's IP location first when its key is set, and nothing else when it answers", async () => {
    const [amap, google, ip] = await Promise.all([amapServer(), googleServer(), ipServers()]);
    const answer = await locate(cloudConfig({ amap, google, env: ip.env }), undefined, testTimings);
    expect(answer.position).toMatchObject({ source: 'Amap IP location', coordinates: { system: 'GCJ-02' } });
    expect(answer.failures).toEqual([]);
    expect(google.requests).toHaveLength(0);
    expect(ip.ipApi.requests).toHaveLength(0);
  });

  it('goes on to Google Geolocation when Amap has no position for a foreign address', async () => {
    const [amap, google, ip] = await Promise.all([amapServer({ ip: 'abroad' }), googleServer(), ipServers()]);
    const answer = await locate(cloudConfig({ amap, google, env: ip.env }), undefined, testTimings);
    expect(answer.position.source).toBe('Google Geolocation');
    expect(answer.failures).toEqual([{ source: 'Amap IP location', reason: 'it has no position for this IP address' }]);
  });

  it('uses the free services without keys, and honours region', async () => {
    const [amap, google, ip] = await Promise.all([amapServer(), googleServer(), ipServers()]);
    const keyless = await locate(cloudConfig({ env: ip.env }), undefined, testTimings);
    expect(keyless.position).toEqual({
      coordinates: { lat: 45.6085, lng: -73.5493, system: 'WGS-84' },
      description: 'Montreal, Quebec, Canada',
      source: 'ip-api.com',
    });
    const global = await locate(cloudConfig({ amap, google, env: ip.env }), 'global', testTimings);
    expect(global.position.source).toBe('Google Geolocation');
    expect(amap.requests).toHaveLength(0);
    const china = await locate(cloudConfig({ google, env: ip.env }), 'cn', testTimings);
    expect(china.position.source).toBe('ip-api.com');
    expect(google.requests).toHaveLength(1);
  });

  it('moves on from a service that hangs past its short time limit', async () => {
    const ip = await ipServers({ ipApi: 'hang' });
    const answer = await locate(cloudConfig({ env: ip.env }), undefined, shortIpLimit);
    expect(answer.position).toMatchObject({ source: 'ipinfo.io', coordinates: { lat: 37.4056, lng: -122.0775 }, description: 'Mountain View, California, US' });
    expect(answer.failures[0]).toEqual({ source: 'ip-api.com', reason: expect.stringMatching(/did not answer within 0.3 seconds/) });
  });

  it('moves on from rate limits and private addresses, in every form the services use', async () => {
    const ip = await ipServers({ ipApi: 'rate-limited', ipinfo: 'no-position' });
    const answer = await locate(cloudConfig({ env: ip.env }), undefined, shortIpLimit);
    expect(answer.position).toMatchObject({ source: 'ipapi.co', description: 'Mountain View, California, United States' });
    expect(answer.failures.map((failure) => failure.reason)).toEqual([
      expect.stringMatching(/ip-api.com is limiting the rate of requests \(HTTP 429\)/),
      'ipinfo.io gave no position: the address is private or reserved.',
    ]);
  });

  it('says what every service answered when none can tell', async () => {
    const ip = await ipServers({ ipApi: 'no-position', ipinfo: 'malformed', ipapi: 'rate-limited' });
    const error = await serviceFailure(locate(cloudConfig({ env: ip.env }), undefined, shortIpLimit));
    expect(error.message).toMatch(/^No service could tell where this machine is\. /);
    expect(error.message).toContain('ip-api.com: ip-api.com gave no position: private range.');
    expect(error.message).toMatch(/ipinfo.io: ipinfo.io answered with something other than JSON \(text\/html/);
    expect(error.message).toContain('ipapi.co: ipapi.co gave no position: RateLimited.');
  });

  it('stops at once when cancelled', async () => {
    const ip = await ipServers({ ipApi: 'hang' });
    const controller = new AbortController();
    const pending = locate(cloudConfig({ env: ip.env }), undefined, testTimings, { signal: controller.signal });
    controller.abort(new Error('cancelled by the person'));
    await expect(pending).rejects.toThrow('cancelled by the person');
    expect(ip.ipinfo.requests).toHaveLength(0);
  });
});
