import { useTranslation } from 'react-i18next';
import { searchResults } from '../../cards/web-results.ts';
import '../../cards/cards.css';
import type { ToolCardProps } from './card-props.ts';

/** WebSearch: the results as links with their snippets; the app opens them in the browser. */
export function WebSearchCard({ part }: ToolCardProps) {
  const { t } = useTranslation('cards');
  if (part.state !== 'success') return null;
  const results = searchResults(part.metadata);
  if (results.length === 0) return <p className="tool-body muted">{t('search.none')}</p>;
  return (
    <ol className="tool-body web-results" aria-label={t('search.results')} data-testid="web-results">
      {results.map((result, index) => (
        <li key={index}>
          <a href={result.url} target="_blank" rel="noreferrer">
            {result.title || result.url}
          </a>
          <span className="web-url muted">
            {result.url}
            {result.date && ` · ${result.date}`}
          </span>
          {result.snippet && <p className="web-snippet">{result.snippet}</p>}
        </li>
      ))}
    </ol>
  );
}
