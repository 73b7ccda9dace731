import { z } from 'zod';
import { mapPoint } from '../coordinates/datum.ts';
import { amapLngLat } from '../coordinates/point-text.ts';
import type { Coordinates, Place, RequestOptions } from '../types.ts';
import type { AmapClient } from './client.ts';
import { amapPoint, amapText } from './fields.ts';
import { amapGet } from './request.ts';

const geocodeResponse = z.object({
  geocodes: z
    .array(
      z.object({
        formatted_address: amapText,
        citycode: amapText,
        adcode: amapText,
        location: amapText,
        level: amapText,
      }),
    )
    .nullish(),
});

/** `GET /v3/geocode/geo` (cloud-apis §4.1): an address to GCJ-02 points; none when Amap finds nothing. */
export async function amapGeocode(client: AmapClient, address: string, options: RequestOptions = {}): Promise<Place[]> {
  const response = await amapGet(client, 'v3/geocode/geo', { address }, geocodeResponse, options);
  return (response.geocodes ?? []).flatMap((geocode) => {
    const point = amapPoint(geocode.location);
    if (!point) return [];
    const name = geocode.formatted_address || address;
    return [{ name, address: name, coordinates: mapPoint(point), cityCode: geocode.citycode || undefined, adcode: geocode.adcode || undefined, precision: geocode.level || undefined }];
  });
}

const regeoResponse = z.object({
  regeocode: z
    .object({
      formatted_address: amapText,
      addressComponent: z.object({ citycode: amapText, adcode: amapText }).nullish(),
    })
    .nullish(),
});

/** `GET /v3/geocode/regeo` (cloud-apis §4.2): the address at a point, which must be GCJ-02; undefined when Amap has none. */
export async function amapReverseGeocode(client: AmapClient, point: Coordinates, options: RequestOptions = {}): Promise<Place | undefined> {
  const response = await amapGet(client, 'v3/geocode/regeo', { location: amapLngLat(point) }, regeoResponse, options);
  const address = response.regeocode?.formatted_address;
  if (!address) return undefined;
  const cityCode = response.regeocode?.addressComponent?.citycode || undefined;
  return { name: address, address, coordinates: point, cityCode };
}
