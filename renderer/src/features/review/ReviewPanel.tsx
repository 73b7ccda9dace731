import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../chat/store.ts';
import { PatchViewer } from '../diff/DiffViewer.tsx';
import { diffsByFile } from './file-diffs.ts';
import { useReview } from './store.ts';
import './review.css';

/** Every file the session changed, against the session's start, with the changes its tools made to it. */
export function ReviewPanel({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('review');
  const { changes, loading, error, refresh } = useReview();
  const running = useChat((state) => state.conversation.running);
  const messages = useChat((state) => state.conversation.messages);
  useEffect(() => {
    if (!running) void useReview.getState().refresh(sessionId);
  }, [sessionId, running]);
  const diffs = diffsByFile(messages);
  return (
    <details className="review-panel" data-testid="review-panel">
      <summary>
        <h2>{t('title', { count: changes.length })}</h2>
      </summary>
      <button type="button" onClick={() => void refresh(sessionId)} disabled={loading} data-testid="review-refresh">
        {t('refresh')}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {changes.length === 0 ? (
        <p className="muted">{loading ? t('loading') : t('none')}</p>
      ) : (
        <ul className="review-files">
          {changes.map((change) => {
            const diff = diffs.get(change.path);
            return (
              <li key={change.path} data-testid="review-file" data-kind={change.kind}>
                <span className={`change-kind kind-${change.kind}`}>{t(`since.${change.kind}`)}</span> <code>{change.path}</code>
                {change.from && <span className="muted"> {t('renamedFrom', { from: change.from })}</span>}
                {diff ? <PatchViewer patch={diff} testId="review-diff" /> : <p className="muted">{t('noDiff')}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
