import { requiredKey, type ServiceConfig } from '../../config.ts';
import { defaultTimings, type LocationTimings } from '../options.ts';

export const googleMapsService = 'Google Maps';

export const defaultGoogleBaseUrls = {
  maps: 'https://maps.googleapis.com',
  places: 'https://places.googleapis.com',
  geolocation: 'https://www.googleapis.com',
};

/** What every Google Maps Platform request needs: the key, the three hosts and the time limits. */
export interface GoogleClient {
  key: string;
  /** Geocoding, legacy Places and Directions. */
  mapsBaseUrl: string;
  /** Places API (New). */
  placesBaseUrl: string;
  geolocationBaseUrl: string;
  timings: LocationTimings;
}

export const googleKeyAdvice = 'Check the Google Maps key (GOOGLE_MAPS_API_KEY or the key in Settings)';

/** The Google client from the settings; a missing key is a `config` ServiceError that says where to put it. */
export function googleClient(config: ServiceConfig, timings: LocationTimings = defaultTimings): GoogleClient {
  const key = requiredKey(
    config,
    'GOOGLE_MAPS_API_KEY',
    googleMapsService,
    'Google Maps serves places outside mainland China and needs an API key: set the GOOGLE_MAPS_API_KEY environment ' +
      'variable or add the Google Maps key in Settings. For places in mainland China, pass region "cn" to use Amap.',
  );
  return {
    key,
    mapsBaseUrl: config.url('GOOGLE_MAPS_BASE_URL') ?? defaultGoogleBaseUrls.maps,
    placesBaseUrl: config.url('GOOGLE_PLACES_BASE_URL') ?? defaultGoogleBaseUrls.places,
    geolocationBaseUrl: config.url('GOOGLE_GEOLOCATION_BASE_URL') ?? defaultGoogleBaseUrls.geolocation,
    timings,
  };
}
