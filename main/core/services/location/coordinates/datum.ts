import type { Coordinates, CoordinateSystem, LatLng } from '../types.ts';
import { gcj02ToWgs84, wgs84ToGcj02 } from './gcj02.ts';
import { isInMainlandChina } from './mainland-china.ts';

/**
 * The system map data uses at a point: GCJ-02 inside mainland China — Amap's everywhere there, and
 * Google's too, whose China map data is shifted by law — and WGS-84 elsewhere, where the two coincide.
 */
export function mapDatumAt(point: LatLng): CoordinateSystem {
  return isInMainlandChina(point) ? 'GCJ-02' : 'WGS-84';
}

/** A map provider's point, labelled with the system it is in. */
export function mapPoint(point: LatLng): Coordinates {
  return { lat: point.lat, lng: point.lng, system: mapDatumAt(point) };
}

/** The same place in another system; outside mainland China the systems coincide and only the label changes. */
export function toSystem(point: Coordinates, system: CoordinateSystem): Coordinates {
  if (point.system === system) return point;
  if (!isInMainlandChina(point)) return { lat: point.lat, lng: point.lng, system };
  const converted = system === 'GCJ-02' ? wgs84ToGcj02(point) : gcj02ToWgs84(point);
  return { ...converted, system };
}

/** A point as map providers expect it at that place (GCJ-02 in mainland China). */
export function toMapDatum(point: Coordinates): Coordinates {
  return toSystem(point, mapDatumAt(point));
}
