import { toSystem } from '../../services/location/coordinates/datum.ts';
import { isInMainlandChina } from '../../services/location/coordinates/mainland-china.ts';
import { formatCoordinates } from '../../services/location/coordinates/point-text.ts';
import type { LocateAnswer } from '../../services/location/locate.ts';
import type { GeocodeAnswer, MapAnswer, PlacesAnswer, RouteAnswer } from '../../services/location/location-service.ts';
import type { Place, Route, RouteLeg } from '../../services/location/types.ts';

/** Steps shown per leg; the UI gets them all. */
const maxStepsShown = 25;

export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toFixed(meters < 100_000 ? 1 : 0)} km`;
}

export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Which provider answered and why, and the conversions made on the way. */
function provenance(answer: MapAnswer): string[] {
  return [`(${answer.providerLabel}, because ${answer.reason}.)`, ...answer.notes];
}

const gcjHint = 'GCJ-02 is the datum of maps of mainland China (Amap, and Google there); give such points back as "lat,lng (GCJ-02)".';

function datumHint(places: readonly Place[]): string[] {
  return places.some((place) => place.coordinates.system === 'GCJ-02') ? [gcjHint] : [];
}

function placeLine(place: Place, index: number): string {
  const parts = [
    place.address && place.address !== place.name ? `${place.name} — ${place.address}` : place.name,
    formatCoordinates(place.coordinates),
    place.category,
    place.distanceMeters === undefined ? undefined : formatDistance(place.distanceMeters),
    place.rating === undefined ? undefined : `rating ${place.rating}`,
    place.phone && `tel ${place.phone}`,
  ];
  return `${index + 1}. ${parts.filter(Boolean).join(' · ')}`;
}

export function geocodeText(location: string, answer: GeocodeAnswer): string {
  const what = answer.reverse ? `the address at ${location}` : `"${location}"`;
  if (answer.places.length === 0) return [`${answer.providerLabel} found nothing for ${what}.`, ...provenance(answer)].join('\n');
  const lines = answer.places.map(placeLine);
  return [`${answer.providerLabel} found for ${what}:`, ...lines, ...provenance(answer), ...datumHint(answer.places)].join('\n');
}

export function placesText(subject: string, answer: PlacesAnswer): string {
  const around = answer.center ? ` around ${formatCoordinates(answer.center)}` : '';
  if (answer.places.length === 0) return [`${answer.providerLabel} found no places for ${subject}${around}.`, ...provenance(answer)].join('\n');
  const count = `${answer.places.length} place${answer.places.length === 1 ? '' : 's'}`;
  return [`${answer.providerLabel} found ${count} for ${subject}${around}:`, ...answer.places.map(placeLine), ...provenance(answer), ...datumHint(answer.places)].join(
    '\n',
  );
}

function legSummary(leg: RouteLeg): string {
  const fare = leg.fare ? `, fare ${leg.fare}` : '';
  return `${leg.from} → ${leg.to}: ${formatDistance(leg.distanceMeters)}, ${formatDuration(leg.durationSeconds)}${fare}`;
}

function steps(leg: RouteLeg): string[] {
  const shown = leg.steps.slice(0, maxStepsShown).map((step) => `   - ${step}`);
  const more = leg.steps.length - shown.length;
  return more > 0 ? [...shown, `   - … ${more} more steps`] : shown;
}

function total(route: Route): string {
  return `${formatDistance(route.distanceMeters)}, about ${formatDuration(route.durationSeconds)}`;
}

/** Directions: the total, then each leg with its steps. */
export function directionsText(answer: RouteAnswer): string {
  const { route } = answer;
  const legs = route.legs.flatMap((leg, index) => [`${index + 1}. ${legSummary(leg)}`, ...steps(leg)]);
  return [`${capitalize(route.mode)} route by ${answer.providerLabel}: ${total(route)}.`, ...legs, ...provenance(answer)].join('\n');
}

/** A trip: the legs in order and the totals, without turn-by-turn steps. */
export function tripText(answer: RouteAnswer): string {
  const { route } = answer;
  const stops = route.legs.length + 1;
  const legs = route.legs.map((leg, index) => `${index + 1}. ${legSummary(leg)}`);
  return [`Trip of ${stops} stops by ${route.mode} (${answer.providerLabel}):`, ...legs, `Total: ${total(route)}.`, ...provenance(answer)].join('\n');
}

export function locateText(answer: LocateAnswer): string {
  const { position } = answer;
  const accuracy = position.accuracyMeters === undefined ? 'city-level accuracy at best' : `accurate to about ${formatDistance(position.accuracyMeters)}`;
  const lines = [`This machine appears to be in ${position.description}: ${formatCoordinates(position.coordinates)}, ${accuracy} (from ${position.source}, by IP address).`];
  if (isInMainlandChina(position.coordinates)) {
    const other = toSystem(position.coordinates, position.coordinates.system === 'GCJ-02' ? 'WGS-84' : 'GCJ-02');
    lines.push(`The same point in ${other.system}: ${formatCoordinates(other)}.`);
  }
  if (answer.failures.length > 0) lines.push(`Tried first: ${answer.failures.map((failure) => `${failure.source} (${failure.reason})`).join('; ')}`);
  return lines.join('\n');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
