import type { ServiceConfig } from '../../services/config.ts';
import { defineTool } from '../../tools/define.ts';
import { locationInput, stops, type LocationInput } from './input.ts';
import description from './location.txt?raw';

export function createLocationTool({ cloud }: { cloud: ServiceConfig }) {
  return defineTool({
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
      return runLocation(input, context, cloud);
    },
  });
}

function missingField(input: LocationInput): string | undefined {
  if (input.action !== 'locate' && !input.location) return `${input.action} needs "location".`;
  if (input.action === 'search_places' && !input.query && !input.type) return 'search_places needs "query" or "type".';
  if (input.action === 'get_directions' && !input.destination) return 'get_directions needs "destination".';
  if (input.action === 'plan_trip' && stops(input).length < 2) return 'plan_trip needs "waypoints" (and optionally "destination") after "location".';
  return undefined;
}

const activities: Record<LocationInput['action'], (input: LocationInput) => string> = {
  locate: () => 'Finding where this machine is',
  geocode: (input) => `Looking up ${input.location}`,
  search_places: (input) => `Searching for ${input.query ?? input.type}${input.location ? ` near ${input.location}` : ''}`,
  get_directions: (input) => `Finding a route to ${input.destination}`,
  plan_trip: (input) => `Planning a trip of ${stops(input).length} stops`,
};
