import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcutHint } from '../commands/use-app-shortcuts.ts';
import { sessionSearchId } from './sidebar-state.ts';
import { snippetPieces } from './snippet.ts';
import { useSessions } from './store.ts';

/** Searches the project's messages (Enter); while it shows hits they stand in for the session list, and Escape goes back to the list. */
export function SearchBox() {
  const { t } = useTranslation('sessions');
  const { hits, search, select } = useSessions();
  const [query, setQuery] = useState('');
  const hint = useShortcutHint('searchSessions');
  return (
    <div className="search">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search(query);
        }}
      >
        <input
          type="search"
          id={sessionSearchId}
          title={hint(t('search'))}
          aria-label={t('search')}
          placeholder={t('search')}
          data-testid="session-search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            if (!event.target.value) void search('');
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || query === '') return;
            event.preventDefault();
            setQuery('');
            void search('');
          }}
        />
      </form>
      {hits && (
        <ul className="search-hits" data-testid="search-hits" aria-label={t('results')}>
          {hits.length === 0 && <li className="muted">{t('noResults')}</li>}
          {hits.map((hit) => (
            <li key={hit.partId}>
              <button type="button" onClick={() => select(hit.sessionId)}>
                <span className="hit-title">{hit.sessionTitle}</span>
                <span className="hit-snippet">
                  {snippetPieces(hit.snippet).map((piece, index) =>
                    piece.match ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
