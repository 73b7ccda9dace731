import { describe, expect, it } from 'vitest';
import { mapDatumAt, toMapDatum, toSystem } from '../../../../../main/core/services/location/coordinates/datum.ts';
import { distanceMeters } from '../../../../../main/core/services/location/coordinates/distance.ts';
import { gcj02ToWgs84, wgs84ToGcj02 } from '../../../../../main/core/services/location/coordinates/gcj02.ts';
import { amapLngLat, formatCoordinates, InvalidPointError, parsePoint } from '../../../../../main/core/services/location/coordinates/point-text.ts';

describe('GCJ-02 conversion', () => {
  // Reference values published with widely used converters: wandergis/coordtransform's README (to
  // 1e-9°), and another suite's sample at 40°N 116°E, which it pins only to 1e-7° (about a centimetre).
  it('shifts WGS-84 points to the published GCJ-02 values', () => {
    const tiananmenArea = wgs84ToGcj02({ lat: 39.915, lng: 116.404 });
    expect(tiananmenArea.lng).toBeCloseTo(116.41024449916938, 9);
    expect(tiananmenArea.lat).toBeCloseTo(39.91640428150164, 9);
    const sample = wgs84ToGcj02({ lat: 40, lng: 116 });
    expect(sample.lat).toBeCloseTo(40.001213650174, 6);
    expect(sample.lng).toBeCloseTo(116.006141221789, 6);
  });

  it('inverts the shift to within a centimetre, where the one-step approximation is off by about a metre', () => {
    for (const wgs of [{ lat: 39.915, lng: 116.404 }, { lat: 31.2304, lng: 121.4737 }, { lat: 22.5431, lng: 114.0579 }, { lat: 43.8256, lng: 87.6168 }]) {
      const back = gcj02ToWgs84(wgs84ToGcj02(wgs));
      expect(distanceMeters(back, wgs)).toBeLessThan(0.01);
    }
    // The published one-step inverse of (39.915, 116.404) is (39.91359571849836, 116.39775550083061); the exact inverse lies about a metre away.
    const exact = gcj02ToWgs84({ lat: 39.915, lng: 116.404 });
    const oneStep = { lat: 39.91359571849836, lng: 116.39775550083061 };
    expect(distanceMeters(exact, oneStep)).toBeGreaterThan(0.05);
    expect(distanceMeters(exact, oneStep)).toBeLessThan(5);
  });

  it('moves points in China by hundreds of metres and leaves the rest of the world alone', () => {
    const beijing = { lat: 39.9, lng: 116.4, system: 'WGS-84' as const };
    const shifted = toSystem(beijing, 'GCJ-02');
    expect(distanceMeters(beijing, shifted)).toBeGreaterThan(100);
    expect(distanceMeters(beijing, shifted)).toBeLessThan(700);
    expect(shifted.system).toBe('GCJ-02');
    const paris = { lat: 48.8583701, lng: 2.2944813, system: 'WGS-84' as const };
    expect(toSystem(paris, 'GCJ-02')).toEqual({ ...paris, system: 'GCJ-02' });
    const seoul = { lat: 37.5665, lng: 126.978, system: 'WGS-84' as const };
    expect(toMapDatum(seoul)).toEqual(seoul);
    expect(mapDatumAt(beijing)).toBe('GCJ-02');
    expect(mapDatumAt(paris)).toBe('WGS-84');
  });
});

describe('points as text', () => {
  it('reads "lat,lng" as WGS-84 unless a system follows', () => {
    expect(parsePoint('39.908722,116.397499')).toEqual({ lat: 39.908722, lng: 116.397499, system: 'WGS-84' });
    expect(parsePoint(' 39.908722 , 116.397499 (GCJ-02) ')).toEqual({ lat: 39.908722, lng: 116.397499, system: 'GCJ-02' });
    expect(parsePoint('39.9,116.4 gcj02')?.system).toBe('GCJ-02');
    expect(parsePoint('-33.86,151.2 (WGS-84)')).toEqual({ lat: -33.86, lng: 151.2, system: 'WGS-84' });
    expect(parsePoint('北京市朝阳区阜通东大街6号')).toBeUndefined();
    expect(parsePoint('10 Downing Street, London')).toBeUndefined();
  });

  it('refuses a pair in Amap\'s "lng,lat" order and numbers off the globe', () => {
    expect(() => parsePoint('116.397499,39.908722')).toThrow(InvalidPointError);
    expect(() => parsePoint('116.397499,39.908722')).toThrow(/latitude first.*"39.908722,116.397499"/);
    expect(() => parsePoint('95,200')).toThrow(/within ±90/);
  });

  it('writes what it reads, and Amap\'s order with at most six decimals', () => {
    const point = { lat: 39.90872212345, lng: 116.39749987654, system: 'GCJ-02' as const };
    expect(formatCoordinates(point)).toBe('39.908722,116.3975 (GCJ-02)');
    expect(parsePoint(formatCoordinates(point))).toEqual({ lat: 39.908722, lng: 116.3975, system: 'GCJ-02' });
    expect(amapLngLat(point)).toBe('116.3975,39.908722');
  });
});
