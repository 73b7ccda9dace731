import { z } from 'zod';
import { mapPoint } from '../coordinates/datum.ts';
import { formatLatLng } from '../coordinates/point-text.ts';
import type { Coordinates, Place, RequestOptions } from '../types.ts';
import type { GoogleClient } from './client.ts';
import { googleLegacyGet } from './legacy-request.ts';

const latLng = z.object({ lat: z.number(), lng: z.number() });

const geocodeResponse = z.object({
  status: z.string(),
  results: z.array(
    z.object({
      formatted_address: z.string(),
      place_id: z.string().optional(),
      types: z.array(z.string()).optional(),
      geometry: z.object({ location: latLng, location_type: z.string().optional() }),
    }),
  ),
});

/** Geocoding (cloud-apis §5.1) by `address`, or in reverse by `latlng`; ZERO_RESULTS is an empty list. */
async function geocodeBy(client: GoogleClient, parameters: { address: string } | { latlng: string }, options: RequestOptions): Promise<Place[]> {
  const response = await googleLegacyGet(client, 'maps/api/geocode/json', parameters, geocodeResponse, options);
  return response.results.map((result) => ({
    name: result.formatted_address,
    address: result.formatted_address,
    coordinates: mapPoint(result.geometry.location),
    id: result.place_id,
    precision: result.types?.[0] ?? result.geometry.location_type,
  }));
}

export function googleGeocode(client: GoogleClient, address: string, options: RequestOptions = {}): Promise<Place[]> {
  return geocodeBy(client, { address }, options);
}

/** The addresses at a point, which must be in Google's system there (GCJ-02 in mainland China). */
export function googleReverseGeocode(client: GoogleClient, point: Coordinates, options: RequestOptions = {}): Promise<Place[]> {
  return geocodeBy(client, { latlng: formatLatLng(point) }, options);
}
