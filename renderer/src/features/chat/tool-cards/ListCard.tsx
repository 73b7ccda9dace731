import { useTranslation } from 'react-i18next';
import { outputText } from '../tool-summary.ts';
import type { ToolCardProps } from './card-props.ts';

const shown = 50;

function ListCard({ part }: ToolCardProps) {
  const { t } = useTranslation('chat');
  if (part.state !== 'success') return null;
  const items = outputText(part.output)
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (items.length === 0) return <p className="tool-body muted">{t('noMatches')}</p>;
  return (
    <div className="tool-body">
      <ul className="result-list">
        {items.slice(0, shown).map((item, index) => (
          <li key={index}>
            <code>{item}</code>
          </li>
        ))}
      </ul>
      {items.length > shown && <p className="muted">{t('moreItems', { count: items.length - shown })}</p>}
    </div>
  );
}

export const GrepCard = ListCard;
export const GlobCard = ListCard;
