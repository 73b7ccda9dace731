import { useTranslation } from 'react-i18next';
import { outputText } from '../tool-summary.ts';
import type { ToolPart } from '../conversation.ts';

/** A finished call's result text, folded unless `open`. */
export function ResultDetails({ part, open = false }: { part: ToolPart; open?: boolean }) {
  const { t } = useTranslation('chat');
  const text = outputText(part.output);
  if (!text || part.state === 'pending' || part.state === 'running') return null;
  return (
    <details className="tool-result" open={open}>
      <summary>{t('output')}</summary>
      <pre className="tool-output" tabIndex={0}>{text}</pre>
    </details>
  );
}
