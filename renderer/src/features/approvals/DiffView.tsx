import { useTranslation } from 'react-i18next';
import { diffLines } from './diff-lines.ts';

export function DiffView({ patch }: { patch: string }) {
  const { t } = useTranslation('approvals');
  const lines = diffLines(patch);
  return (
    <pre className="diff" data-testid="approval-diff" aria-label={t('diff')} tabIndex={0}>
      {lines.map((line, index) => (
        <span key={index} className={`diff-${line.kind}`}>
          {line.text}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
