import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../chat/store.ts';
import { ReviewFile } from './ReviewFile.tsx';
import { useReview } from './store.ts';
import './review.css';

/**
 * Every file the session changed, by any tool or command, with its diff against the session's start;
 * refreshed when a turn ends. Open or closed as the person left it in this session.
 */
export function ReviewPanel({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('review');
  const { files, loading, error, refresh } = useReview();
  const running = useChat((state) => state.conversation.running);
  const open = useReview((state) => state.openIn.has(sessionId));
  useEffect(() => {
    if (!running) void useReview.getState().refresh(sessionId);
  }, [sessionId, running]);
  return (
    <details
      className="review-panel"
      open={open}
      onToggle={(event) => useReview.getState().setOpen(sessionId, event.currentTarget.open)}
      data-testid="review-panel"
    >
      <summary>
        <h2>{t('title', { count: files.length })}</h2>
      </summary>
      <button type="button" onClick={() => void refresh(sessionId)} disabled={loading} data-testid="review-refresh">
        {t('refresh')}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {files.length === 0 ? (
        <p className="muted">{loading ? t('loading') : t('none')}</p>
      ) : (
        <ul className="review-files">
          {files.map((file) => (
            <ReviewFile key={file.path} file={file} />
          ))}
        </ul>
      )}
    </details>
  );
}
