import { z } from 'zod';
import type { LatLng } from '../types.ts';

/** An Amap text field: Amap sends `[]` (or leaves the field out) where a value is empty (cloud-apis §7.4). */
export const amapText = z
  .union([z.string(), z.array(z.unknown()), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' ? value : ''));

/** An Amap number: a string in v3 and v5, a number in v4, `[]` or "" when empty. */
export const amapNumber = z
  .union([z.string(), z.number(), z.array(z.unknown()), z.null()])
  .optional()
  .transform((value) => {
    if (typeof value === 'number') return value;
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  });

/** An Amap "lng,lat" pair as a point; undefined when empty or unreadable. */
export function amapPoint(text: string): LatLng | undefined {
  const [lng, lat] = text.split(',').map(Number);
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || text.trim() === '') return undefined;
  return { lat, lng };
}

/** An Amap object that is `[]` when empty (e.g. a transit segment without a walk), as undefined then. */
export function amapObject<S extends z.ZodRawShape>(shape: S) {
  return z
    .union([z.object(shape), z.array(z.unknown()), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined || Array.isArray(value) ? undefined : value));
}
