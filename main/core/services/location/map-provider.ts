import type { Coordinates, MapProviderName, Place, PlaceQuery, RequestOptions, RouteLeg, TravelMode } from './types.ts';

/** A stop of a route as the person gave it: a label, and either words or a point in the provider's system. */
export type RouteStop = { label: string; text: string } | { label: string; point: Coordinates };

/** What the Location tool asks of Amap and of Google Maps alike. */
export interface MapProvider {
  name: MapProviderName;
  /** "Amap" or "Google Maps", for the answer. */
  label: string;
  geocode(address: string, options?: RequestOptions): Promise<Place[]>;
  /** The point must be in the provider's system there (see `toMapDatum`). */
  reverseGeocode(point: Coordinates, options?: RequestOptions): Promise<Place[]>;
  searchPlaces(query: PlaceQuery, options?: RequestOptions): Promise<Place[]>;
  /** One leg per hop, in order; a hop without a route is a `not-found` ServiceError. */
  routeLegs(stops: readonly RouteStop[], mode: TravelMode, options?: RequestOptions): Promise<RouteLeg[]>;
}

/** One ride on a bus, metro or train line, the same way for every provider: "Line 14: Wangjing → Jianguomen, 10 stops". */
export function describeRide(line: string, from: string | undefined, to: string | undefined, stops: number | undefined): string {
  const count = stops === undefined ? '' : `, ${stops} stop${stops === 1 ? '' : 's'}`;
  return `${line}: ${from ?? '?'} → ${to ?? '?'}${count}`;
}
