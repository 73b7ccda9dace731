import { z } from 'zod';

const text = z.string().trim().min(1);

/** Shared by the tool's definition and its run, which loads only on the first call. */
export const locationInput = z.strictObject({
  action: z.enum(['locate', 'geocode', 'search_places', 'get_directions', 'plan_trip']),
  location: text
    .optional()
    .describe('Address, place name or "lat,lng" (WGS-84 unless followed by "(GCJ-02)"); the start of a route; required except for locate'),
  destination: text.optional().describe('Where a route ends (get_directions; optional for plan_trip)'),
  query: text.optional().describe('What to search for (search_places), e.g. "coffee" or "北京大学"'),
  radius: z.number().int().min(1).max(50_000).optional().describe('Search radius around location in metres (default 5000)'),
  mode: z.enum(['driving', 'walking', 'transit', 'bicycling']).optional().describe('How to travel (default driving)'),
  waypoints: z.array(text).max(10).optional().describe('Stops between location and destination, in order'),
  type: text.optional().describe('Place category, e.g. "restaurant" (Google type) or "050000" (Amap type code)'),
  region: z.enum(['cn', 'global']).optional().describe('Force Amap ("cn") or Google Maps ("global"); default: chosen from the input'),
  language: z.string().trim().min(2).max(20).optional().describe('Language of names and instructions, e.g. "en" or "zh-CN" (Google only)'),
});

export type LocationInput = z.output<typeof locationInput>;

/** The stops of a route in order: location, waypoints, destination. */
export function stops(input: LocationInput): string[] {
  return [input.location, ...(input.waypoints ?? []), input.destination].filter((stop): stop is string => Boolean(stop));
}
