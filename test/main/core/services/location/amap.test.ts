import { describe, expect, it } from 'vitest';
import { amapClient } from '../../../../../main/core/services/location/amap/client.ts';
import { amapRouteLeg } from '../../../../../main/core/services/location/amap/directions.ts';
import { amapGeocode, amapReverseGeocode } from '../../../../../main/core/services/location/amap/geocode.ts';
import { amapIpLocation } from '../../../../../main/core/services/location/amap/ip-location.ts';
import { amapSearchPlaces } from '../../../../../main/core/services/location/amap/places.ts';
import { amapFailure, amapRoutes } from '../../../../mocks/cloud/amap.ts';
import { hang, send, sendJson, type MockServer, type RouteHandler } from '../../../../mocks/cloud/server.ts';
import { serviceFailure as failure } from '../../../../helpers/service-failure.ts';
import { amapServer, cloudConfig, testTimings } from './fixtures.ts';

const client = (server: MockServer, key?: string, timings = testTimings) => amapClient(cloudConfig({ amap: server }, { amap: key }), timings);

const tiananmen = { lat: 39.908722, lng: 116.397499, system: 'GCJ-02' as const };
const jianguomen = { lat: 39.9084, lng: 116.4355, system: 'GCJ-02' as const };
const hongqiao = { lat: 31.194058, lng: 121.320081, system: 'GCJ-02' as const };

describe('Amap geocoding', () => {
  it('reads the documented answer: GCJ-02 point, city code, level', async () => {
    const server = await amapServer();
    const [place] = await amapGeocode(client(server), '北京市朝阳区阜通东大街6号');
    expect(place).toEqual({
      name: '北京市朝阳区阜通东大街6号',
      address: '北京市朝阳区阜通东大街6号',
      coordinates: { lat: 39.990633, lng: 116.483038, system: 'GCJ-02' },
      cityCode: '010',
      adcode: '110105',
      precision: '门牌号',
    });
    expect(server.requests[0].path).toBe('/v3/geocode/geo');
    expect(server.requests[0].query.get('key')).toBe('amap-test-key');
  });

  it('answers an unknown address with no places, not an error', async () => {
    const server = await amapServer();
    expect(await amapGeocode(client(server), '不存在的地方')).toEqual([]);
  });

  it('reverse-geocodes a GCJ-02 point sent as "lng,lat", city code included for a municipality whose city is []', async () => {
    const server = await amapServer();
    const place = await amapReverseGeocode(client(server), tiananmen);
    expect(place).toMatchObject({ name: '北京市东城区东华门街道天安门', cityCode: '010', coordinates: tiananmen });
    expect(server.requests[0].query.get('location')).toBe('116.397499,39.908722');
  });

  it('explains 20011 for a point abroad', async () => {
    const server = await amapServer();
    const error = await failure(amapReverseGeocode(client(server), { lat: 48.85, lng: 2.29, system: 'WGS-84' }));
    expect(error.message).toMatch(/outside China.*region "global".*INSUFFICIENT_ABROAD_PRIVILEGES, infocode 20011/);
  });
});

describe('Amap IP location', () => {
  it("answers the centre of the city's rectangle, as accurate as half its diagonal", async () => {
    const server = await amapServer();
    const position = await amapIpLocation(client(server));
    expect(position?.coordinates.system).toBe('GCJ-02');
    expect(position?.coordinates.lat).toBeCloseTo(39.938884, 5);
    expect(position?.coordinates.lng).toBeCloseTo(116.397459, 5);
    expect(position?.accuracyMeters).toBeGreaterThan(40_000);
    expect(position?.accuracyMeters).toBeLessThan(50_000);
    expect(position?.description).toBe('北京市, 中国');
    expect(server.requests[0].query.has('ip')).toBe(false);
  });

  it('has no position for a foreign or LAN address, whose fields are []', async () => {
    expect(await amapIpLocation(client(await amapServer({ ip: 'abroad' })))).toBeUndefined();
    expect(await amapIpLocation(client(await amapServer({ ip: 'lan' })))).toBeUndefined();
  });
});

describe('Amap POI search v5', () => {
  const search = { query: '咖啡', radiusMeters: 5000, limit: 200 };

  it('pages 25 at a time and stops at the 200-row ceiling', async () => {
    const server = await amapServer({ poiTotal: 230 });
    const places = await amapSearchPlaces(client(server), search);
    expect(places).toHaveLength(200);
    expect(server.requests.map((request) => request.query.get('page_num'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(server.requests.every((request) => request.query.get('page_size') === '25')).toBe(true);
    expect(new Set(places.map((place) => place.id)).size).toBe(200);
  });

  it('never asks past the 200th row, whatever the limit and whatever the pages hold', async () => {
    const greedy = await amapServer({ poiTotal: 230 });
    expect(await amapSearchPlaces(client(greedy), { ...search, limit: 500 })).toHaveLength(200);
    expect(greedy.requests).toHaveLength(8);
    const unlocated = { id: 'B0', name: '无坐标', location: [] };
    const useless = await amapServer({}, {
      '/v5/place/text': (request, response) => sendJson(response, 200, { status: '1', info: 'OK', infocode: '10000', count: '25', pois: Array(Number(request.query.get('page_size'))).fill(unlocated) }),
    });
    expect(await amapSearchPlaces(client(useless), search)).toEqual([]);
    expect(useless.requests).toHaveLength(8);
  });

  it('stops at a short page, and asks for no more than the limit', async () => {
    const short = await amapServer({ poiTotal: 30 });
    expect(await amapSearchPlaces(client(short), search)).toHaveLength(30);
    expect(short.requests).toHaveLength(2);
    const limited = await amapServer({ poiTotal: 230 });
    expect(await amapSearchPlaces(client(limited), { ...search, limit: 40 })).toHaveLength(40);
    expect(limited.requests).toHaveLength(2);
  });

  it('returns nothing for no matches', async () => {
    const server = await amapServer({ poiTotal: 0 });
    expect(await amapSearchPlaces(client(server), search)).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('searches around a point with its radius (at most 50 km), reading [] fields and string numbers', async () => {
    const server = await amapServer({ poiTotal: 8 });
    const places = await amapSearchPlaces(client(server), { query: '咖啡', near: tiananmen, radiusMeters: 80_000, limit: 20 });
    const request = server.requests[0];
    expect(request.path).toBe('/v5/place/around');
    expect(request.query.get('location')).toBe('116.397499,39.908722');
    expect(request.query.get('radius')).toBe('50000');
    expect(request.query.get('show_fields')).toBe('business');
    expect(places[0]).toMatchObject({ name: '咖啡1', address: '北京市东城区', distanceMeters: 10, rating: 4.5, phone: '010-65120000', category: '餐饮服务;咖啡厅;咖啡厅' });
    expect(places[1]).toMatchObject({ address: '北京市东城区测试路2号', phone: undefined });
    expect(places[0].coordinates.system).toBe('GCJ-02');
  });

  it('sends Amap type codes as types and a word for a type as a keyword; an area as a region filter', async () => {
    const server = await amapServer({ poiTotal: 3 });
    await amapSearchPlaces(client(server), { type: '050000', radiusMeters: 5000, limit: 10, area: '110000' });
    await amapSearchPlaces(client(server), { query: '星巴克', type: '咖啡厅', radiusMeters: 5000, limit: 10 });
    expect(server.requests[0].query.get('types')).toBe('050000');
    expect(server.requests[0].query.get('region')).toBe('110000');
    expect(server.requests[0].query.get('city_limit')).toBe('true');
    expect(server.requests[1].query.get('keywords')).toBe('星巴克 咖啡厅');
    expect(server.requests[1].query.has('types')).toBe(false);
  });
});

describe('Amap directions', () => {
  const from = { label: '天安门', point: tiananmen, cityCode: '010' };
  const to = { label: '建国门', point: jianguomen };

  it('plans walking and driving legs from the v3 answer', async () => {
    const server = await amapServer();
    const walking = await amapRouteLeg(client(server), from, to, 'walking');
    const driving = await amapRouteLeg(client(server), from, to, 'driving');
    expect(walking?.distanceMeters).toBeGreaterThan(3000);
    expect(walking?.durationSeconds).toBeGreaterThan(driving?.durationSeconds ?? Infinity);
    expect(walking?.steps[0]).toMatch(/^沿长安街向东步行/);
    expect(server.requests.map((request) => request.path)).toEqual(['/v3/direction/walking', '/v3/direction/driving']);
    expect(server.requests[0].query.get('origin')).toBe('116.397499,39.908722');
  });

  it('reads the v4 bicycling envelope with numbers as numbers', async () => {
    const server = await amapServer();
    const leg = await amapRouteLeg(client(server), from, to, 'bicycling');
    expect(server.requests[0].path).toBe('/v4/direction/bicycling');
    expect(leg).toMatchObject({ from: '天安门', to: '建国门' });
    expect(leg?.distanceMeters).toBeGreaterThan(3000);
    expect(leg?.steps[0]).toMatch(/^骑行\d+米到达目的地$/);
  });

  it('finds the city for transit by reverse geocoding when a stop has none, and sends cityd only across cities', async () => {
    const server = await amapServer();
    const leg = await amapRouteLeg(client(server), { label: 'here', point: tiananmen }, to, 'transit');
    const transit = server.requests.find((request) => request.path === '/v3/direction/transit/integrated');
    expect(server.requests.filter((request) => request.path === '/v3/geocode/regeo')).toHaveLength(2);
    expect(transit?.query.get('city')).toBe('010');
    expect(transit?.query.has('cityd')).toBe(false);
    expect(leg?.steps).toEqual(['步行512米到达望京站', '地铁14号线东段(善各庄--北京南站): 望京 → 建国门, 10 stops']);
    expect(leg?.fare).toBe('5 CNY');

    const across = await amapServer();
    await amapRouteLeg(client(across), from, { label: '虹桥', point: hongqiao }, 'transit');
    const crossCity = across.requests.find((request) => request.path === '/v3/direction/transit/integrated');
    expect([crossCity?.query.get('city'), crossCity?.query.get('cityd')]).toEqual(['010', '021']);
  });

  it('has no leg when Amap finds no route, and explains the documented route errors', async () => {
    const empty = await amapServer({}, { '/v3/direction/driving': (_request, response) => sendJson(response, 200, { status: '1', info: 'OK', infocode: '10000', count: '0' }) });
    expect(await amapRouteLeg(client(empty), from, to, 'driving')).toBeUndefined();

    const server = await amapServer();
    const far = await failure(amapRouteLeg(client(server), from, { label: '虹桥', point: hongqiao }, 'walking'));
    expect(far.message).toMatch(/too long.*walking up to 100 km.*OVER_DIRECTION_RANGE, infocode 20803/);
    const abroad = await failure(amapRouteLeg(client(server), from, { label: 'Paris', point: { lat: 48.85, lng: 2.29, system: 'WGS-84' } }, 'bicycling'));
    expect(abroad.message).toMatch(/only within mainland China.*infocode 20800/);
  });
});

describe('Amap errors', () => {
  it('names the setting when the key is missing', () => {
    expect(() => amapClient(cloudConfig({}, { amap: false }))).toThrow(/AMAP_API_KEY.*Settings/);
  });

  it('turns HTTP-200 business errors into sentences a person can act on', async () => {
    const wrongKey = await failure(amapGeocode(client(await amapServer(), 'wrong-key'), '天安门'));
    expect(wrongKey).toMatchObject({ kind: 'auth', status: 200, service: 'Amap' });
    expect(wrongKey.message).toMatch(/did not accept the API key.*AMAP_API_KEY.*\(INVALID_USER_KEY, infocode 10001\)/);
    expect(wrongKey.message).not.toContain('wrong-key');

    const cases: Array<[string, string, string, RegExp]> = [
      ['10003', 'DAILY_QUERY_OVER_LIMIT', 'quota', /daily quota.*midnight/],
      ['10044', 'USER_DAILY_QUERY_OVER_LIMIT', 'quota', /account has used up its daily quota/],
      ['10005', 'INVALID_USER_IP', 'forbidden', /IP address is not on the key's whitelist/],
      ['10009', 'USERKEY_PLAT_NOMATCH', 'auth', /another platform.*「Web服务」/],
      ['10002', 'SERVICE_NOT_AVAILABLE', 'forbidden', /no permission for this service/],
      ['39999', 'ENGINE_RESPONSE_DATA_ERROR', 'server', /answered with an error \(ENGINE_RESPONSE_DATA_ERROR, infocode 39999\)/],
    ];
    for (const [infocode, info, kind, message] of cases) {
      const server = await amapServer({}, { '/v3/geocode/geo': amapFailure(infocode, info) });
      const error = await failure(amapGeocode(client(server), '天安门'));
      expect(error.kind).toBe(kind);
      expect(error.message).toMatch(message);
    }
  });

  it('repeats a request refused for its rate, and gives up after two more tries', async () => {
    let calls = 0;
    const real = amapRoutes()['/v3/geocode/geo'];
    const flaky: RouteHandler = (request, response) => {
      calls += 1;
      return calls <= 2 ? amapFailure('10021', 'CUQPS_HAS_EXCEEDED_THE_LIMIT')(request, response) : real(request, response);
    };
    const recovering = await amapServer({}, { '/v3/geocode/geo': flaky });
    expect(await amapGeocode(client(recovering), '天安门')).toHaveLength(1);
    expect(recovering.requests).toHaveLength(3);

    const limited = await amapServer({}, { '/v3/geocode/geo': amapFailure('10021', 'CUQPS_HAS_EXCEEDED_THE_LIMIT') });
    const error = await failure(amapGeocode(client(limited), '天安门'));
    expect(error.kind).toBe('rate-limit');
    expect(error.message).toMatch(/requests per second.*infocode 10021/);
    expect(limited.requests).toHaveLength(3);

    const daily = await amapServer({}, { '/v3/geocode/geo': amapFailure('10003', 'DAILY_QUERY_OVER_LIMIT') });
    await failure(amapGeocode(client(daily), '天安门'));
    expect(daily.requests).toHaveLength(1);
  });

  it('reports HTTP errors from a proxy, with and without Retry-After', async () => {
    const retryLater = await amapServer({}, { '/v3/geocode/geo': (_request, response) => send(response, 429, 'text/plain', 'slow down', { 'retry-after': '30' }) });
    const limited = await failure(amapGeocode(client(retryLater), '天安门'));
    expect(limited).toMatchObject({ kind: 'rate-limit', status: 429, retryAfterSeconds: 30 });
    expect(limited.message).toMatch(/Try again in 30 seconds/);

    const noHint = await amapServer({}, { '/v3/geocode/geo': (_request, response) => send(response, 429, 'text/plain', '') });
    expect((await failure(amapGeocode(client(noHint), '天安门'))).message).toMatch(/wait a minute/);

    const forbidden = await amapServer({}, { '/v3/geocode/geo': (_request, response) => sendJson(response, 403, { message: 'proxy says no' }) });
    expect(await failure(amapGeocode(client(forbidden), '天安门'))).toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it('reports malformed JSON and an answer in an unknown shape', async () => {
    const broken = await amapServer({}, { '/v3/geocode/geo': (_request, response) => send(response, 200, 'application/json', '{"status":"1","geocodes":[') });
    const malformed = await failure(amapGeocode(client(broken), '天安门'));
    expect(malformed.kind).toBe('malformed');
    expect(malformed.message).toMatch(/something other than JSON/);

    const strange = await amapServer({}, { '/v3/geocode/geo': (_request, response) => sendJson(response, 200, { status: '1', geocodes: 'none' }) });
    expect((await failure(amapGeocode(client(strange), '天安门'))).message).toMatch(/shape Deft does not know/);
  });

  it('gives up on a slow answer at the time limit', async () => {
    const slow = await amapServer({}, { '/v3/geocode/geo': (_request, response) => hang(response, { afterHeaders: true }) });
    const error = await failure(amapGeocode(client(slow, undefined, { ...testTimings, timeoutMs: 200 }), '天安门'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/Amap did not answer within 0.2 seconds/);
  });
});
