import { describe, expect, it } from 'vitest';
import type { ServiceConfig } from '../../../../../main/core/services/config.ts';
import { createLocationTool } from '../../../../../main/core/builtins/location/location.ts';
import { amapFailure } from '../../../../mocks/cloud/amap.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { amapServer, cloudConfig, googleServer, ipServers } from '../../services/location/fixtures.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';

async function call(input: Record<string, unknown>, cloud: ServiceConfig) {
  const { executor } = executorWith(tempDir());
  return executor.run({ id: 'l', name: 'location', input }, turnContext([createLocationTool({ cloud })]));
}

async function bothProviders() {
  const [amap, google] = await Promise.all([amapServer({ poiTotal: 60 }), googleServer({ placesTotal: 60 })]);
  return { amap, google, cloud: cloudConfig({ amap, google }) };
}

describe('Location', () => {
  it('is a read-only tool that may run alongside others, under the rule "Location"', () => {
    const location = createLocationTool({ cloud: cloudConfig({}) });
    expect(location.name).toBe('Location');
    expect(location.aliases).toEqual(['location']);
    expect(location.readOnly && location.concurrencySafe).toBe(true);
    expect(location.permission?.({ action: 'locate' }, {} as never)).toEqual({});
  });

  it('geocodes Chinese text on Amap: compact text for the model, the places for the UI', async () => {
    const { cloud } = await bothProviders();
    const outcome = await call({ action: 'geocode', location: '天安门' }, cloud);
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toBe(
      [
        'Amap found for "天安门":',
        '1. 北京市东城区天安门 · 39.908722,116.397499 (GCJ-02)',
        '(Amap, because the text is Chinese.)',
        'GCJ-02 is the datum of maps of mainland China (Amap, and Google there); give such points back as "lat,lng (GCJ-02)".',
      ].join('\n'),
    );
    expect(outcome.metadata).toMatchObject({
      action: 'geocode',
      provider: 'amap',
      places: [{ name: '北京市东城区天安门', coordinates: { lat: 39.908722, lng: 116.397499, system: 'GCJ-02' } }],
    });
  });

  it('reverse-geocodes a WGS-84 point in China after converting it, and says so', async () => {
    const { amap, cloud } = await bothProviders();
    const text = textOf(await call({ action: 'geocode', location: '39.90736,116.39128' }, cloud));
    expect(text).toMatch(/^Amap found for the address at 39\.90736,116\.39128:\n1\. 北京市东城区东华门街道天安门 · 39\.908\d+,116\.397\d+ \(GCJ-02\)/);
    expect(text).toMatch(/39\.90736,116\.39128 \(WGS-84\) was converted to .* \(GCJ-02\) for Amap\./);
    expect(amap.requests[0].path).toBe('/v3/geocode/regeo');
  });

  it('searches places page by page and lists them one per line', async () => {
    const { amap, cloud } = await bothProviders();
    const outcome = await call({ action: 'search_places', query: '咖啡', location: '天安门', radius: 800 }, cloud);
    const lines = textOf(outcome).split('\n');
    expect(lines[0]).toBe('Amap found 40 places for "咖啡" around 39.908722,116.397499 (GCJ-02):');
    expect(lines[1]).toBe('1. 咖啡1 — 北京市东城区 · 39.908822,116.397499 (GCJ-02) · 餐饮服务;咖啡厅;咖啡厅 · 10 m · rating 4.5 · tel 010-65120000');
    expect(lines).toHaveLength(1 + 40 + 2);
    expect(amap.requests.filter((request) => request.path === '/v5/place/around').map((request) => request.query.get('page_num'))).toEqual(['1', '2']);
    expect((outcome.metadata?.places as unknown[]).length).toBe(40);
    expect(outcome.metadata?.center).toEqual({ lat: 39.908722, lng: 116.397499, system: 'GCJ-02' });
  });

  it('says when nothing matches', async () => {
    const { cloud } = await bothProviders();
    const outcome = await call({ action: 'search_places', query: 'nothing here', location: '-33.8688,151.2093' }, cloud);
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toMatch(/^Google Maps found no places for "nothing here" around -33\.8688,151\.2093 \(WGS-84\)\.\n\(Google Maps, because a point lies outside mainland China\.\)$/);
  });

  it('gives directions with steps, and a trip as legs with totals', async () => {
    const { cloud } = await bothProviders();
    const directions = await call({ action: 'get_directions', location: 'Toronto', destination: 'Montreal', mode: 'driving', language: 'en' }, cloud);
    expect(textOf(directions)).toMatch(/^Driving route by Google Maps: \d+ km, about \d+ h( \d+ min)?\.\n1\. Toronto → Montreal: \d+ km, \d+ h( \d+ min)?\n {3}- Head east on Queen St W\. Destination will be on the right\n/);
    const trip = await call({ action: 'plan_trip', location: '天安门', waypoints: ['北京西站'], destination: '颐和园', mode: 'bicycling' }, cloud);
    const text = textOf(trip);
    expect(text).toBe(
      [
        'Trip of 3 stops by bicycling (Amap):',
        '1. 天安门 → 北京西站: 8.7 km, 36 min',
        '2. 北京西站 → 颐和园: 16.0 km, 1 h 7 min',
        'Total: 24.6 km, about 1 h 43 min.',
        '(Amap, because the text is Chinese.)',
      ].join('\n'),
    );
    const route = trip.metadata?.route as { legs: Array<{ distanceMeters: number }>; distanceMeters: number };
    expect(route.legs).toHaveLength(2);
    expect(route.distanceMeters).toBe(route.legs[0].distanceMeters + route.legs[1].distanceMeters);
  });

  it('tells where the machine is, in both systems inside China', async () => {
    const [amap, ip] = await Promise.all([amapServer(), ipServers()]);
    const china = textOf(await call({ action: 'locate' }, cloudConfig({ amap, env: ip.env })));
    expect(china).toBe(
      'This machine appears to be in 北京市, 中国: 39.938884,116.397459 (GCJ-02), accurate to about 45.1 km (from Amap IP location, by IP address).\n' +
        'The same point in WGS-84: 39.937481,116.391214 (WGS-84).',
    );
    const keyless = await call({ action: 'locate' }, cloudConfig({ env: ip.env }));
    expect(textOf(keyless)).toBe('This machine appears to be in Montreal, Quebec, Canada: 45.6085,-73.5493 (WGS-84), city-level accuracy at best (from ip-api.com, by IP address).');
    expect(keyless.metadata).toMatchObject({ action: 'locate', position: { source: 'ip-api.com' }, failures: [] });
  });

  it('asks for the fields an action needs, and for points latitude first', async () => {
    const { cloud } = await bothProviders();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ action: 'geocode' }, 'geocode needs "location".'],
      [{ action: 'search_places', location: 'Paris' }, 'search_places needs "query" or "type".'],
      [{ action: 'get_directions', location: 'Paris' }, 'get_directions needs "destination".'],
      [{ action: 'plan_trip', location: 'Paris' }, 'plan_trip needs "waypoints" (and optionally "destination") after "location".'],
    ];
    for (const [input, message] of cases) {
      const outcome = await call(input, cloud);
      expect(outcome.status).toBe('error');
      expect(textOf(outcome)).toContain(message);
    }
    const swapped = await call({ action: 'geocode', location: '116.397499,39.908722' }, cloud);
    expect(swapped.status).toBe('error');
    expect(textOf(swapped)).toMatch(/latitude first/);
  });

  it('answers with what to configure when a key is missing or refused', async () => {
    const google = await googleServer();
    const noAmap = await call({ action: 'geocode', location: '天安门' }, cloudConfig({ google }));
    expect(noAmap.status).toBe('error');
    expect(textOf(noAmap)).toMatch(/AMAP_API_KEY environment variable or add the Amap key in Settings/);
    const amap = await amapServer({}, { '/v3/geocode/geo': amapFailure('10003', 'DAILY_QUERY_OVER_LIMIT') });
    const quota = await call({ action: 'geocode', location: '天安门' }, cloudConfig({ amap }));
    expect(textOf(quota)).toMatch(/daily quota.*\(DAILY_QUERY_OVER_LIMIT, infocode 10003\)/);
  });
});
