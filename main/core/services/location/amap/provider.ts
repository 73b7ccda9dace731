import { ServiceError } from '../../http/service-error.ts';
import type { MapProvider, RouteStop } from '../map-provider.ts';
import type { RequestOptions, RouteLeg } from '../types.ts';
import { amapService, type AmapClient } from './client.ts';
import { amapRouteLeg, type AmapStop } from './directions.ts';
import { amapGeocode, amapReverseGeocode } from './geocode.ts';
import { amapSearchPlaces } from './places.ts';

export function amapProvider(client: AmapClient): MapProvider {
  return {
    name: 'amap',
    label: 'Amap',
    geocode: (address, options) => amapGeocode(client, address, options),
    reverseGeocode: async (point, options) => {
      const place = await amapReverseGeocode(client, point, options);
      return place ? [place] : [];
    },
    searchPlaces: (query, options) => amapSearchPlaces(client, query, options),
    /** Amap's routes take points, so stops given in words are geocoded first; each hop is its own request. */
    async routeLegs(stops, mode, options) {
      const resolved: AmapStop[] = [];
      for (const stop of stops) resolved.push(await amapStop(client, stop, options));
      const legs: RouteLeg[] = [];
      for (let index = 1; index < resolved.length; index += 1) {
        const [from, to] = [resolved[index - 1], resolved[index]];
        const leg = await amapRouteLeg(client, from, to, mode, options);
        if (!leg) {
          throw new ServiceError({ service: amapService, kind: 'not-found', status: 200, message: `Amap found no ${mode} route from "${from.label}" to "${to.label}".` });
        }
        legs.push(leg);
      }
      return legs;
    },
  };
}

async function amapStop(client: AmapClient, stop: RouteStop, options: RequestOptions | undefined): Promise<AmapStop> {
  if ('point' in stop) return stop;
  const [place] = await amapGeocode(client, stop.text, options);
  if (!place) throw new ServiceError({ service: amapService, kind: 'not-found', status: 200, message: `Amap found no place called "${stop.text}".` });
  return { label: stop.label, point: place.coordinates, cityCode: place.cityCode };
}
