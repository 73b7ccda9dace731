/** A point in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** WGS-84 is GPS's datum; GCJ-02 is the obfuscated datum Chinese law requires for maps of mainland China. */
export type CoordinateSystem = 'WGS-84' | 'GCJ-02';

export interface Coordinates extends LatLng {
  system: CoordinateSystem;
}

export type MapProviderName = 'amap' | 'google';

export type TravelMode = 'driving' | 'walking' | 'transit' | 'bicycling';

/** A geocoding result or a point of interest. */
export interface Place {
  name: string;
  address: string;
  coordinates: Coordinates;
  /** The provider's category, e.g. "科教文化服务;学校;高等院校" or "restaurant". */
  category?: string;
  distanceMeters?: number;
  rating?: number;
  phone?: string;
  /** The provider's id for the place. */
  id?: string;
  /** Amap's city code (e.g. "010" for Beijing), which its transit planning needs. */
  cityCode?: string;
  /** Amap's administrative code of the province, city or district the place is in. */
  adcode?: string;
  /** How precise a geocoding result is, e.g. "门牌号" or "ROOFTOP". */
  precision?: string;
}

/** One hop of a route, from one stop to the next. */
export interface RouteLeg {
  from: string;
  to: string;
  distanceMeters: number;
  durationSeconds: number;
  /** Short turn-by-turn or line-by-line instructions. */
  steps: string[];
  /** Public transport fare as the provider states it, e.g. "5 CNY". */
  fare?: string;
}

export interface Route {
  mode: TravelMode;
  legs: RouteLeg[];
  distanceMeters: number;
  durationSeconds: number;
}

/** Where this machine appears to be. */
export interface Position {
  coordinates: Coordinates;
  /** Radius of uncertainty; city-level guesses from IP addresses are tens of kilometres. */
  accuracyMeters?: number;
  /** City, region and country as far as known. */
  description: string;
  /** The service that answered, e.g. "Amap IP location" or "ipinfo.io". */
  source: string;
}

/** Per-request options every client takes. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** BCP 47 language for names and instructions where the service supports it. */
  language?: string;
}

/** A search for places: by text, by category, or both, optionally around a point. */
export interface PlaceQuery {
  query?: string;
  /** A category: the provider's own type ("restaurant"; an Amap type code such as "050000") or a word for it. */
  type?: string;
  /** Search around this point, in the provider's system, within `radiusMeters`. */
  near?: Coordinates;
  radiusMeters: number;
  /** Amap only: keep to this city or district (a city code or adcode) instead of a circle. */
  area?: string;
  /** How many places to gather at most, over as many pages as the service allows. */
  limit: number;
}
