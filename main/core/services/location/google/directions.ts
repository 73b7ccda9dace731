import { z } from 'zod';
import { ServiceError } from '../../http/service-error.ts';
import { describeRide } from '../map-provider.ts';
import type { RequestOptions, RouteLeg, TravelMode } from '../types.ts';
import { googleMapsService, type GoogleClient } from './client.ts';
import { googleLegacyGet } from './legacy-request.ts';

/** Google's waypoint limit per request (cloud-apis §5.4). */
export const maxGoogleWaypoints = 25;

const stop = z.object({ name: z.string() }).optional();

const step = z.object({
  html_instructions: z.string().optional(),
  transit_details: z
    .object({
      departure_stop: stop,
      arrival_stop: stop,
      num_stops: z.number().optional(),
      line: z.object({ name: z.string().optional(), short_name: z.string().optional() }).optional(),
    })
    .optional(),
});

const directionsResponse = z.object({
  status: z.string(),
  routes: z.array(
    z.object({
      fare: z.object({ text: z.string() }).optional(),
      legs: z.array(
        z.object({
          distance: z.object({ value: z.number() }),
          duration: z.object({ value: z.number() }),
          steps: z.array(step).optional(),
        }),
      ),
    }),
  ),
});

/** A stop as Directions takes it: an address, a place name or "lat,lng", with the label the legs carry. */
export interface GoogleStop {
  label: string;
  query: string;
}

/**
 * Directions (legacy) through the stops in order (cloud-apis §5.4): one request with waypoints, one leg
 * per hop. Transit takes no waypoints, so a transit trip with stops between is asked hop by hop.
 */
export async function googleRouteLegs(client: GoogleClient, stops: readonly GoogleStop[], mode: TravelMode, options: RequestOptions = {}): Promise<RouteLeg[]> {
  if (mode !== 'transit' || stops.length === 2) return directions(client, stops, mode, options);
  const legs: RouteLeg[] = [];
  for (let index = 1; index < stops.length; index += 1) legs.push(...(await directions(client, [stops[index - 1], stops[index]], mode, options)));
  return legs;
}

async function directions(client: GoogleClient, stops: readonly GoogleStop[], mode: TravelMode, options: RequestOptions): Promise<RouteLeg[]> {
  const parameters = {
    origin: stops[0].query,
    destination: stops[stops.length - 1].query,
    waypoints: stops.length > 2 ? stops.slice(1, -1).map((one) => one.query).join('|') : undefined,
    mode,
  };
  const response = await googleLegacyGet(client, 'maps/api/directions/json', parameters, directionsResponse, options);
  const route = response.routes[0];
  if (!route || route.legs.length !== stops.length - 1) {
    const message = `Google Maps found no ${mode} route from "${stops[0].label}" to "${stops[stops.length - 1].label}".`;
    throw new ServiceError({ service: googleMapsService, kind: 'not-found', status: 200, message });
  }
  return route.legs.map((leg, index) => ({
    from: stops[index].label,
    to: stops[index + 1].label,
    distanceMeters: leg.distance.value,
    durationSeconds: leg.duration.value,
    steps: (leg.steps ?? []).map(describeStep).filter(Boolean),
    fare: stops.length === 2 ? route.fare?.text : undefined,
  }));
}

function describeStep(one: z.infer<typeof step>): string {
  const transit = one.transit_details;
  if (transit) {
    const line = transit.line?.short_name ?? transit.line?.name ?? 'line';
    return describeRide(line, transit.departure_stop?.name, transit.arrival_stop?.name, transit.num_stops);
  }
  return plainText(one.html_instructions ?? '');
}

/** Google's instructions are HTML ("Head <b>east</b>…<div>Destination will be on the right</div>"). */
function plainText(html: string): string {
  return html
    .replace(/<div[^>]*>/gi, '. ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
