import type { ServiceConfig } from '../config.ts';
import { amapClient } from './amap/client.ts';
import { amapGeocode } from './amap/geocode.ts';
import { formatCoordinates } from './coordinates/point-text.ts';
import { googleClient } from './google/client.ts';
import { googleGeocode } from './google/geocode.ts';
import { defaultTimings, type LocationTimings } from './options.ts';
import type { Place } from './types.ts';
import { errorMessage } from '../../common/errors.ts';
import type { CheckResultView } from '../../../../shared/ipc/domains/models.ts';

/** Geocodes a well-known address with the configured key and base URL; the error, when there is one, says what to fix. */
async function check(label: string, lookup: () => Promise<Place[]>): Promise<CheckResultView> {
  try {
    const [place] = await lookup();
    if (!place) return { ok: false, detail: `${label} answered, but found nothing for a well-known address.` };
    return { ok: true, detail: `${label} works: it found ${place.name} at ${formatCoordinates(place.coordinates)}.` };
  } catch (error) {
    return { ok: false, detail: errorMessage(error) };
  }
}

export function checkAmap(config: ServiceConfig, timings: LocationTimings = defaultTimings): Promise<CheckResultView> {
  return check('Amap', () => amapGeocode(amapClient(config, timings), '北京市天安门'));
}

export function checkGoogleMaps(config: ServiceConfig, timings: LocationTimings = defaultTimings): Promise<CheckResultView> {
  return check('Google Maps', () => googleGeocode(googleClient(config, timings), 'Eiffel Tower, Paris'));
}
