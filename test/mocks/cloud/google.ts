import type { ServerResponse } from 'node:http';
import { distanceMeters } from '../../../main/core/services/location/coordinates/distance.ts';
import { sendJson, startMockServer, type MockServer, type ReceivedRequest, type RouteHandler } from './server.ts';

/**
 * A local stand-in for the Google Maps Platform (cloud-apis §5): the legacy web services (HTTP 200 with
 * a `status`), Places (New) with its field mask and HTTP errors, and Geolocation. One server holds every
 * path, so the three base URLs can all point at it.
 */
export const googleKey = 'google-test-key';

export const googlePlaces: Record<string, { lat: number; lng: number; address: string; types: string[] }> = {
  '1600 Amphitheatre Parkway, Mountain View, CA': { lat: 37.4224764, lng: -122.0842499, address: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA', types: ['street_address'] },
  'Eiffel Tower, Paris': { lat: 48.8583701, lng: 2.2944813, address: 'Av. Gustave Eiffel, 75007 Paris, France', types: ['tourist_attraction', 'point_of_interest'] },
  Toronto: { lat: 43.6534817, lng: -79.3839347, address: 'Toronto, ON, Canada', types: ['locality', 'political'] },
  Ottawa: { lat: 45.4215296, lng: -75.6971931, address: 'Ottawa, ON, Canada', types: ['locality', 'political'] },
  Montreal: { lat: 45.5018869, lng: -73.5673919, address: 'Montreal, QC, Canada', types: ['locality', 'political'] },
  Sydney: { lat: -33.8688197, lng: 151.2092955, address: 'Sydney NSW, Australia', types: ['locality', 'political'] },
};

export interface GoogleMockOptions {
  /** How many places a search matches; Google never gives more than 60. */
  placesTotal?: number;
  /** How long a legacy `next_page_token` stays invalid after it is issued (Google: about 2 s). */
  tokenReadyAfterMs?: number;
  /** What Geolocation answers. */
  geolocation?: 'fix' | 'no-fix' | 'daily-limit';
}

const nothing = 'nothing here';

export function googleRoutes(options: GoogleMockOptions = {}): Record<string, RouteHandler> {
  const total = Math.min(options.placesTotal ?? 45, 60);
  const tokens = new Map<string, { issuedAt: number; page: number; query: string }>();
  return {
    '/maps/api/geocode/json': legacy(geocode),
    '/maps/api/directions/json': legacy(directions),
    '/maps/api/place/textsearch/json': legacy((request, response) => textSearch(request, response, total, tokens, options.tokenReadyAfterMs ?? 0)),
    'POST /v1/places:searchText': (request, response) => placesNew(request, response, total, 'text'),
    'POST /v1/places:searchNearby': (request, response) => placesNew(request, response, total, 'nearby'),
    'POST /geolocation/v1/geolocate': (request, response) => geolocate(request, response, options.geolocation ?? 'fix'),
  };
}

export function startGoogleMock(options: GoogleMockOptions = {}): Promise<MockServer> {
  return startMockServer({ routes: googleRoutes(options) });
}

/** A legacy web-service answer of the given status (HTTP 200), as Google sends errors. */
export function sendLegacyStatus(response: ServerResponse, status: string, errorMessage?: string): void {
  sendJson(response, 200, { ...(errorMessage && { error_message: errorMessage }), results: [], status });
}

export function googleLegacyStatus(status: string, errorMessage?: string): RouteHandler {
  return (_request, response) => sendLegacyStatus(response, status, errorMessage);
}

function legacy(handler: RouteHandler): RouteHandler {
  return (request, response) => {
    if (request.query.get('key') !== googleKey) return sendLegacyStatus(response, 'REQUEST_DENIED', 'The provided API key is invalid.');
    return handler(request, response);
  };
}

function pointOf(text: string | null): { lat: number; lng: number } | undefined {
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(text ?? '');
  if (match) return { lat: Number(match[1]), lng: Number(match[2]) };
  return text ? googlePlaces[text] : undefined;
}

function geocode(request: ReceivedRequest, response: ServerResponse): void {
  const address = request.query.get('address');
  const latlng = request.query.get('latlng');
  if (!address && !latlng) {
    return sendLegacyStatus(response, 'INVALID_REQUEST', "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.");
  }
  const point = pointOf(address ?? latlng);
  if (!point || address === nothing) return sendJson(response, 200, { results: [], status: 'ZERO_RESULTS' });
  const known = address ? googlePlaces[address] : undefined;
  const formatted = known?.address ?? `Near ${latlng}`;
  sendJson(response, 200, {
    results: [
      {
        address_components: [{ long_name: formatted, short_name: formatted, types: known?.types ?? ['route'] }],
        formatted_address: formatted,
        geometry: {
          location: point,
          location_type: known ? 'ROOFTOP' : 'GEOMETRIC_CENTER',
          viewport: { northeast: { lat: point.lat + 0.001, lng: point.lng + 0.001 }, southwest: { lat: point.lat - 0.001, lng: point.lng - 0.001 } },
        },
        place_id: `ChIJ${formatted.length}`,
        types: known?.types ?? ['route'],
      },
    ],
    status: 'OK',
  });
}

function generatedPlace(index: number, query: string) {
  return { name: `${query} ${index + 1}`, lat: -33.8670522 + index * 0.0001, lng: 151.1957362, address: `${index + 1} Alfred St, Sydney NSW 2000, Australia` };
}

/** Legacy Text Search: 20 a page, a token per further page (none after the third), valid only after a delay. */
function textSearch(
  request: ReceivedRequest,
  response: ServerResponse,
  total: number,
  tokens: Map<string, { issuedAt: number; page: number; query: string }>,
  readyAfterMs: number,
): void {
  const pagetoken = request.query.get('pagetoken');
  let page = 0;
  let query = request.query.get('query') ?? request.query.get('type') ?? '';
  if (pagetoken) {
    const token = tokens.get(pagetoken);
    if (!token || Date.now() - token.issuedAt < readyAfterMs) return sendJson(response, 200, { html_attributions: [], results: [], status: 'INVALID_REQUEST' });
    ({ page, query } = token);
  } else if (!query) {
    return sendLegacyStatus(response, 'INVALID_REQUEST');
  }
  if (query === nothing) return sendJson(response, 200, { html_attributions: [], results: [], status: 'ZERO_RESULTS' });
  const results = [];
  for (let index = page * 20; index < Math.min(total, page * 20 + 20); index += 1) {
    const place = generatedPlace(index, query);
    results.push({
      business_status: 'OPERATIONAL',
      formatted_address: place.address,
      geometry: { location: { lat: place.lat, lng: place.lng } },
      name: place.name,
      place_id: `ChIJlegacy${index}`,
      rating: 4.3,
      types: ['restaurant', 'food', 'point_of_interest', 'establishment'],
      user_ratings_total: 2113,
    });
  }
  const more = (page + 1) * 20 < total && page < 2;
  const nextToken = more ? `AcJnT5c${tokens.size}x${'a'.repeat(40)}` : undefined;
  if (nextToken) tokens.set(nextToken, { issuedAt: Date.now(), page: page + 1, query });
  sendJson(response, 200, { html_attributions: [], ...(nextToken && { next_page_token: nextToken }), results, status: 'OK' });
}

function rpcError(response: ServerResponse, code: number, status: string, message: string, reason?: string): void {
  const details = reason ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com', metadata: { service: 'places.googleapis.com' } }] : undefined;
  sendJson(response, code, { error: { code, message, status, ...(details && { details }) } });
}

/** Places (New): key and mask in headers, only masked fields back, `nextPageToken` only when masked. */
function placesNew(request: ReceivedRequest, response: ServerResponse, total: number, kind: 'text' | 'nearby'): void {
  if (request.headers['x-goog-api-key'] !== googleKey) return rpcError(response, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', 'API_KEY_INVALID');
  const mask = request.headers['x-goog-fieldmask'];
  if (typeof mask !== 'string' || mask === '') {
    const message =
      "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value 'displayName', 'id' ...";
    return rpcError(response, 400, 'INVALID_ARGUMENT', message);
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(request.body) as Record<string, unknown>;
  } catch {
    return rpcError(response, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  }
  const fields = mask.split(',').map((field) => field.trim());
  const wants = (field: string) => fields.includes('*') || fields.includes(`places.${field}`);
  let first = 0;
  let size: number;
  let query: string;
  if (kind === 'nearby') {
    const circle = (body.locationRestriction as { circle?: { radius?: number } } | undefined)?.circle;
    if (!circle || !(Number(circle.radius) > 0 && Number(circle.radius) <= 50_000)) return rpcError(response, 400, 'INVALID_ARGUMENT', 'locationRestriction.circle is required; its radius must be in (0, 50000].');
    size = Math.min(Number(body.maxResultCount ?? 20), 20);
    query = String((body.includedTypes as string[] | undefined)?.[0] ?? 'place');
  } else {
    if (typeof body.textQuery !== 'string' || body.textQuery === '') return rpcError(response, 400, 'INVALID_ARGUMENT', 'textQuery is required.');
    query = body.textQuery;
    size = Number(body.pageSize ?? body.maxResultCount ?? 20);
    if (!(size >= 1 && size <= 20)) return rpcError(response, 400, 'INVALID_ARGUMENT', 'pageSize must be between 1 and 20.');
    if (typeof body.pageToken === 'string') first = Number(Buffer.from(body.pageToken, 'base64url').toString('utf8'));
  }
  if (query === nothing) return sendJson(response, 200, {});
  const last = Math.min(first + size, total);
  const places = [];
  for (let index = first; index < last; index += 1) {
    const place = generatedPlace(index, query);
    const full: Record<string, unknown> = {
      id: `ChIJnew${index}`,
      displayName: { text: place.name, languageCode: 'en' },
      formattedAddress: place.address,
      location: { latitude: place.lat, longitude: place.lng },
      rating: 4.3,
      userRatingCount: 2113,
      primaryType: 'restaurant',
      types: ['restaurant', 'food', 'point_of_interest', 'establishment'],
      businessStatus: 'OPERATIONAL',
    };
    places.push(Object.fromEntries(Object.entries(full).filter(([field]) => wants(field))));
  }
  const more = kind === 'text' && last < total;
  const token = more && (fields.includes('nextPageToken') || fields.includes('*')) ? Buffer.from(String(last)).toString('base64url') : undefined;
  sendJson(response, 200, { ...(places.length > 0 && { places }), ...(token && { nextPageToken: token }) });
}


const speeds: Record<string, number> = { driving: 25, walking: 1.3, bicycling: 4.5, transit: 12 };

/** Directions (legacy): one leg per hop; NOT_FOUND for an unknown place, ZERO_RESULTS across an ocean, no waypoints for transit. */
function directions(request: ReceivedRequest, response: ServerResponse): void {
  const { query } = request;
  const mode = query.get('mode') ?? 'driving';
  const waypoints = query.get('waypoints')?.split('|') ?? [];
  const names = [query.get('origin'), ...waypoints, query.get('destination')];
  if (!names[0] || !names[names.length - 1]) return sendLegacyStatus(response, 'INVALID_REQUEST', 'Invalid request. Missing the origin or destination parameter.');
  if (mode === 'transit' && waypoints.length > 0) return sendLegacyStatus(response, 'INVALID_REQUEST', 'Waypoints are not supported for transit.');
  const stops = names.map(pointOf);
  const geocoded = stops.map((stop) => ({ geocoder_status: stop ? 'OK' : 'ZERO_RESULTS', place_id: 'ChIJstop', types: ['locality', 'political'] }));
  if (stops.some((stop) => !stop)) return sendJson(response, 200, { geocoded_waypoints: geocoded, routes: [], status: 'NOT_FOUND' });
  const points = stops as Array<{ lat: number; lng: number }>;
  const legs = points.slice(1).map((to, index) => {
    const from = points[index];
    const distance = Math.round(distanceMeters(from, to) * 1.25);
    const duration = Math.round(distance / (speeds[mode] ?? 25));
    const steps = [
      {
        travel_mode: mode.toUpperCase(),
        html_instructions: 'Head <b>east</b> on <b>Queen St W</b><div style="font-size:0.9em">Destination will be on the right</div>',
        distance: { text: `${distance} m`, value: distance },
        duration: { text: `${duration} s`, value: duration },
        ...(mode === 'transit' && {
          travel_mode: 'TRANSIT',
          html_instructions: 'Subway towards Kennedy',
          transit_details: {
            departure_stop: { name: 'St George', location: from },
            arrival_stop: { name: 'Kennedy', location: to },
            num_stops: 12,
            headsign: 'Kennedy',
            line: { name: 'Line 2 Bloor-Danforth', short_name: '2', vehicle: { type: 'SUBWAY', name: 'Subway' }, agencies: [{ name: 'TTC' }] },
          },
        }),
      },
    ];
    return {
      start_address: names[index],
      end_address: names[index + 1],
      start_location: from,
      end_location: to,
      distance: { text: `${distance} m`, value: distance },
      duration: { text: `${duration} s`, value: duration },
      steps,
      traffic_speed_entry: [],
      via_waypoint: [],
    };
  });
  if (legs.some((leg) => leg.distance.value > 3_000_000)) return sendJson(response, 200, { geocoded_waypoints: geocoded, routes: [], status: 'ZERO_RESULTS' });
  const fare = mode === 'transit' ? { fare: { currency: 'CAD', value: 3.35, text: 'CA$3.35' } } : {};
  sendJson(response, 200, {
    geocoded_waypoints: geocoded,
    routes: [{ summary: 'ON-401 E', copyrights: 'Map data ©2025 Google', warnings: [], waypoint_order: [], overview_polyline: { points: 'e`miGhmocNaA' }, legs, ...fare }],
    status: 'OK',
  });
}

function geolocate(request: ReceivedRequest, response: ServerResponse, answer: 'fix' | 'no-fix' | 'daily-limit'): void {
  const error = (code: number, domain: string, reason: string, message: string) => sendJson(response, code, { error: { errors: [{ domain, reason, message }], code, message } });
  if (request.query.get('key') !== googleKey) return error(400, 'usageLimits', 'keyInvalid', 'Bad Request');
  try {
    JSON.parse(request.body || '{}');
  } catch {
    return error(400, 'global', 'parseError', 'Parse Error');
  }
  if (answer === 'no-fix') return error(404, 'geolocation', 'notFound', 'Not Found');
  if (answer === 'daily-limit') return error(403, 'usageLimits', 'dailyLimitExceeded', 'Daily Limit Exceeded');
  sendJson(response, 200, { location: { lat: 45.6085, lng: -73.5493 }, accuracy: 16_000 });
}
