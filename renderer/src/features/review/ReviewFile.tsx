import { useTranslation } from 'react-i18next';
import type { SessionFileChange } from '../../../../shared/ipc/domains/sessions.ts';
import { PatchViewer } from '../diff/DiffViewer.tsx';

/** One changed file: its status, path and line counts, and its diff against the session's start. */
export function ReviewFile({ file }: { file: SessionFileChange }) {
  const { t } = useTranslation('review');
  const counted = file.added !== undefined && file.removed !== undefined;
  return (
    <li data-testid="review-file" data-status={file.status}>
      <details open>
        <summary>
          <span className={`change-kind status-${file.status}`}>{t(`status.${file.status}`)}</span> <code>{file.path}</code>
          {file.from && <span className="muted"> {t('renamedFrom', { from: file.from })}</span>}
          {counted && (
            <span className="review-counts" data-testid="review-counts">
              <span aria-hidden="true">
                <span className="diff-added-count">+{file.added}</span> <span className="diff-removed-count">−{file.removed}</span>
              </span>
              <span className="visually-hidden">{t('counts', { added: file.added, removed: file.removed })}</span>
            </span>
          )}
        </summary>
        {file.binary && <p className="muted">{t('binary')}</p>}
        {file.tooLarge && <p className="muted">{t('tooLarge')}</p>}
        {file.diff && <PatchViewer patch={file.diff} maxHeight={280} testId="review-diff" />}
        {file.truncated && <p className="muted">{t('truncated')}</p>}
      </details>
    </li>
  );
}
