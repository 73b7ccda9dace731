import { z } from 'zod';
import { mapPoint } from '../coordinates/datum.ts';
import { amapLngLat } from '../coordinates/point-text.ts';
import type { Place, PlaceQuery, RequestOptions } from '../types.ts';
import type { AmapClient } from './client.ts';
import { amapNumber, amapPoint, amapText } from './fields.ts';
import { amapGet } from './request.ts';

/** v5 pages hold 1–25 POIs, and one set of parameters yields at most 200 in all (cloud-apis §4.4.1). */
const maxPageSize = 25;
const maxResults = 200;
const maxRadiusMeters = 50_000;

const poi = z.object({
  id: amapText,
  name: amapText,
  type: amapText,
  address: amapText,
  location: amapText,
  pname: amapText,
  cityname: amapText,
  adname: amapText,
  citycode: amapText,
  distance: amapNumber,
  business: z.object({ tel: amapText, rating: amapNumber }).nullish(),
});

const placesResponse = z.object({ pois: z.array(poi).nullish() });

const typeCodes = /^\d{6}(\|\d{6})*$/;

/**
 * POI search v5: `/v5/place/around` near a point, else `/v5/place/text` (cloud-apis §4.4.1), page after
 * page until `limit`, a short page, or Amap's ceiling of 200.
 */
export async function amapSearchPlaces(client: AmapClient, query: PlaceQuery, options: RequestOptions = {}): Promise<Place[]> {
  const { limit } = query;
  const pageSize = Math.min(maxPageSize, limit);
  const byCode = query.type !== undefined && typeCodes.test(query.type);
  const keywords = [query.query, byCode ? undefined : query.type].filter(Boolean).join(' ') || undefined;
  const parameters = {
    keywords,
    types: byCode ? query.type : undefined,
    show_fields: 'business',
    page_size: pageSize,
    ...(query.near
      ? { location: amapLngLat(query.near), radius: Math.min(Math.round(query.radiusMeters), maxRadiusMeters), sortrule: 'distance' }
      : { region: query.area, city_limit: query.area ? 'true' : undefined }),
  };
  const path = query.near ? 'v5/place/around' : 'v5/place/text';
  const places: Place[] = [];
  for (let page = 1; places.length < limit && page * pageSize <= maxResults; page += 1) {
    const response = await amapGet(client, path, { ...parameters, page_num: page }, placesResponse, options);
    const pois = response.pois ?? [];
    places.push(...pois.flatMap(toPlace));
    if (pois.length < pageSize) break;
  }
  return places.slice(0, limit);
}

function toPlace(found: z.infer<typeof poi>): Place[] {
  const point = amapPoint(found.location);
  if (!point) return [];
  const area = [...new Set([found.pname, found.cityname, found.adname])].join('');
  return [
    {
      name: found.name,
      address: `${area}${found.address}`,
      coordinates: mapPoint(point),
      category: found.type || undefined,
      distanceMeters: found.distance,
      rating: found.business?.rating,
      phone: found.business?.tel || undefined,
      id: found.id || undefined,
      cityCode: found.citycode || undefined,
    },
  ];
}
