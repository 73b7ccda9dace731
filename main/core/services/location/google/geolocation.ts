import { z } from 'zod';
import { requestJson } from '../../http/request.ts';
import { ServiceError } from '../../http/service-error.ts';
import { serviceUrl } from '../../http/service-url.ts';
import type { Position, RequestOptions } from '../types.ts';
import { googleApiFailure } from './api-failure.ts';
import type { GoogleClient } from './client.ts';

const service = 'Google Geolocation';

const geolocationResponse = z.object({ location: z.object({ lat: z.number(), lng: z.number() }), accuracy: z.number() });

/**
 * `POST /geolocation/v1/geolocate` with no WiFi or cell data, so Google places this machine by its IP
 * address (cloud-apis §5.5). The fix is WGS-84, even in China. 404 `notFound` means no fix: undefined.
 */
export async function googleGeolocate(client: GoogleClient, options: RequestOptions = {}): Promise<Position | undefined> {
  const url = serviceUrl(service, client.geolocationBaseUrl, 'geolocation/v1/geolocate');
  url.searchParams.set('key', client.key);
  try {
    const answer = await requestJson(
      { service, url, method: 'POST', json: { considerIp: true }, timeoutMs: client.timings.timeoutMs, signal: options.signal, onFailure: googleApiFailure(service, 'Geolocation API') },
      geolocationResponse,
    );
    return {
      coordinates: { ...answer.location, system: 'WGS-84' },
      accuracyMeters: Math.round(answer.accuracy),
      description: 'position from the IP address',
      source: service,
    };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return undefined;
    throw error;
  }
}
