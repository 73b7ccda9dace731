import { z } from 'zod';
import { ipLookup, isNullIsland } from './ip-service.ts';

const response = z.object({
  loc: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  country: z.string().optional(),
  bogon: z.boolean().optional(),
});

/** ipinfo.io (cloud-apis §6.2): `loc` is "lat,lng"; a private address answers `bogon: true`. */
export const ipinfo = ipLookup<z.infer<typeof response>>({
  name: 'ipinfo.io',
  urlName: 'IPINFO_BASE_URL',
  defaultBaseUrl: 'https://ipinfo.io',
  path: 'json',
  schema: response,
  read(body) {
    const [lat, lng] = (body.loc ?? '').split(',').map(Number);
    if (body.bogon) return { refused: 'the address is private or reserved' };
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || !body.loc || isNullIsland(lat, lng)) return { refused: 'no "loc" in the answer' };
    return { lat, lng, place: [body.city, body.region, body.country] };
  },
});
