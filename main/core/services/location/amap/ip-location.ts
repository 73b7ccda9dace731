import { z } from 'zod';
import { distanceMeters } from '../coordinates/distance.ts';
import type { Position, RequestOptions } from '../types.ts';
import type { AmapClient } from './client.ts';
import { amapPoint, amapText } from './fields.ts';
import { amapGet } from './request.ts';

const ipResponse = z.object({ province: amapText, city: amapText, rectangle: amapText });

/**
 * `GET /v3/ip` for the caller's address (cloud-apis §4.3). Amap gives only the city's bounding box,
 * so the answer is its centre, as accurate as half its diagonal. Undefined for addresses outside
 * mainland China or on a LAN, which Amap answers with empty fields.
 */
export async function amapIpLocation(client: AmapClient, options: RequestOptions = {}): Promise<Position | undefined> {
  const response = await amapGet(client, 'v3/ip', {}, ipResponse, options);
  const [lowerLeft, upperRight] = response.rectangle.split(';').map(amapPoint);
  if (!lowerLeft || !upperRight) return undefined;
  const centre = { lat: (lowerLeft.lat + upperRight.lat) / 2, lng: (lowerLeft.lng + upperRight.lng) / 2 };
  const place = response.province === response.city ? response.city : `${response.city}, ${response.province}`;
  return {
    coordinates: { ...centre, system: 'GCJ-02' },
    accuracyMeters: Math.round(distanceMeters(lowerLeft, upperRight) / 2),
    description: `${place}, 中国`,
    source: 'Amap IP location',
  };
}
