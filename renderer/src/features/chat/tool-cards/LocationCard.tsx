import { useTranslation } from 'react-i18next';
import { locationView, type Place, type RouteLeg } from '../../cards/location-view.ts';
import { distanceText, durationParts, pointText } from '../../cards/measures.ts';
import '../../cards/cards.css';
import type { ToolCardProps } from './card-props.ts';

const shownPlaces = 20;

function useDuration() {
  const { t } = useTranslation('cards');
  return (seconds: number) => {
    const { hours, minutes } = durationParts(seconds);
    if (hours === 0) return t('location.minutes', { minutes });
    return minutes === 0 ? t('location.wholeHours', { hours }) : t('location.hours', { hours, minutes });
  };
}

function Places({ places }: { places: Place[] }) {
  const { t } = useTranslation('cards');
  if (places.length === 0) return <p className="tool-body muted">{t('location.noPlaces')}</p>;
  return (
    <div className="tool-body">
      <ol className="places" aria-label={t('location.places')} data-testid="location-places">
        {places.slice(0, shownPlaces).map((place, index) => (
          <li key={index}>
            <strong>{place.name}</strong>
            {place.distanceMeters !== undefined && <span className="muted"> · {distanceText(place.distanceMeters)}</span>}
            {place.address && place.address !== place.name && <span className="place-address">{place.address}</span>}
          </li>
        ))}
      </ol>
      {places.length > shownPlaces && <p className="muted">{t('location.morePlaces', { count: places.length - shownPlaces })}</p>}
    </div>
  );
}

function Leg({ leg }: { leg: RouteLeg }) {
  const { t } = useTranslation('cards');
  const duration = useDuration();
  return (
    <li>
      <span className="leg-ends">
        {leg.from} → {leg.to}
      </span>
      <span className="muted">
        {' '}
        · {distanceText(leg.distanceMeters)} · {duration(leg.durationSeconds)}
        {leg.fare && ` · ${t('location.fare', { fare: leg.fare })}`}
      </span>
      {leg.steps.length > 0 && (
        <details>
          <summary>{t('location.steps', { count: leg.steps.length })}</summary>
          <ol className="leg-steps">
            {leg.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

/** Location: the places found, a route's legs with their steps, or where this machine is. */
export function LocationCard({ part }: ToolCardProps) {
  const { t } = useTranslation('cards');
  const duration = useDuration();
  if (part.state !== 'success') return null;
  const view = locationView(part.metadata);
  if (!view) return null;
  if (view.action === 'locate') {
    return (
      <p className="tool-body" data-testid="location-position">
        {view.position.description} <span className="muted">({pointText(view.position.coordinates)})</span>
      </p>
    );
  }
  if ('places' in view) return <Places places={view.places} />;
  const { route } = view;
  return (
    <div className="tool-body" data-testid="location-route">
      <p className="route-total">
        {t('location.route', { mode: t(`location.mode.${route.mode}`, { defaultValue: route.mode }), distance: distanceText(route.distanceMeters), duration: duration(route.durationSeconds) })}
        {view.providerLabel && <span className="muted"> · {view.providerLabel}</span>}
      </p>
      <ol className="route-legs" aria-label={t('location.legs')}>
        {route.legs.map((leg, index) => (
          <Leg key={index} leg={leg} />
        ))}
      </ol>
    </div>
  );
}
