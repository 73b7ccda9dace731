import type { LatLng } from '../types.ts';
import { hongKongOutline, macauOutline, mainlandOutline } from './china-outline.ts';

type Ring = ReadonlyArray<readonly [number, number]>;

/** Even-odd ray casting; points exactly on an edge may land on either side. */
function insideRing(ring: Ring, point: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [lngI, latI] = ring[i];
    const [lngJ, latJ] = ring[j];
    const crosses = latI > point.lat !== latJ > point.lat;
    if (crosses && point.lng < ((lngJ - lngI) * (point.lat - latI)) / (latJ - latI) + lngI) inside = !inside;
  }
  return inside;
}

/**
 * Whether a point lies in mainland China (where GCJ-02 applies and Amap routes), Hong Kong, Macau and
 * Taiwan excluded. The outlines' accuracy is described in china-outline.ts.
 */
export function isInMainlandChina(point: LatLng): boolean {
  if (point.lng < 73 || point.lng > 136 || point.lat < 17.5 || point.lat > 54) return false;
  return insideRing(mainlandOutline, point) && !insideRing(hongKongOutline, point) && !insideRing(macauOutline, point);
}
