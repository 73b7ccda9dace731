import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ServiceError } from '../../http/service-error.ts';
import { mapPoint } from '../coordinates/datum.ts';
import { distanceMeters } from '../coordinates/distance.ts';
import { formatLatLng } from '../coordinates/point-text.ts';
import type { Place, PlaceQuery, RequestOptions } from '../types.ts';
import type { GoogleClient } from './client.ts';
import { googleLegacyGet } from './legacy-request.ts';

/** 20 a page, three pages at most (cloud-apis §5.2). */
const pageSize = 20;
const maxResults = 60;
/** How often a page token is tried while Google still calls it INVALID_REQUEST (not yet valid). */
const tokenAttempts = 3;

const textSearchResponse = z.object({
  status: z.string(),
  next_page_token: z.string().optional(),
  results: z.array(
    z.object({
      name: z.string(),
      formatted_address: z.string().optional(),
      vicinity: z.string().optional(),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      types: z.array(z.string()).optional(),
      rating: z.number().optional(),
      place_id: z.string().optional(),
    }),
  ),
});

type TextSearchPage = z.infer<typeof textSearchResponse>;

/**
 * Legacy Text Search (`/maps/api/place/textsearch/json`), for keys whose project has only the legacy
 * Places API. Pages follow `next_page_token`, which Google accepts only a moment after issuing it.
 */
export async function googleSearchPlacesLegacy(client: GoogleClient, query: PlaceQuery, options: RequestOptions = {}): Promise<Place[]> {
  const limit = Math.min(query.limit, maxResults);
  const first = {
    query: query.query,
    type: query.type,
    location: query.near && formatLatLng(query.near),
    radius: query.near && String(Math.round(query.radiusMeters)),
  };
  let page: TextSearchPage | undefined = await textSearch(client, first, options);
  const places = toPlaces(page, query);
  for (let pages = 1; page?.next_page_token && places.length < limit && pages * pageSize < maxResults; pages += 1) {
    page = await nextPage(client, page.next_page_token, options);
    if (page) places.push(...toPlaces(page, query));
  }
  return places.slice(0, limit);
}

function textSearch(client: GoogleClient, parameters: Record<string, string | undefined>, options: RequestOptions): Promise<TextSearchPage> {
  return googleLegacyGet(client, 'maps/api/place/textsearch/json', parameters, textSearchResponse, options);
}

/**
 * The page behind a token: wait, ask, and while Google answers INVALID_REQUEST (too early), wait and
 * ask again; a token that never becomes valid ends the paging with the places found so far.
 */
async function nextPage(client: GoogleClient, token: string, options: RequestOptions): Promise<TextSearchPage | undefined> {
  for (let attempt = 1; attempt <= tokenAttempts; attempt += 1) {
    await sleep(client.timings.pageTokenDelayMs, undefined, { signal: options.signal });
    try {
      return await textSearch(client, { pagetoken: token }, options);
    } catch (error) {
      const tooEarly = error instanceof ServiceError && error.kind === 'bad-request' && error.status === 200;
      if (!tooEarly) throw error;
    }
  }
  return undefined;
}

function toPlaces(page: TextSearchPage, query: PlaceQuery): Place[] {
  return page.results.slice(0, pageSize).map((result) => ({
    name: result.name,
    address: result.formatted_address ?? result.vicinity ?? '',
    coordinates: mapPoint(result.geometry.location),
    category: result.types?.[0],
    distanceMeters: query.near && Math.round(distanceMeters(query.near, result.geometry.location)),
    rating: result.rating,
    id: result.place_id,
  }));
}
