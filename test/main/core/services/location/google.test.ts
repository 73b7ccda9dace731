import { describe, expect, it } from 'vitest';
import { googleClient } from '../../../../../main/core/services/location/google/client.ts';
import { googleRouteLegs } from '../../../../../main/core/services/location/google/directions.ts';
import { googleGeocode, googleReverseGeocode } from '../../../../../main/core/services/location/google/geocode.ts';
import { googleGeolocate } from '../../../../../main/core/services/location/google/geolocation.ts';
import { googleSearchPlacesLegacy } from '../../../../../main/core/services/location/google/places-legacy.ts';
import { googleSearchPlacesNew } from '../../../../../main/core/services/location/google/places-new.ts';
import { googleLegacyStatus } from '../../../../mocks/cloud/google.ts';
import { hang, send, sendJson, type MockServer } from '../../../../mocks/cloud/server.ts';
import { serviceFailure as failure } from '../../../../helpers/service-failure.ts';
import { cloudConfig, googleServer, testTimings } from './fixtures.ts';

const client = (server: MockServer, key?: string, timings = testTimings) => googleClient(cloudConfig({ google: server }, { google: key }), timings);

const sydney = { lat: -33.8688, lng: 151.2093, system: 'WGS-84' as const };

describe('Google Geocoding', () => {
  it('reads the documented answer as WGS-84 points', async () => {
    const server = await googleServer();
    const [place] = await googleGeocode(client(server), '1600 Amphitheatre Parkway, Mountain View, CA', { language: 'en' });
    expect(place).toMatchObject({
      name: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
      coordinates: { lat: 37.4224764, lng: -122.0842499, system: 'WGS-84' },
      precision: 'street_address',
    });
    expect(server.requests[0].query.get('language')).toBe('en');
  });

  it('labels its points in mainland China GCJ-02, as Google shifts its map data there', async () => {
    const beijing = { results: [{ formatted_address: 'Tiananmen, Beijing', geometry: { location: { lat: 39.908722, lng: 116.397499 } } }], status: 'OK' };
    const server = await googleServer({}, { '/maps/api/geocode/json': (_request, response) => sendJson(response, 200, beijing) });
    const [place] = await googleGeocode(client(server), 'Tiananmen');
    expect(place.coordinates.system).toBe('GCJ-02');
  });

  it('reverse-geocodes "lat,lng" and answers ZERO_RESULTS with nothing', async () => {
    const server = await googleServer();
    const [place] = await googleReverseGeocode(client(server), sydney);
    expect(server.requests[0].query.get('latlng')).toBe('-33.8688,151.2093');
    expect(place.address).toBe('Near -33.8688,151.2093');
    expect(await googleGeocode(client(server), 'nothing here')).toEqual([]);
  });

  it('turns HTTP-200 statuses into errors with Google\'s own message', async () => {
    const denied = await failure(googleGeocode(client(await googleServer(), 'wrong-key'), 'Toronto'));
    expect(denied).toMatchObject({ kind: 'forbidden', status: 200 });
    expect(denied.message).toMatch(/GOOGLE_MAPS_API_KEY.*\(REQUEST_DENIED: The provided API key is invalid\.\)/);
    expect(denied.message).not.toContain('wrong-key');

    const cases: Array<[string, string, RegExp]> = [
      ['OVER_QUERY_LIMIT', 'rate-limit', /quota or rate.*You have exceeded your rate-limit/],
      ['OVER_DAILY_LIMIT', 'quota', /billing is not enabled/],
      ['INVALID_REQUEST', 'bad-request', /invalid/],
      ['UNKNOWN_ERROR', 'server', /Try again/],
    ];
    for (const [status, kind, message] of cases) {
      const server = await googleServer({}, { '/maps/api/geocode/json': googleLegacyStatus(status, 'You have exceeded your rate-limit for this API.') });
      const error = await failure(googleGeocode(client(server), 'Toronto'));
      expect(error.kind).toBe(kind);
      expect(error.message).toMatch(message);
    }
  });

  it('names the setting when the key is missing, and reports malformed answers and timeouts', async () => {
    expect(() => googleClient(cloudConfig({}, { google: false }))).toThrow(/GOOGLE_MAPS_API_KEY.*Settings/);
    const broken = await googleServer({}, { '/maps/api/geocode/json': (_request, response) => send(response, 200, 'text/html', '<html>Error 502</html>') });
    expect((await failure(googleGeocode(client(broken), 'Toronto'))).message).toMatch(/Google Maps answered with something other than JSON \(text\/html/);
    const slow = await googleServer({}, { '/maps/api/geocode/json': (_request, response) => hang(response) });
    expect(await failure(googleGeocode(client(slow, undefined, { ...testTimings, timeoutMs: 200 }), 'Toronto'))).toMatchObject({ kind: 'timeout' });
  });
});

describe('Google Places (New)', () => {
  it('sends the key and a field mask that names nextPageToken, and pages with the token to the limit', async () => {
    const server = await googleServer({ placesTotal: 45 });
    const places = await googleSearchPlacesNew(client(server), { query: 'coffee', radiusMeters: 5000, limit: 60 });
    expect(places).toHaveLength(45);
    expect(server.requests).toHaveLength(3);
    const [first, second] = server.requests;
    expect(first.headers['x-goog-api-key']).toBe('google-test-key');
    expect(String(first.headers['x-goog-fieldmask']).split(',')).toEqual(expect.arrayContaining(['places.displayName', 'places.location', 'nextPageToken']));
    expect(JSON.parse(first.body)).toEqual({ textQuery: 'coffee', pageSize: 20 });
    expect(JSON.parse(second.body).pageToken).toEqual(expect.any(String));
    expect(places[0]).toMatchObject({ name: 'coffee 1', address: '1 Alfred St, Sydney NSW 2000, Australia', category: 'restaurant', rating: 4.3, coordinates: { system: 'WGS-84' } });
  });

  it('asks only for what the limit needs, biased to the circle around a point', async () => {
    const server = await googleServer({ placesTotal: 60 });
    const places = await googleSearchPlacesNew(client(server), { query: 'coffee', near: sydney, radiusMeters: 2000, limit: 30 });
    expect(places).toHaveLength(30);
    expect(server.requests.map((request) => JSON.parse(request.body).pageSize)).toEqual([20, 10]);
    expect(JSON.parse(server.requests[0].body).locationBias).toEqual({ circle: { center: { latitude: sydney.lat, longitude: sydney.lng }, radius: 2000 } });
    expect(places[0].distanceMeters).toBeGreaterThan(0);
  });

  it('searches nearby for a category without words, in one page', async () => {
    const server = await googleServer({ placesTotal: 60 });
    const places = await googleSearchPlacesNew(client(server), { type: 'cafe', near: sydney, radiusMeters: 90_000, limit: 40 });
    expect(places).toHaveLength(20);
    expect(server.requests[0].path).toBe('/v1/places:searchNearby');
    expect(JSON.parse(server.requests[0].body)).toMatchObject({ includedTypes: ['cafe'], maxResultCount: 20, locationRestriction: { circle: { radius: 50_000 } } });
  });

  it('reads an empty {} as no places', async () => {
    const server = await googleServer();
    expect(await googleSearchPlacesNew(client(server), { query: 'nothing here', radiusMeters: 5000, limit: 20 })).toEqual([]);
  });

  it('explains a refused key, a disabled API and a rate limit with or without Retry-After', async () => {
    const refused = await failure(googleSearchPlacesNew(client(await googleServer(), 'wrong-key'), { query: 'coffee', radiusMeters: 5000, limit: 20 }));
    expect(refused).toMatchObject({ kind: 'auth', status: 400, service: 'Google Places' });
    expect(refused.message).toMatch(/did not accept the API key \(HTTP 400, API_KEY_INVALID: API key not valid.*GOOGLE_MAPS_API_KEY/);

    const unauthenticated = { error: { code: 401, message: 'Request is missing required authentication credential.', status: 'UNAUTHENTICATED' } };
    const proxy = await googleServer({}, { 'POST /v1/places:searchText': (_request, response) => sendJson(response, 401, unauthenticated) });
    expect(await failure(googleSearchPlacesNew(client(proxy), { query: 'coffee', radiusMeters: 5000, limit: 20 }))).toMatchObject({ kind: 'auth', status: 401 });

    const disabledBody = { error: { code: 403, message: 'Places API (New) has not been used in project 1 before or it is disabled.', status: 'PERMISSION_DENIED', details: [{ reason: 'SERVICE_DISABLED' }] } };
    const disabled = await googleServer({}, { 'POST /v1/places:searchText': (_request, response) => sendJson(response, 403, disabledBody) });
    const off = await failure(googleSearchPlacesNew(client(disabled), { query: 'coffee', radiusMeters: 5000, limit: 20 }));
    expect(off.kind).toBe('forbidden');
    expect(off.message).toMatch(/does not have the Places API \(New\) enabled \(HTTP 403, SERVICE_DISABLED/);

    const exhausted = { error: { code: 429, message: 'Quota exceeded for quota metric.', status: 'RESOURCE_EXHAUSTED' } };
    const later = await googleServer({}, { 'POST /v1/places:searchText': (_request, response) => sendJson(response, 429, exhausted, { 'retry-after': '7' }) });
    const limited = await failure(googleSearchPlacesNew(client(later), { query: 'coffee', radiusMeters: 5000, limit: 20 }));
    expect(limited).toMatchObject({ kind: 'rate-limit', retryAfterSeconds: 7 });
    expect(limited.message).toMatch(/Quota exceeded.*Try again in 7 seconds/);
    const whenever = await googleServer({}, { 'POST /v1/places:searchText': (_request, response) => sendJson(response, 429, exhausted) });
    expect((await failure(googleSearchPlacesNew(client(whenever), { query: 'coffee', radiusMeters: 5000, limit: 20 }))).message).toMatch(/wait a minute/);
  });
});

describe('Google Places legacy Text Search', () => {
  const search = { query: 'restaurants in Sydney', radiusMeters: 5000, limit: 60 };

  it('follows next_page_token to at most 60 results, sending only the token and the key', async () => {
    const server = await googleServer({ placesTotal: 60 });
    const places = await googleSearchPlacesLegacy(client(server), search);
    expect(places).toHaveLength(60);
    expect(server.requests).toHaveLength(3);
    expect([...server.requests[1].query.keys()].sort()).toEqual(['key', 'pagetoken']);
    expect(places[59]).toMatchObject({ name: 'restaurants in Sydney 60', address: '60 Alfred St, Sydney NSW 2000, Australia' });
  });

  it('waits for a token Google calls INVALID_REQUEST at first, and gets its page', async () => {
    const server = await googleServer({ placesTotal: 40, tokenReadyAfterMs: 150 });
    const places = await googleSearchPlacesLegacy(client(server, undefined, { ...testTimings, pageTokenDelayMs: 60 }), search);
    expect(places).toHaveLength(40);
    expect(server.requests.at(-1)?.query.has('pagetoken')).toBe(true);
  });

  it('keeps the places found when a token never becomes valid, after three tries', async () => {
    const server = await googleServer({ placesTotal: 60, tokenReadyAfterMs: 60_000 });
    const places = await googleSearchPlacesLegacy(client(server), search);
    expect(places).toHaveLength(20);
    expect(server.requests).toHaveLength(4);
  });

  it('answers ZERO_RESULTS with nothing and sends the circle as location and radius', async () => {
    const server = await googleServer();
    expect(await googleSearchPlacesLegacy(client(server), { query: 'nothing here', near: sydney, radiusMeters: 1500, limit: 20 })).toEqual([]);
    expect(server.requests[0].query.get('location')).toBe('-33.8688,151.2093');
    expect(server.requests[0].query.get('radius')).toBe('1500');
  });
});

describe('Google Directions', () => {
  const stops = [
    { label: 'Toronto', query: 'Toronto' },
    { label: 'Ottawa', query: 'Ottawa' },
    { label: 'Montreal', query: 'Montreal' },
  ];

  it('asks once with waypoints and reads one leg per hop, instructions without HTML', async () => {
    const server = await googleServer();
    const legs = await googleRouteLegs(client(server), stops, 'driving');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].query.get('waypoints')).toBe('Ottawa');
    expect(legs.map((leg) => [leg.from, leg.to])).toEqual([['Toronto', 'Ottawa'], ['Ottawa', 'Montreal']]);
    expect(legs[0].distanceMeters).toBeGreaterThan(400_000);
    expect(legs[0].steps).toEqual(['Head east on Queen St W. Destination will be on the right']);
  });

  it('asks hop by hop for transit, which takes no waypoints, and reads lines and fares', async () => {
    const server = await googleServer();
    const legs = await googleRouteLegs(client(server), stops, 'transit');
    expect(server.requests).toHaveLength(2);
    expect(server.requests.every((request) => !request.query.has('waypoints'))).toBe(true);
    expect(legs[0]).toMatchObject({ steps: ['2: St George → Kennedy, 12 stops'], fare: 'CA$3.35' });
  });

  it('says when a place is unknown or there is no route', async () => {
    const server = await googleServer();
    const unknown = await failure(googleRouteLegs(client(server), [stops[0], { label: 'Atlantis', query: 'Atlantis' }], 'driving'));
    expect(unknown).toMatchObject({ kind: 'not-found' });
    expect(unknown.message).toMatch(/could not find one of the places.*NOT_FOUND/);
    const ocean = await failure(googleRouteLegs(client(server), [stops[0], { label: 'Sydney', query: 'Sydney' }], 'driving'));
    expect(ocean.message).toBe('Google Maps found no driving route from "Toronto" to "Sydney".');
  });

  it('passes on the legacy-API refusal with its advice', async () => {
    const legacyOff =
      "You're calling a legacy API, which is not enabled for your project. To get newer features and more functionality, switch to the Places API (New) or Routes API.";
    const server = await googleServer({}, { '/maps/api/directions/json': googleLegacyStatus('REQUEST_DENIED', legacyOff) });
    const error = await failure(googleRouteLegs(client(server), stops.slice(0, 2), 'driving'));
    expect(error.message).toMatch(/this API enabled.*calling a legacy API/);
  });
});

describe('Google Geolocation', () => {
  it('POSTs considerIp and answers a WGS-84 fix with its accuracy', async () => {
    const server = await googleServer();
    const position = await googleGeolocate(client(server));
    expect(position).toMatchObject({ coordinates: { lat: 45.6085, lng: -73.5493, system: 'WGS-84' }, accuracyMeters: 16_000, source: 'Google Geolocation' });
    expect(server.requests[0].method).toBe('POST');
    expect(JSON.parse(server.requests[0].body)).toEqual({ considerIp: true });
  });

  it('treats 404 notFound as no fix, and explains a daily limit and a bad key', async () => {
    expect(await googleGeolocate(client(await googleServer({ geolocation: 'no-fix' })))).toBeUndefined();
    const daily = await failure(googleGeolocate(client(await googleServer({ geolocation: 'daily-limit' }))));
    expect(daily).toMatchObject({ kind: 'quota', status: 403 });
    expect(daily.message).toMatch(/daily limit.*dailyLimitExceeded/);
    const key = await failure(googleGeolocate(client(await googleServer(), 'wrong-key')));
    expect(key).toMatchObject({ kind: 'auth', status: 400 });
    expect(key.message).toMatch(/keyInvalid/);
  });
});
