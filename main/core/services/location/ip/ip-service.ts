import type { z } from 'zod';
import type { ServiceConfig, ServiceUrlName } from '../../config.ts';
import { requestJson } from '../../http/request.ts';
import { ServiceError } from '../../http/service-error.ts';
import { serviceUrl } from '../../http/service-url.ts';
import type { Position, RequestOptions } from '../types.ts';

/** A free IP-location service (cloud-apis §6): where to ask, and how to read its answer. */
export interface IpService<T = unknown> {
  name: string;
  urlName: ServiceUrlName;
  defaultBaseUrl: string;
  path: string;
  schema: z.ZodType<T>;
  /** The point (WGS-84) and the names of its place, or why there is none (a private address, a rate limit told in the body). */
  read(body: T): IpAnswer | { refused: string; rateLimited?: boolean };
}

/** Where a service puts this machine: a point and its place's names, city first. */
export interface IpAnswer {
  lat: number;
  lng: number;
  place: Array<string | null | undefined>;
}

/** A service ready to ask, whatever the shape of its answer. */
export interface IpLookup {
  name: string;
  /** This machine's position, under the given (short) time limit; no position is a ServiceError. */
  ask(config: ServiceConfig, timeoutMs: number, options?: RequestOptions): Promise<Position>;
}

export function ipLookup<T>(service: IpService<T>): IpLookup {
  return {
    name: service.name,
    async ask(config, timeoutMs, options = {}) {
      const url = serviceUrl(service.name, config.url(service.urlName) ?? service.defaultBaseUrl, service.path);
      const body = await requestJson({ service: service.name, url, timeoutMs, signal: options.signal }, service.schema);
      const read = service.read(body);
      if ('refused' in read) {
        const kind = read.rateLimited ? 'rate-limit' : 'not-found';
        throw new ServiceError({ service: service.name, kind, status: 200, message: `${service.name} gave no position: ${read.refused}.` });
      }
      return { coordinates: { lat: read.lat, lng: read.lng, system: 'WGS-84' }, description: placeDescription(read.place), source: service.name };
    },
  };
}

/** "City, Region, Country" from whatever parts a service gives. */
function placeDescription(parts: IpAnswer['place']): string {
  return [...new Set(parts.filter((part): part is string => Boolean(part?.trim())))].join(', ') || 'unknown place';
}

/** Services signal "no position" in many ways, one of them the point 0,0 (cloud-apis §6.4). */
export function isNullIsland(lat: number, lng: number): boolean {
  return lat === 0 && lng === 0;
}
