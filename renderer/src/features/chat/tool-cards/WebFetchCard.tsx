import { useTranslation } from 'react-i18next';
import { fetchedPage, isWebUrl } from '../../cards/web-results.ts';
import '../../cards/cards.css';
import { outputText } from '../tool-summary.ts';
import type { ToolCardProps } from './card-props.ts';

/** WebFetch: the page's title linking to its address, and the start of what was read. */
export function WebFetchCard({ part }: ToolCardProps) {
  const { t } = useTranslation('cards');
  if (part.state !== 'success') return null;
  const page = fetchedPage(part.metadata, outputText(part.output));
  if (!page) return null;
  return (
    <div className="tool-body web-page" data-testid="web-page">
      <p className="web-page-title">
        {isWebUrl(page.url) ? (
          <a href={page.url} target="_blank" rel="noreferrer">
            {page.title ?? page.url}
          </a>
        ) : (
          (page.title ?? page.url)
        )}
      </p>
      <span className="web-url muted">{page.url}</span>
      {page.excerpt ? <p className="web-excerpt">{page.excerpt}</p> : <p className="muted">{t('fetch.empty')}</p>}
    </div>
  );
}
