import { z } from 'zod';
import { defineTool } from '../../define.ts';
import description from './location.txt?raw';

const text = z.string().trim().min(1);

const locationInput = z.strictObject({
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

export const location = defineTool({
  name: 'Location',
  aliases: ['location'],
  description,
  input: locationInput,
  readOnly: true,
  concurrencySafe: true,
  searchHint: 'map geocode address places nearby directions route trip where am I amap google maps',
  permission: () => ({}),
  validate: (input) => {
    const missing = missingField(input);
    return missing ? { ok: false, message: missing } : { ok: true };
  },
  activity: (input) => activities[input.action](input),
  async execute(input, context) {
    // The map clients are some thirty modules: loaded on the first call, not at startup.
    const { runLocation } = await import('./run.ts');
    return runLocation(input, context);
  },
});

function missingField(input: LocationInput): string | undefined {
  if (input.action !== 'locate' && !input.location) return `${input.action} needs "location".`;
  if (input.action === 'search_places' && !input.query && !input.type) return 'search_places needs "query" or "type".';
  if (input.action === 'get_directions' && !input.destination) return 'get_directions needs "destination".';
  if (input.action === 'plan_trip' && stops(input).length < 2) return 'plan_trip needs "waypoints" (and optionally "destination") after "location".';
  return undefined;
}

/** The stops of a route in order: location, waypoints, destination. */
export function stops(input: LocationInput): string[] {
  return [input.location, ...(input.waypoints ?? []), input.destination].filter((stop): stop is string => Boolean(stop));
}

const activities: Record<LocationInput['action'], (input: LocationInput) => string> = {
  locate: () => 'Finding where this machine is',
  geocode: (input) => `Looking up ${input.location}`,
  search_places: (input) => `Searching for ${input.query ?? input.type}${input.location ? ` near ${input.location}` : ''}`,
  get_directions: (input) => `Finding a route to ${input.destination}`,
  plan_trip: (input) => `Planning a trip of ${stops(input).length} stops`,
};
