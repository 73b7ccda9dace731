import { z } from 'zod';
import { requestJson } from '../../http/request.ts';
import { serviceUrl } from '../../http/service-url.ts';
import { mapPoint } from '../coordinates/datum.ts';
import { distanceMeters } from '../coordinates/distance.ts';
import type { Coordinates, Place, PlaceQuery, RequestOptions } from '../types.ts';
import { googleApiFailure } from './api-failure.ts';
import type { GoogleClient } from './client.ts';

export const googlePlacesService = 'Google Places';

/** Text Search gives 20 a page and 60 in all; Nearby Search 20 and no pages (cloud-apis §5.3). */
const pageSize = 20;
const maxResults = 60;
const maxRadiusMeters = 50_000;

/** Without a mask Google refuses the request; `nextPageToken` comes back only when the mask names it. */
const fieldMask = ['id', 'displayName', 'formattedAddress', 'location', 'rating', 'primaryType', 'types']
  .map((field) => `places.${field}`)
  .concat('nextPageToken')
  .join(',');

const placesResponse = z.object({
  places: z
    .array(
      z.object({
        id: z.string().optional(),
        displayName: z.object({ text: z.string() }).optional(),
        formattedAddress: z.string().optional(),
        location: z.object({ latitude: z.number(), longitude: z.number() }),
        rating: z.number().optional(),
        primaryType: z.string().optional(),
        types: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

type Found = NonNullable<z.infer<typeof placesResponse>['places']>[number];

/**
 * Places API (New): `places:searchNearby` for a category around a point without words, else
 * `places:searchText` (biased to the circle when there is one), page after page up to `limit`.
 */
export async function googleSearchPlacesNew(client: GoogleClient, query: PlaceQuery, options: RequestOptions = {}): Promise<Place[]> {
  const circle = query.near && { center: { latitude: query.near.lat, longitude: query.near.lng }, radius: Math.min(query.radiusMeters, maxRadiusMeters) };
  const limit = Math.min(query.limit, maxResults);
  const languageCode = options.language;
  if (!query.query && query.type && circle) {
    const body = { includedTypes: [query.type], locationRestriction: { circle }, maxResultCount: Math.min(limit, pageSize), rankPreference: 'DISTANCE', languageCode };
    const response = await post(client, 'v1/places:searchNearby', body, options);
    return toPlaces(response.places, query.near);
  }
  const base = {
    textQuery: query.query ?? query.type,
    includedType: query.query ? query.type : undefined,
    locationBias: circle && { circle },
    languageCode,
  };
  const places: Place[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page * pageSize < maxResults; page += 1) {
    const response = await post(client, 'v1/places:searchText', { ...base, pageSize: Math.min(pageSize, limit - places.length), pageToken }, options);
    places.push(...toPlaces(response.places, query.near));
    pageToken = response.nextPageToken;
    if (!pageToken || places.length >= limit) break;
  }
  return places.slice(0, limit);
}

function post(client: GoogleClient, path: string, body: unknown, options: RequestOptions) {
  return requestJson(
    {
      service: googlePlacesService,
      url: serviceUrl(googlePlacesService, client.placesBaseUrl, path),
      method: 'POST',
      headers: { 'x-goog-api-key': client.key, 'x-goog-fieldmask': fieldMask },
      json: body,
      timeoutMs: client.timings.timeoutMs,
      signal: options.signal,
      onFailure: googleApiFailure(googlePlacesService, 'Places API (New)'),
    },
    placesResponse,
  );
}

function toPlaces(found: Found[] | undefined, near: Coordinates | undefined): Place[] {
  return (found ?? []).map((place) => {
    const point = { lat: place.location.latitude, lng: place.location.longitude };
    return {
      name: place.displayName?.text ?? place.formattedAddress ?? 'unnamed place',
      address: place.formattedAddress ?? '',
      coordinates: mapPoint(point),
      category: place.primaryType ?? place.types?.[0],
      distanceMeters: near && Math.round(distanceMeters(near, point)),
      rating: place.rating,
      id: place.id,
    };
  });
}
