import { describe, expect, it } from 'vitest';
import { wgs84ToGcj02 } from '../../../../../main/core/services/location/coordinates/gcj02.ts';
import { createLocationService } from '../../../../../main/core/services/location/location-service.ts';
import { sendJson } from '../../../../mocks/cloud/server.ts';
import { serviceFailure } from '../../../../helpers/service-failure.ts';
import { amapServer, cloudConfig, googleServer, testTimings } from './fixtures.ts';

async function services() {
  const [amap, google] = await Promise.all([amapServer({ poiTotal: 30 }), googleServer({ placesTotal: 30 })]);
  return { amap, google, service: createLocationService(cloudConfig({ amap, google }), testTimings) };
}

/** Tiananmen Square in WGS-84, as a phone's GPS gives it. */
const tiananmenWgs = { lat: 39.90736, lng: 116.39128 };

describe('the location service', () => {
  it('geocodes Chinese text on Amap and other text on Google Maps', async () => {
    const { amap, google, service } = await services();
    const chinese = await service.geocode('天安门', undefined);
    expect(chinese).toMatchObject({ provider: 'amap', providerLabel: 'Amap', reason: 'the text is Chinese', reverse: false, notes: [] });
    expect(chinese.places[0].coordinates).toEqual({ lat: 39.908722, lng: 116.397499, system: 'GCJ-02' });
    const english = await service.geocode('Eiffel Tower, Paris', undefined);
    expect(english.provider).toBe('google');
    expect(amap.requests).toHaveLength(1);
    expect(google.requests).toHaveLength(1);
  });

  it('converts a WGS-84 point in China to GCJ-02 before asking Amap, and says so', async () => {
    const { amap, service } = await services();
    const answer = await service.geocode(`${tiananmenWgs.lat},${tiananmenWgs.lng}`, undefined);
    const expected = wgs84ToGcj02(tiananmenWgs);
    const [lng, lat] = (amap.requests[0].query.get('location') ?? '').split(',').map(Number);
    expect(lng).toBeCloseTo(expected.lng, 6);
    expect(lat).toBeCloseTo(expected.lat, 6);
    expect(answer.reverse).toBe(true);
    expect(answer.notes).toEqual([expect.stringMatching(/^39\.90736,116\.39128 \(WGS-84\) was converted to 39\.908\d+,116\.397\d+ \(GCJ-02\) for Amap\.$/)]);

    const again = await service.geocode('39.908722,116.397499 (GCJ-02)', undefined);
    expect(amap.requests[1].query.get('location')).toBe('116.397499,39.908722');
    expect(again.notes).toEqual([]);
  });

  it('lets region override the text, and names the missing key of the provider it needs', async () => {
    const { google, service } = await services();
    const forced = await service.geocode('Toronto', 'global');
    expect(forced.provider).toBe('google');
    expect(google.requests).toHaveLength(1);
    const withoutAmap = createLocationService(cloudConfig({ google }), testTimings);
    const error = await serviceFailure(withoutAmap.geocode('天安门', undefined));
    expect(error).toMatchObject({ kind: 'config', service: 'Amap' });
    expect(error.message).toMatch(/AMAP_API_KEY/);
  });

  it('searches within a city on Amap when the location names one, and around a spot otherwise', async () => {
    const { amap, service } = await services();
    const city = await service.searchPlaces({ query: '咖啡', location: '北京市', radiusMeters: 5000, limit: 40 }, undefined);
    const search = amap.requests.find((request) => request.path.startsWith('/v5/'));
    expect(search?.path).toBe('/v5/place/text');
    expect(search?.query.get('region')).toBe('110000');
    expect(city.center).toBeUndefined();
    expect(city.places).toHaveLength(30);

    const spot = await service.searchPlaces({ query: '咖啡', location: '天安门', radiusMeters: 1000, limit: 10 }, undefined);
    const around = amap.requests.filter((request) => request.path === '/v5/place/around').at(-1);
    expect(around?.query.get('location')).toBe('116.397499,39.908722');
    expect(around?.query.get('radius')).toBe('1000');
    expect(spot.center).toEqual({ lat: 39.908722, lng: 116.397499, system: 'GCJ-02' });
  });

  it('says when the place to search around is unknown', async () => {
    const { service } = await services();
    const error = await serviceFailure(service.searchPlaces({ query: '咖啡', location: '不存在的地方', radiusMeters: 1000, limit: 10 }, undefined));
    expect(error.message).toBe('Amap found no place called "不存在的地方" to search around.');
  });

  it('falls back to legacy Text Search when the project has no Places API (New)', async () => {
    const disabled = { error: { code: 403, message: 'Places API (New) is disabled.', status: 'PERMISSION_DENIED', details: [{ reason: 'SERVICE_DISABLED' }] } };
    const google = await googleServer({ placesTotal: 25 }, { 'POST /v1/places:searchText': (_request, response) => sendJson(response, 403, disabled) });
    const service = createLocationService(cloudConfig({ google }), testTimings);
    const answer = await service.searchPlaces({ query: 'pizza', location: '-33.8688,151.2093', radiusMeters: 2000, limit: 40 }, undefined);
    expect(answer.places).toHaveLength(25);
    expect(google.requests.map((request) => request.path)).toEqual(['/v1/places:searchText', '/maps/api/place/textsearch/json', '/maps/api/place/textsearch/json']);
  });

  it('routes through geocoded Chinese stops on Amap, one leg per hop, with totals', async () => {
    const { amap, service } = await services();
    const answer = await service.route(['天安门', '北京西站', '颐和园'], 'driving', undefined);
    expect(answer.provider).toBe('amap');
    expect(answer.route.legs.map((leg) => [leg.from, leg.to])).toEqual([['天安门', '北京西站'], ['北京西站', '颐和园']]);
    expect(answer.route.distanceMeters).toBe(answer.route.legs[0].distanceMeters + answer.route.legs[1].distanceMeters);
    expect(answer.route.durationSeconds).toBe(answer.route.legs[0].durationSeconds + answer.route.legs[1].durationSeconds);
    expect(amap.requests.filter((request) => request.path === '/v3/direction/driving')).toHaveLength(2);
    const unknown = await serviceFailure(service.route(['天安门', '不存在的地方'], 'walking', undefined));
    expect(unknown.message).toBe('Amap found no place called "不存在的地方".');
  });

  it('takes transit on Amap with the city of a geocoded start, without reverse geocoding', async () => {
    const { amap, service } = await services();
    const answer = await service.route(['天安门', '北京西站'], 'transit', undefined);
    expect(answer.route.legs[0].fare).toBe('5 CNY');
    expect(amap.requests.some((request) => request.path === '/v3/geocode/regeo')).toBe(false);
    expect(amap.requests.find((request) => request.path === '/v3/direction/transit/integrated')?.query.get('city')).toBe('010');
  });

  it('routes elsewhere on Google Maps, points passed as "lat,lng"', async () => {
    const { google, service } = await services();
    const answer = await service.route(['43.6534817,-79.3839347', 'Ottawa', 'Montreal'], 'driving', undefined);
    expect(answer.provider).toBe('google');
    expect(google.requests[0].query.get('origin')).toBe('43.653482,-79.383935');
    expect(answer.route.legs).toHaveLength(2);
    expect(answer.route.legs[0].from).toBe('43.6534817,-79.3839347');
  });
});
