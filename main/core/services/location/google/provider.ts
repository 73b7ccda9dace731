import { ServiceError } from '../../http/service-error.ts';
import { formatLatLng } from '../coordinates/point-text.ts';
import type { MapProvider } from '../map-provider.ts';
import type { Place, PlaceQuery, RequestOptions } from '../types.ts';
import type { GoogleClient } from './client.ts';
import { googleRouteLegs } from './directions.ts';
import { googleGeocode, googleReverseGeocode } from './geocode.ts';
import { googleSearchPlacesLegacy } from './places-legacy.ts';
import { googleSearchPlacesNew } from './places-new.ts';

export function googleProvider(client: GoogleClient): MapProvider {
  return {
    name: 'google',
    label: 'Google Maps',
    geocode: (address, options) => googleGeocode(client, address, options),
    reverseGeocode: (point, options) => googleReverseGeocode(client, point, options),
    searchPlaces: (query, options) => searchPlaces(client, query, options),
    routeLegs: (stops, mode, options) =>
      googleRouteLegs(client, stops.map((stop) => ({ label: stop.label, query: 'point' in stop ? formatLatLng(stop.point) : stop.text })), mode, options),
  };
}

/** Places (New) first; a project that has only the legacy Places API enabled gets legacy Text Search. */
async function searchPlaces(client: GoogleClient, query: PlaceQuery, options: RequestOptions | undefined): Promise<Place[]> {
  try {
    return await googleSearchPlacesNew(client, query, options);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.kind !== 'forbidden') throw error;
    try {
      return await googleSearchPlacesLegacy(client, query, options);
    } catch (legacyError) {
      if (!(legacyError instanceof ServiceError)) throw legacyError;
      const message = `${error.message} The legacy Places API was tried instead: ${legacyError.message}`;
      throw new ServiceError({ service: legacyError.service, kind: legacyError.kind, status: legacyError.status, message });
    }
  }
}
