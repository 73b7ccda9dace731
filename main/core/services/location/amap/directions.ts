import { z } from 'zod';
import { ServiceError } from '../../http/service-error.ts';
import { amapLngLat } from '../coordinates/point-text.ts';
import { describeRide } from '../map-provider.ts';
import type { Coordinates, RequestOptions, RouteLeg, TravelMode } from '../types.ts';
import { amapService, type AmapClient } from './client.ts';
import { amapNumber, amapObject, amapText } from './fields.ts';
import { amapReverseGeocode } from './geocode.ts';
import { amapGet } from './request.ts';

/** A stop of an Amap route: its label, its GCJ-02 point and, when known, its city code. */
export interface AmapStop {
  label: string;
  point: Coordinates;
  cityCode?: string;
}

const step = z.object({ instruction: amapText });

const pathsRoute = z.object({
  route: amapObject({
    paths: z.array(z.object({ distance: amapNumber, duration: amapNumber, steps: z.array(step).nullish() })).nullish(),
  }),
});

const bicyclingRoute = z.object({
  data: amapObject({
    paths: z.array(z.object({ distance: amapNumber, duration: amapNumber, steps: z.array(step).nullish() })).nullish(),
  }),
});

const stopName = amapObject({ name: amapText });

const transitRoute = z.object({
  route: amapObject({
    transits: z
      .array(
        z.object({
          cost: amapNumber,
          duration: amapNumber,
          distance: amapNumber,
          segments: z
            .array(
              z.object({
                walking: amapObject({ steps: z.array(step).nullish() }),
                bus: amapObject({
                  buslines: z.array(z.object({ name: amapText, departure_stop: stopName, arrival_stop: stopName, via_num: amapNumber })).nullish(),
                }),
                railway: amapObject({ name: amapText, departure_stop: stopName, arrival_stop: stopName }),
              }),
            )
            .nullish(),
        }),
      )
      .nullish(),
  }),
});

type Path = { distance?: number; duration?: number; steps?: Array<{ instruction: string }> | null };

/** One leg on Amap (cloud-apis §4.5): v3 walking, driving and transit, v4 bicycling; undefined when Amap finds no route. */
export async function amapRouteLeg(client: AmapClient, from: AmapStop, to: AmapStop, mode: TravelMode, options: RequestOptions = {}): Promise<RouteLeg | undefined> {
  const ends = { origin: amapLngLat(from.point), destination: amapLngLat(to.point) };
  const leg = { from: from.label, to: to.label };
  if (mode === 'transit') return transitLeg(client, from, to, options);
  if (mode === 'bicycling') {
    const response = await amapGet(client, 'v4/direction/bicycling', ends, bicyclingRoute, options);
    return pathLeg(leg, response.data?.paths?.[0]);
  }
  const response = await amapGet(client, `v3/direction/${mode}`, ends, pathsRoute, options);
  return pathLeg(leg, response.route?.paths?.[0]);
}

function pathLeg(leg: { from: string; to: string }, path: Path | undefined): RouteLeg | undefined {
  if (!path) return undefined;
  const steps = (path.steps ?? []).map((one) => one.instruction).filter(Boolean);
  return { ...leg, distanceMeters: path.distance ?? 0, durationSeconds: path.duration ?? 0, steps };
}

/** Transit needs the city of the start (and of the end when it differs); a stop without one gets it by reverse geocoding. */
async function transitLeg(client: AmapClient, from: AmapStop, to: AmapStop, options: RequestOptions): Promise<RouteLeg | undefined> {
  const city = await cityOf(client, from, options);
  const cityd = await cityOf(client, to, options);
  const parameters = { origin: amapLngLat(from.point), destination: amapLngLat(to.point), city, cityd: cityd === city ? undefined : cityd };
  const response = await amapGet(client, 'v3/direction/transit/integrated', parameters, transitRoute, options);
  const plan = response.route?.transits?.[0];
  if (!plan) return undefined;
  const steps = (plan.segments ?? []).flatMap((segment) => [
    ...(segment.walking?.steps ?? []).map((one) => one.instruction).filter(Boolean),
    ...(segment.bus?.buslines ?? []).slice(0, 1).map((line) => describeRide(line.name, line.departure_stop?.name, line.arrival_stop?.name, stopsRidden(line.via_num))),
    ...(segment.railway?.name ? [describeRide(segment.railway.name, segment.railway.departure_stop?.name, segment.railway.arrival_stop?.name, undefined)] : []),
  ]);
  const fare = plan.cost === undefined ? undefined : `${plan.cost} CNY`;
  return { from: from.label, to: to.label, distanceMeters: plan.distance ?? 0, durationSeconds: plan.duration ?? 0, steps, fare };
}

/** Amap counts the stops passed between boarding and alighting; riders count the stops to their own. */
function stopsRidden(viaStops: number | undefined): number | undefined {
  return viaStops === undefined ? undefined : viaStops + 1;
}

async function cityOf(client: AmapClient, stop: AmapStop, options: RequestOptions): Promise<string> {
  const cityCode = stop.cityCode ?? (await amapReverseGeocode(client, stop.point, options))?.cityCode;
  if (cityCode) return cityCode;
  const message = `Amap plans transit within a city and found no city for "${stop.label}". Give a more precise address, or another mode.`;
  throw new ServiceError({ service: amapService, kind: 'not-found', message });
}
