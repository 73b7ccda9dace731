/** Metres as "850 m" or "12.4 km". */
export function distanceText(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toFixed(meters < 100_000 ? 1 : 0)} km`;
}

/** Seconds as whole hours and minutes, for a translated "{{hours}} h {{minutes}} min". */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(1, Math.round(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** A point as "39.9087, 116.3975". */
export function pointText(point: { lat: number; lng: number }): string {
  return `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
}
