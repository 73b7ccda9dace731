import { requiredKey, type ServiceConfig } from '../../config.ts';
import { defaultTimings, type LocationTimings } from '../options.ts';

export const amapService = 'Amap';
export const defaultAmapBaseUrl = 'https://restapi.amap.com';

/** What every Amap request needs: the Web-service key, the base URL and the time limits. */
export interface AmapClient {
  key: string;
  baseUrl: string;
  timings: LocationTimings;
}

/** The Amap client from the settings; a missing key is a `config` ServiceError that says where to put it. */
export function amapClient(config: ServiceConfig, timings: LocationTimings = defaultTimings): AmapClient {
  const key = requiredKey(
    config,
    'AMAP_API_KEY',
    amapService,
    'Amap (高德) serves places in mainland China and needs an API key of the 「Web服务」 type: set the AMAP_API_KEY ' +
      'environment variable or add the Amap key in Settings. For places outside China, pass region "global".',
  );
  return { key, baseUrl: config.url('AMAP_BASE_URL') ?? defaultAmapBaseUrl, timings };
}
