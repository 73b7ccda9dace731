import type { LatLng } from '../types.ts';

/** The Krasovsky 1940 ellipsoid GCJ-02 is defined on: semi-major axis (m) and first eccentricity squared. */
const semiMajorAxis = 6378245.0;
const eccentricitySquared = 0.006693421622965943;

function latitudeShift(x: number, y: number): number {
  return (
    -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x)) +
    ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3 +
    ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3 +
    ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y / 30) * Math.PI)) * 2) / 3
  );
}

function longitudeShift(x: number, y: number): number {
  return (
    300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x)) +
    ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3 +
    ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3 +
    ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3
  );
}

/** The GCJ-02 obfuscation of a WGS-84 point, applied everywhere (the caller decides where it applies). */
export function wgs84ToGcj02(point: LatLng): LatLng {
  const x = point.lng - 105;
  const y = point.lat - 35;
  const radLat = (point.lat / 180) * Math.PI;
  const w = 1 - eccentricitySquared * Math.sin(radLat) ** 2;
  const dLat = (latitudeShift(x, y) * 180) / (((semiMajorAxis * (1 - eccentricitySquared)) / (w * Math.sqrt(w))) * Math.PI);
  const dLng = (longitudeShift(x, y) * 180) / ((semiMajorAxis / Math.sqrt(w)) * Math.cos(radLat) * Math.PI);
  return { lat: point.lat + dLat, lng: point.lng + dLng };
}

/** The inverse, found by fixed-point iteration to about a millimetre: GCJ-02 has no closed-form inverse. */
export function gcj02ToWgs84(point: LatLng): LatLng {
  let guess = point;
  for (let round = 0; round < 30; round += 1) {
    const shifted = wgs84ToGcj02(guess);
    const errorLat = shifted.lat - point.lat;
    const errorLng = shifted.lng - point.lng;
    guess = { lat: guess.lat - errorLat, lng: guess.lng - errorLng };
    if (Math.abs(errorLat) < 1e-10 && Math.abs(errorLng) < 1e-10) break;
  }
  return guess;
}
