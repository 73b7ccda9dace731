import type { ServiceConfig } from '../config.ts';
import { ServiceError } from '../http/service-error.ts';
import { amapClient } from './amap/client.ts';
import { amapIpLocation } from './amap/ip-location.ts';
import { googleClient } from './google/client.ts';
import { googleGeolocate } from './google/geolocation.ts';
import { ipApi } from './ip/ip-api.ts';
import { ipapi } from './ip/ipapi.ts';
import { ipinfo } from './ip/ipinfo.ts';
import { defaultTimings, type LocationTimings } from './options.ts';
import type { RegionChoice } from './provider-choice.ts';
import type { Position, RequestOptions } from './types.ts';

export interface LocateAnswer {
  position: Position;
  /** The services tried before, and why each gave nothing. */
  failures: Array<{ source: string; reason: string }>;
}

type Attempt = { source: string; ask(signal?: AbortSignal): Promise<Position | undefined> };

/**
 * Where this machine is, from its IP address: Amap's IP location and Google's Geolocation when their
 * keys are set (and `region` allows), then ip-api.com, ipinfo.io and ipapi.co; each under the short
 * IP time limit, the first position wins.
 */
export async function locate(config: ServiceConfig, region: RegionChoice | undefined, timings: LocationTimings = defaultTimings, options: RequestOptions = {}): Promise<LocateAnswer> {
  const short = { ...timings, timeoutMs: timings.ipTimeoutMs };
  const attempts: Attempt[] = [];
  if (region !== 'global' && config.key('AMAP_API_KEY')) {
    attempts.push({ source: 'Amap IP location', ask: (signal) => amapIpLocation(amapClient(config, short), { signal }) });
  }
  if (region !== 'cn' && config.key('GOOGLE_MAPS_API_KEY')) {
    attempts.push({ source: 'Google Geolocation', ask: (signal) => googleGeolocate(googleClient(config, short), { signal }) });
  }
  for (const service of [ipApi, ipinfo, ipapi]) {
    attempts.push({ source: service.name, ask: (signal) => service.ask(config, timings.ipTimeoutMs, { signal }) });
  }
  const failures: LocateAnswer['failures'] = [];
  for (const attempt of attempts) {
    try {
      const position = await attempt.ask(options.signal);
      if (position) return { position, failures };
      failures.push({ source: attempt.source, reason: 'it has no position for this IP address' });
    } catch (error) {
      if (options.signal?.aborted || !(error instanceof ServiceError)) throw error;
      failures.push({ source: attempt.source, reason: error.message });
    }
  }
  const tried = failures.map((failure) => `${failure.source}: ${failure.reason}`).join(' ');
  throw new ServiceError({ service: 'Location', kind: 'not-found', message: `No service could tell where this machine is. ${tried}` });
}
