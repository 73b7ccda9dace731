import type { ServiceConfig } from '../config.ts';
import { ServiceError } from '../http/service-error.ts';
import { amapClient } from './amap/client.ts';
import { amapProvider } from './amap/provider.ts';
import { toMapDatum } from './coordinates/datum.ts';
import { isInMainlandChina } from './coordinates/mainland-china.ts';
import { formatCoordinates, parsePoint } from './coordinates/point-text.ts';
import { googleClient } from './google/client.ts';
import { googleProvider } from './google/provider.ts';
import { locate, type LocateAnswer } from './locate.ts';
import type { MapProvider, RouteStop } from './map-provider.ts';
import { defaultTimings, type LocationTimings } from './options.ts';
import { chooseProvider, type RegionChoice } from './provider-choice.ts';
import type { Coordinates, MapProviderName, Place, RequestOptions, Route, TravelMode } from './types.ts';

/** Which provider answered and why, and what was done to the input on the way (conversions). */
export interface MapAnswer {
  provider: MapProviderName;
  providerLabel: string;
  reason: string;
  notes: string[];
}

export interface GeocodeAnswer extends MapAnswer {
  /** True when the input was a point and the answer is its address. */
  reverse: boolean;
  places: Place[];
}

export interface PlacesAnswer extends MapAnswer {
  places: Place[];
  /** The point searched around, when there was one. */
  center?: Coordinates;
}

export interface RouteAnswer extends MapAnswer {
  route: Route;
}

export interface PlaceSearchRequest {
  query?: string;
  type?: string;
  /** Words or "lat,lng" to search around. */
  location?: string;
  radiusMeters: number;
  limit: number;
}

/** Amap geocoding levels that name an area rather than a spot: a search there keeps to the area instead of a circle. */
const amapAreaLevels = new Set(['国家', '省', '市', '区县']);

/** The Location tool's services over Amap and Google Maps, the provider chosen per call. */
export function createLocationService(config: ServiceConfig, timings: LocationTimings = defaultTimings) {
  const provider = (name: MapProviderName): MapProvider =>
    name === 'amap' ? amapProvider(amapClient(config, timings)) : googleProvider(googleClient(config, timings));

  /** The provider for these inputs, and the inputs read: points in its system, with a note for each conversion. */
  function prepare(inputs: readonly string[], region: RegionChoice | undefined) {
    const read = inputs.map((text) => ({ text: text.trim(), point: parsePoint(text) }));
    const points = read.flatMap((input) => (input.point ? [input.point] : []));
    const texts = read.flatMap((input) => (input.point ? [] : [input.text]));
    const choice = chooseProvider({ region, texts, points });
    const chosen = provider(choice.provider);
    const notes: string[] = [];
    const inDatum = (point: Coordinates): Coordinates => {
      const converted = toMapDatum(point);
      if (converted.system !== point.system && isInMainlandChina(point)) {
        notes.push(`${formatCoordinates(point)} was converted to ${formatCoordinates(converted)} for ${chosen.label}.`);
      }
      return converted;
    };
    const answer = (): MapAnswer => ({ provider: chosen.name, providerLabel: chosen.label, reason: choice.reason, notes });
    return { read, provider: chosen, inDatum, answer };
  }

  return {
    locate: (region: RegionChoice | undefined, options?: RequestOptions): Promise<LocateAnswer> => locate(config, region, timings, options),

    /** Address or place name to points; a "lat,lng" to its address. */
    async geocode(location: string, region: RegionChoice | undefined, options?: RequestOptions): Promise<GeocodeAnswer> {
      const { read, provider: chosen, inDatum, answer } = prepare([location], region);
      const [input] = read;
      const places = input.point ? await chosen.reverseGeocode(inDatum(input.point), options) : await chosen.geocode(input.text, options);
      return { ...answer(), reverse: input.point !== undefined, places };
    },

    /** Places by words or category, around `location` when given (geocoded first when it is words). */
    async searchPlaces(request: PlaceSearchRequest, region: RegionChoice | undefined, options?: RequestOptions): Promise<PlacesAnswer> {
      const texts = [request.query, request.location].filter((text): text is string => Boolean(text));
      const { read, provider: chosen, inDatum, answer } = prepare(texts, region);
      const where = request.location ? read[read.length - 1] : undefined;
      const query = { query: request.query, type: request.type, radiusMeters: request.radiusMeters, limit: request.limit };
      if (!where) return { ...answer(), places: await chosen.searchPlaces(query, options) };
      if (where.point) {
        const center = inDatum(where.point);
        return { ...answer(), center, places: await chosen.searchPlaces({ ...query, near: center }, options) };
      }
      const [anchor] = await chosen.geocode(where.text, options);
      if (!anchor) throw new ServiceError({ service: chosen.label, kind: 'not-found', message: `${chosen.label} found no place called "${where.text}" to search around.` });
      if (chosen.name === 'amap' && anchor.adcode && anchor.precision && amapAreaLevels.has(anchor.precision)) {
        return { ...answer(), places: await chosen.searchPlaces({ ...query, area: anchor.adcode }, options) };
      }
      return { ...answer(), center: anchor.coordinates, places: await chosen.searchPlaces({ ...query, near: anchor.coordinates }, options) };
    },

    /** A route through two or more stops in order, one leg per hop, with totals. */
    async route(stops: readonly string[], mode: TravelMode, region: RegionChoice | undefined, options?: RequestOptions): Promise<RouteAnswer> {
      const { read, provider: chosen, inDatum, answer } = prepare(stops, region);
      const routeStops: RouteStop[] = read.map((stop) => (stop.point ? { label: stop.text, point: inDatum(stop.point) } : { label: stop.text, text: stop.text }));
      const legs = await chosen.routeLegs(routeStops, mode, options);
      const route: Route = {
        mode,
        legs,
        distanceMeters: legs.reduce((sum, leg) => sum + leg.distanceMeters, 0),
        durationSeconds: legs.reduce((sum, leg) => sum + leg.durationSeconds, 0),
      };
      return { ...answer(), route };
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
