import { z } from 'zod';
import { ipLookup, isNullIsland } from './ip-service.ts';

const response = z.object({
  status: z.string(),
  message: z.string().optional(),
  country: z.string().optional(),
  regionName: z.string().optional(),
  city: z.string().optional(),
  lat: z.number().optional(),
  lon: z.number().optional(),
});

/** ip-api.com (cloud-apis §6.1): HTTP only on the free tier; failures are HTTP 200 with `status: "fail"`. */
export const ipApi = ipLookup<z.infer<typeof response>>({
  name: 'ip-api.com',
  urlName: 'IP_API_BASE_URL',
  defaultBaseUrl: 'http://ip-api.com',
  path: 'json/?fields=status,message,country,regionName,city,lat,lon',
  schema: response,
  read(body) {
    if (body.status !== 'success' || body.lat === undefined || body.lon === undefined || isNullIsland(body.lat, body.lon)) {
      return { refused: body.message ?? `status "${body.status}"` };
    }
    return { lat: body.lat, lng: body.lon, place: [body.city, body.regionName, body.country] };
  },
});
