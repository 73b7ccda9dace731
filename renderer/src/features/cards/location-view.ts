import { z } from 'zod';

const coordinates = z.object({ lat: z.number(), lng: z.number(), system: z.string() });

const place = z.object({
  name: z.string(),
  address: z.string().default(''),
  coordinates: coordinates.optional(),
  category: z.string().optional(),
  distanceMeters: z.number().optional(),
});

const leg = z.object({
  from: z.string(),
  to: z.string(),
  distanceMeters: z.number(),
  durationSeconds: z.number(),
  steps: z.array(z.string()).default([]),
  fare: z.string().optional(),
});

const provider = { providerLabel: z.string().optional() };

const locationMetadata = z.discriminatedUnion('action', [
  z.object({ action: z.literal('locate'), position: z.object({ coordinates, description: z.string(), source: z.string(), accuracyMeters: z.number().optional() }) }),
  z.object({ action: z.enum(['geocode', 'search_places']), places: z.array(place), ...provider }),
  z.object({
    action: z.enum(['get_directions', 'plan_trip']),
    route: z.object({ mode: z.string(), legs: z.array(leg), distanceMeters: z.number(), durationSeconds: z.number() }),
    ...provider,
  }),
]);

export type LocationView = z.infer<typeof locationMetadata>;
export type Place = z.infer<typeof place>;
export type RouteLeg = z.infer<typeof leg>;

/** What a Location call found, from its metadata; null when it has none (still running, failed). */
export function locationView(metadata: unknown): LocationView | null {
  const parsed = locationMetadata.safeParse(metadata);
  return parsed.success ? parsed.data : null;
}
