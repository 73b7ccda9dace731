import type { Coordinates, CoordinateSystem, LatLng } from '../types.ts';

/** "lat,lng", optionally followed by its system: "39.9087,116.3975", "39.9087,116.3975 (GCJ-02)", "… gcj02". */
const pointPattern = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*(?:\(?\s*(wgs-?84|gcj-?02)\s*\)?)?\s*$/i;

/** A "lat,lng" that cannot be a point: out of range, or probably given as "lng,lat". */
export class InvalidPointError extends Error {
  override name = 'InvalidPointError';
}

/**
 * The point a location text names when it is a coordinate pair, else undefined (it is an address or
 * a place name). A pair without a system is read as WGS-84, the system of GPS and of most maps.
 */
export function parsePoint(text: string): Coordinates | undefined {
  const match = pointPattern.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 && Math.abs(lng) <= 90) {
    throw new InvalidPointError(`"${text.trim()}" has a latitude of ${lat}: give points as "lat,lng" (latitude first), e.g. "${lng},${lat}".`);
  }
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw new InvalidPointError(`"${text.trim()}" is not a point: latitude must be within ±90 and longitude within ±180.`);
  }
  const system: CoordinateSystem = match[3] && /gcj/i.test(match[3]) ? 'GCJ-02' : 'WGS-84';
  return { lat, lng, system };
}

const rounded = (value: number) => Number(value.toFixed(6));

/** "lat,lng" with six decimals (about 0.1 m). */
export function formatLatLng(point: LatLng): string {
  return `${rounded(point.lat)},${rounded(point.lng)}`;
}

/** "lat,lng (system)", the form `parsePoint` reads back. */
export function formatCoordinates(point: Coordinates): string {
  return `${formatLatLng(point)} (${point.system})`;
}

/** Amap's "lng,lat" order, at most six decimals as Amap requires. */
export function amapLngLat(point: LatLng): string {
  return `${rounded(point.lng)},${rounded(point.lat)}`;
}
