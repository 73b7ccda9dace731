import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByDay, type Day } from './day-groups.ts';
import { SessionRow } from './SessionRow.tsx';
import { useSessions } from './store.ts';

/** Renders again when the day changes, so that today's sessions move under Yesterday at midnight. */
function useDayChange(): void {
  const [day, setDay] = useState(() => new Date().toDateString());
  useEffect(() => {
    const nextMidnight = new Date().setHours(24, 0, 0, 0);
    const timer = setTimeout(() => setDay(new Date().toDateString()), nextMidnight - Date.now() + 1000);
    return () => clearTimeout(timer);
  }, [day]);
}

/** The open project's sessions, newest first, under a heading for each day they were last used on. */
export function SessionList() {
  const { t, i18n } = useTranslation('sessions');
  const { sessions, next, loadMore } = useSessions();
  useDayChange();
  const now = Date.now();
  const dayName = (day: Day) => {
    if (day.kind !== 'date') return t(`day.${day.kind}`);
    const date = new Date(day.midnight);
    const year = date.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric';
    return date.toLocaleDateString(i18n.language, { weekday: 'short', month: 'short', day: 'numeric', year });
  };
  return (
    <nav className="session-list" aria-label={t('sessions')}>
      {sessions.length === 0 && <p className="muted">{t('empty')}</p>}
      <div data-testid="session-list">
        {groupByDay(sessions, (session) => session.updatedAt, now).map((group) => (
          <section key={group.key} className="session-day" data-testid="session-day" aria-labelledby={`session-day-${group.key}`}>
            <h2 id={`session-day-${group.key}`} className="session-day-name">
              {dayName(group.day)}
            </h2>
            <ul>
              {group.items.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {next && (
        <button type="button" onClick={() => void loadMore()}>
          {t('more')}
        </button>
      )}
    </nav>
  );
}
