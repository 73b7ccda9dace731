import { z } from 'zod';
import { ipLookup, isNullIsland } from './ip-service.ts';

const response = z.object({
  error: z.boolean().optional(),
  reason: z.string().optional(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  city: z.string().nullish(),
  region: z.string().nullish(),
  country_name: z.string().nullish(),
});

/** ipapi.co (cloud-apis §6.3): `error: true` with a `reason`, sometimes even with HTTP 200 for its rate limit. */
export const ipapi = ipLookup<z.infer<typeof response>>({
  name: 'ipapi.co',
  urlName: 'IPAPI_BASE_URL',
  defaultBaseUrl: 'https://ipapi.co',
  path: 'json/',
  schema: response,
  read(body) {
    if (body.error) return { refused: body.reason ?? 'an error without a reason', rateLimited: body.reason === 'RateLimited' };
    const { latitude, longitude } = body;
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || isNullIsland(latitude, longitude)) return { refused: 'no coordinates in the answer' };
    return { lat: latitude, lng: longitude, place: [body.city, body.region, body.country_name] };
  },
});
