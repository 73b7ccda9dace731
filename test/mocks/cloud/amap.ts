import type { ServerResponse } from 'node:http';
import { distanceMeters } from '../../../main/core/services/location/coordinates/distance.ts';
import { sendJson, startMockServer, type MockServer, type ReceivedRequest, type RouteHandler } from './server.ts';

/**
 * A local stand-in for Amap's Web service (cloud-apis §4): the documented paths and bodies, strings
 * for numbers, `[]` for empty fields, business errors as HTTP 200 with an infocode, and pages of POIs
 * up to the 200-row ceiling. Points are GCJ-02 "lng,lat".
 */
export const amapKey = 'amap-test-key';

export interface AmapGeocodeFixture {
  formatted: string;
  location: string;
  level: string;
  citycode: string;
  adcode: string;
  province: string;
  district: string;
}

/** The addresses the mock knows; the documented samples where there is one (Tiananmen: cloud-apis §7.1). */
export const amapGeocodes: Record<string, AmapGeocodeFixture> = {
  北京市朝阳区阜通东大街6号: { formatted: '北京市朝阳区阜通东大街6号', location: '116.483038,39.990633', level: '门牌号', citycode: '010', adcode: '110105', province: '北京市', district: '朝阳区' },
  北京市: { formatted: '北京市', location: '116.407387,39.904179', level: '省', citycode: '010', adcode: '110000', province: '北京市', district: '' },
  天安门: { formatted: '北京市东城区天安门', location: '116.397499,39.908722', level: '兴趣点', citycode: '010', adcode: '110101', province: '北京市', district: '东城区' },
  北京西站: { formatted: '北京市丰台区北京西站', location: '116.321592,39.894912', level: '兴趣点', citycode: '010', adcode: '110106', province: '北京市', district: '丰台区' },
  北京市天安门: { formatted: '北京市东城区天安门', location: '116.397499,39.908722', level: '兴趣点', citycode: '010', adcode: '110101', province: '北京市', district: '东城区' },
  上海虹桥站: { formatted: '上海市闵行区上海虹桥站', location: '121.320081,31.194058', level: '兴趣点', citycode: '021', adcode: '310112', province: '上海市', district: '闵行区' },
  颐和园: { formatted: '北京市海淀区颐和园', location: '116.275179,39.999617', level: '兴趣点', citycode: '010', adcode: '110108', province: '北京市', district: '海淀区' },
};

export interface AmapMockOptions {
  /** How many POIs any search matches (the mock still stops at 200). */
  poiTotal?: number;
  /** Whose IP address the caller has: a Beijing one, a foreign one (empty fields) or a LAN one. */
  ip?: 'beijing' | 'abroad' | 'lan';
}

export function amapFailure(infocode: string, info: string): RouteHandler {
  return (_request, response) => sendJson(response, 200, { status: '0', info, infocode });
}

const ok = { status: '1', info: 'OK', infocode: '10000' };

/** The mock's routes by path, for tests that replace one of them. */
export function amapRoutes(options: AmapMockOptions = {}): Record<string, RouteHandler> {
  const routes: Record<string, RouteHandler> = {
    '/v3/geocode/geo': geocode,
    '/v3/geocode/regeo': regeo,
    '/v3/ip': (_request, response) => ip(response, options.ip ?? 'beijing'),
    '/v5/place/text': (request, response) => places(request, response, options.poiTotal ?? 230),
    '/v5/place/around': (request, response) => places(request, response, options.poiTotal ?? 230),
    '/v3/direction/walking': (request, response) => pathRoute(request, response, 'walking'),
    '/v3/direction/driving': (request, response) => pathRoute(request, response, 'driving'),
    '/v3/direction/transit/integrated': transit,
    '/v4/direction/bicycling': bicycling,
  };
  return Object.fromEntries(Object.entries(routes).map(([path, handler]) => [path, withKey(handler, path.startsWith('/v4/'))]));
}

export function startAmapMock(options: AmapMockOptions = {}): Promise<MockServer> {
  return startMockServer({ routes: amapRoutes(options) });
}

function withKey(handler: RouteHandler, v4: boolean): RouteHandler {
  return (request, response) => {
    if (request.query.get('key') === amapKey) return handler(request, response);
    if (v4) return sendJson(response, 200, { errcode: 10001, errmsg: 'INVALID_USER_KEY', errdetail: null, data: '' });
    return sendJson(response, 200, { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' });
  };
}

function geocode(request: ReceivedRequest, response: ServerResponse): void {
  const address = request.query.get('address');
  if (!address) return sendJson(response, 200, { status: '0', info: 'MISSING_REQUIRED_PARAMS', infocode: '20001' });
  const found = amapGeocodes[address];
  if (!found) return sendJson(response, 200, { ...ok, count: '0', geocodes: [] });
  sendJson(response, 200, {
    ...ok,
    count: '1',
    geocodes: [
      {
        formatted_address: found.formatted,
        country: '中国',
        province: found.province,
        citycode: found.citycode,
        city: found.province,
        district: found.district || [],
        township: [],
        neighborhood: { name: [], type: [] },
        building: { name: [], type: [] },
        adcode: found.adcode,
        street: [],
        number: [],
        location: found.location,
        level: found.level,
      },
    ],
  });
}

/** A "lng,lat" with at most six decimals, as Amap demands; undefined otherwise. */
export function amapLngLat(text: string | null): { lng: number; lat: number } | undefined {
  const match = /^(-?\d+(?:\.\d{1,6})?),(-?\d+(?:\.\d{1,6})?)$/.exec(text ?? '');
  return match ? { lng: Number(match[1]), lat: Number(match[2]) } : undefined;
}

/** China's land as far as this mock cares; a swapped "lat,lng" lands far outside it. */
function inChina(point: { lng: number; lat: number }): boolean {
  return point.lng > 73 && point.lng < 135.1 && point.lat > 18 && point.lat < 53.6;
}

function inBeijing(point: { lng: number; lat: number }): boolean {
  return point.lng > 115.4 && point.lng < 117.5 && point.lat > 39.4 && point.lat < 41.1;
}

function regeo(request: ReceivedRequest, response: ServerResponse): void {
  const point = amapLngLat(request.query.get('location'));
  if (!point) return sendJson(response, 200, { status: '0', info: 'INVALID_PARAMS', infocode: '20000' });
  if (!inChina(point)) return sendJson(response, 200, { status: '0', info: 'INSUFFICIENT_ABROAD_PRIVILEGES', infocode: '20011' });
  const beijing = inBeijing(point);
  sendJson(response, 200, {
    ...ok,
    regeocode: {
      formatted_address: beijing ? '北京市东城区东华门街道天安门' : '上海市闵行区新虹街道上海虹桥站',
      addressComponent: {
        country: '中国',
        province: beijing ? '北京市' : '上海市',
        city: [],
        citycode: beijing ? '010' : '021',
        district: beijing ? '东城区' : '闵行区',
        adcode: beijing ? '110101' : '310112',
        township: beijing ? '东华门街道' : '新虹街道',
        neighborhood: { name: [], type: [] },
        building: { name: [], type: [] },
        streetNumber: { street: [], number: [], location: [], direction: [], distance: [] },
        businessAreas: [[]],
      },
    },
  });
}

function ip(response: ServerResponse, whose: 'beijing' | 'abroad' | 'lan'): void {
  if (whose === 'beijing') {
    return sendJson(response, 200, { ...ok, province: '北京市', city: '北京市', adcode: '110000', rectangle: '116.0119343,39.66127144;116.7829835,40.2164962' });
  }
  sendJson(response, 200, { ...ok, province: whose === 'lan' ? '局域网' : [], city: [], adcode: [], rectangle: [] });
}

/** v5 search: page_size 1–25, page_num from 1, `count` is this page's size, nothing past the 200th POI. */
function places(request: ReceivedRequest, response: ServerResponse, total: number): void {
  const { query } = request;
  const keywords = query.get('keywords');
  const types = query.get('types');
  const around = request.path.endsWith('/around');
  const center = amapLngLat(query.get('location'));
  if (around && !center) return sendJson(response, 200, { status: '0', info: 'MISSING_REQUIRED_PARAMS', infocode: '20001' });
  if (!around && !keywords && !types) return sendJson(response, 200, { status: '0', info: 'MISSING_REQUIRED_PARAMS', infocode: '20001' });
  const pageSize = Number(query.get('page_size') ?? '10');
  const pageNum = Number(query.get('page_num') ?? '1');
  if (!(pageSize >= 1 && pageSize <= 25) || !(pageNum >= 1)) return sendJson(response, 200, { status: '0', info: 'INVALID_PARAMS', infocode: '20000' });
  const first = (pageNum - 1) * pageSize;
  const last = Math.min(first + pageSize, total, 200);
  const origin = center ?? { lng: 116.397499, lat: 39.908722 };
  const business = (query.get('show_fields') ?? '').split(',').includes('business');
  const pois = [];
  for (let index = first; index < last; index += 1) {
    pois.push({
      id: `B000A${String(index).padStart(5, '0')}`,
      parent: '',
      name: `${keywords ?? '地点'}${index + 1}`,
      type: '餐饮服务;咖啡厅;咖啡厅',
      typecode: types ?? '050500',
      address: index % 7 === 0 ? [] : `测试路${index + 1}号`,
      location: `${(origin.lng + index * 0.0001).toFixed(6)},${(origin.lat + 0.0001).toFixed(6)}`,
      pname: '北京市',
      pcode: '110000',
      cityname: '北京市',
      citycode: '010',
      adname: '东城区',
      adcode: '110101',
      distance: around ? String(10 + index * 9) : '',
      ...(business && { business: { business_area: '王府井', tel: index % 2 === 0 ? '010-65120000' : [], rating: '4.5', cost: '', opentime_today: '' } }),
    });
  }
  sendJson(response, 200, { ...ok, count: String(pois.length), pois });
}


/** The two ends of a route request, or the error Amap gives for them (cloud-apis §4.0: 20001, 20800, 20803). */
function ends(request: ReceivedRequest, limitMeters: number): { distance: number; origin: string; destination: string } | { infocode: string; info: string } {
  const origin = amapLngLat(request.query.get('origin'));
  const destination = amapLngLat(request.query.get('destination'));
  if (!origin || !destination) return { infocode: '20001', info: 'MISSING_REQUIRED_PARAMS' };
  if (!inChina(origin) || !inChina(destination)) return { infocode: '20800', info: 'OUT_OF_SERVICE' };
  const distance = Math.round(distanceMeters(origin, destination) * 1.3);
  if (distance > limitMeters) return { infocode: '20803', info: 'OVER_DIRECTION_RANGE' };
  return { distance, origin: request.query.get('origin') ?? '', destination: request.query.get('destination') ?? '' };
}

function pathRoute(request: ReceivedRequest, response: ServerResponse, mode: 'walking' | 'driving'): void {
  const found = ends(request, mode === 'walking' ? 100_000 : 5_000_000);
  if ('infocode' in found) return sendJson(response, 200, { status: '0', ...found });
  const duration = Math.round(found.distance / (mode === 'walking' ? 1.2 : 10));
  const half = String(Math.round(found.distance / 2));
  const step = (instruction: string) => ({
    instruction,
    orientation: '东',
    road: '长安街',
    distance: half,
    duration: String(Math.round(duration / 2)),
    polyline: `${found.origin};${found.destination}`,
    action: '直行',
    assistant_action: [],
    ...(mode === 'driving' && { tolls: '0', toll_distance: '0', toll_road: [] }),
  });
  sendRoute(response, found, {
    ...(mode === 'driving' && { taxi_cost: String(Math.round(found.distance / 300)) }),
    paths: [
      {
        distance: String(found.distance),
        duration: String(duration),
        ...(mode === 'driving' && { strategy: '速度最快', tolls: '0', toll_distance: '0', restriction: '0', traffic_lights: '3' }),
        steps: [step(`沿长安街向东${mode === 'walking' ? '步行' : '行驶'}${half}米`), step(`${mode === 'walking' ? '步行' : '行驶'}${half}米到达终点`)],
      },
    ],
  });
}

/** A v3 route answer: the envelope, the ends, and the mode's own fields. */
function sendRoute(response: ServerResponse, found: { origin: string; destination: string }, fields: Record<string, unknown>): void {
  sendJson(response, 200, { ...ok, count: '1', route: { origin: found.origin, destination: found.destination, ...fields } });
}

function transit(request: ReceivedRequest, response: ServerResponse): void {
  if (!request.query.get('city')) return sendJson(response, 200, { status: '0', info: 'MISSING_REQUIRED_PARAMS', infocode: '20001' });
  const found = ends(request, 5_000_000);
  if ('infocode' in found) return sendJson(response, 200, { status: '0', ...found });
  const stop = (name: string, id: string, location: string) => ({ name, id, location });
  sendRoute(response, found, {
    distance: String(found.distance),
    taxi_cost: '41',
    transits: [
      {
        cost: '5',
        duration: String(Math.round(found.distance / 6)),
        nightflag: '0',
        walking_distance: '512',
        distance: String(found.distance),
        missed: '0',
        segments: [
          {
            walking: {
              origin: found.origin,
              destination: found.destination,
              distance: '512',
              duration: '430',
              steps: [{ instruction: '步行512米到达望京站', road: '', distance: '512', duration: '430', polyline: found.origin, action: [], assistant_action: '到达望京站' }],
            },
            bus: {
              buslines: [
                {
                  departure_stop: stop('望京', 'BV10001', found.origin),
                  arrival_stop: stop('建国门', 'BV10002', found.destination),
                  name: '地铁14号线东段(善各庄--北京南站)',
                  id: '110100023110',
                  type: '地铁线路',
                  distance: String(found.distance - 512),
                  duration: '1920',
                  polyline: `${found.origin};${found.destination}`,
                  via_num: '9',
                  via_stops: [stop('阜通', 'BV10003', found.origin)],
                },
              ],
            },
            entrance: { name: 'C口', location: found.origin },
            exit: { name: 'B口', location: found.destination },
            railway: { id: [], time: [], name: [], trip: [], distance: [], type: [], departure_stop: [], arrival_stop: [], spaces: [] },
            taxi: [],
          },
        ],
      },
    ],
  });
}

/** v4 bicycling: the {data, errcode, errmsg} envelope with numbers as numbers (cloud-apis §4.5). */
function bicycling(request: ReceivedRequest, response: ServerResponse): void {
  const found = ends(request, 500_000);
  if ('infocode' in found) return sendJson(response, 200, { errcode: Number(found.infocode), errmsg: found.info, errdetail: null, data: '' });
  const duration = Math.round(found.distance / 4);
  sendJson(response, 200, {
    data: {
      origin: found.origin,
      destination: found.destination,
      paths: [
        {
          distance: found.distance,
          duration,
          steps: [{ action: '右转', assistant_action: '', distance: found.distance, duration, instruction: `骑行${found.distance}米到达目的地`, orientation: '', polyline: found.origin, road: '' }],
        },
      ],
    },
    errcode: 0,
    errdetail: null,
    errmsg: 'OK',
  });
}
