import { describe, expect, it } from 'vitest';
import { checkAmap, checkGoogleMaps } from '../../../../../main/core/services/location/check.ts';
import { amapFailure } from '../../../../mocks/cloud/amap.ts';
import { amapServer, cloudConfig, googleServer, testTimings } from './fixtures.ts';

describe("the settings screen's test buttons", () => {
  it('report a working key with what the service found', async () => {
    const [amap, google] = await Promise.all([amapServer(), googleServer()]);
    expect(await checkAmap(cloudConfig({ amap }), testTimings)).toEqual({ ok: true, detail: 'Amap works: it found 北京市东城区天安门 at 39.908722,116.397499 (GCJ-02).' });
    expect(await checkGoogleMaps(cloudConfig({ google }), testTimings)).toEqual({
      ok: true,
      detail: 'Google Maps works: it found Av. Gustave Eiffel, 75007 Paris, France at 48.85837,2.294481 (WGS-84).',
    });
  });

  it('report what to fix: a missing key, a refused key, a used-up quota', async () => {
    expect(await checkAmap(cloudConfig({}, { amap: false }))).toEqual({ ok: false, detail: expect.stringMatching(/AMAP_API_KEY/) });
    const google = await googleServer();
    expect(await checkGoogleMaps(cloudConfig({ google }, { google: 'wrong' }), testTimings)).toEqual({ ok: false, detail: expect.stringMatching(/REQUEST_DENIED/) });
    const amap = await amapServer({}, { '/v3/geocode/geo': amapFailure('10003', 'DAILY_QUERY_OVER_LIMIT') });
    expect(await checkAmap(cloudConfig({ amap }), testTimings)).toEqual({ ok: false, detail: expect.stringMatching(/daily quota/) });
  });
});
