import { describe, expect, it } from 'vitest';
import { locationView } from '../../../renderer/src/features/cards/location-view.ts';
import { distanceText, durationParts, pointText } from '../../../renderer/src/features/cards/measures.ts';

const provider = { provider: 'amap', providerLabel: 'Amap', reason: 'the places are in mainland China', notes: [] };

describe('locationView', () => {
  it('reads a route with its legs and steps', () => {
    const route = {
      mode: 'walking',
      distanceMeters: 1520,
      durationSeconds: 1260,
      legs: [{ from: '天安门', to: '北京西站', distanceMeters: 1520, durationSeconds: 1260, steps: ['向西步行100米', '右转'] }],
    };
    const view = locationView({ action: 'get_directions', route, ...provider });
    expect(view).toMatchObject({ action: 'get_directions', providerLabel: 'Amap', route: { mode: 'walking', legs: [{ from: '天安门', steps: ['向西步行100米', '右转'] }] } });
  });

  it('reads places with their distance', () => {
    const place = { name: '咖啡馆', address: '东城区', coordinates: { lat: 39.9, lng: 116.4, system: 'GCJ-02' }, distanceMeters: 350 };
    expect(locationView({ action: 'search_places', places: [place], ...provider })).toMatchObject({ places: [{ name: '咖啡馆', distanceMeters: 350 }] });
  });

  it('answers null for metadata it does not know', () => {
    expect(locationView(undefined)).toBeNull();
    expect(locationView({ action: 'get_directions' })).toBeNull();
  });
});

describe('measures', () => {
  it('writes distances in metres under a kilometre and in kilometres above', () => {
    expect(distanceText(849.6)).toBe('850 m');
    expect(distanceText(12_400)).toBe('12.4 km');
    expect(distanceText(250_000)).toBe('250 km');
  });

  it('splits durations into hours and minutes, at least a minute', () => {
    expect(durationParts(20)).toEqual({ hours: 0, minutes: 1 });
    expect(durationParts(3900)).toEqual({ hours: 1, minutes: 5 });
  });

  it('writes a point with four decimals', () => {
    expect(pointText({ lat: 39.908722, lng: 116.397499 })).toBe('39.9087, 116.3975');
  });
});
