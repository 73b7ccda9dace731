import { useTranslation } from 'react-i18next';
import { SessionRow } from './SessionRow.tsx';
import { useSessions } from './store.ts';

export function SessionList() {
  const { t } = useTranslation('sessions');
  const { sessions, next, loadMore } = useSessions();
  return (
    <nav className="session-list" aria-label={t('sessions')}>
      {sessions.length === 0 && <p className="muted">{t('empty')}</p>}
      <ul data-testid="session-list">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {next && (
        <button type="button" onClick={() => void loadMore()}>
          {t('more')}
        </button>
      )}
    </nav>
  );
}
