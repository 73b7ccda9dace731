import type { z } from 'zod';
import { locationMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';

export type LocationView = z.infer<typeof locationMetadata>;
export type Place = Extract<LocationView, { places: unknown }>['places'][number];
export type RouteLeg = Extract<LocationView, { route: unknown }>['route']['legs'][number];

/** What a Location call found, from its metadata; null when it has none (still running, failed). */
export function locationView(metadata: unknown): LocationView | null {
  const parsed = locationMetadata.safeParse(metadata);
  return parsed.success ? parsed.data : null;
}
