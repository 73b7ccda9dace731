import { useTranslation } from 'react-i18next';
import { outputText } from '../tool-summary.ts';
import type { ToolCardProps } from './card-props.ts';

const snippetLines = 12;

export function ReadCard({ part }: ToolCardProps) {
  const { t } = useTranslation('chat');
  const lines = outputText(part.output).split('\n');
  if (part.state !== 'success' || lines.join('') === '') return null;
  const hidden = lines.length - snippetLines;
  return (
    <div className="tool-body">
      <pre className="read-snippet" tabIndex={0}>{lines.slice(0, snippetLines).join('\n')}</pre>
      {hidden > 0 && <p className="muted">{t('moreLines', { count: hidden })}</p>}
    </div>
  );
}
