import { useTranslation } from 'react-i18next';
import { useChat } from './store.ts';

const thousands = (value: number) => (value >= 10_000 ? `${Math.round(value / 1000)}k` : String(value));

/** What the turn is doing (with the retry's attempt and wait), the token usage, and how the last turn ended when it was stopped (a failure has its own card). */
export function StatusLine() {
  const { t } = useTranslation('chat');
  const { running, status, usage, failure, notices, model } = useChat((state) => state.conversation);
  const error = useChat((state) => state.error);
  return (
    <div className="status-line" data-testid="status-line" role="status" aria-live="polite">
      {model && <span className="muted">{model}</span>}
      {running && (
        <span className="running">
          {status?.phase === 'retrying'
            ? t('status.retrying', { attempt: status.attempt ?? 1, seconds: Math.ceil((status.delayMs ?? 0) / 1000) })
            : t(`status.${status?.phase ?? 'requesting'}`)}
          {status?.detail && status.phase !== 'retrying' && <span className="muted"> · {status.detail}</span>}
        </span>
      )}
      {usage && (
        <span className="muted" title={t('usageTitle')}>
          {t('usage', {
            input: thousands(usage.usage.inputTokens),
            output: thousands(usage.usage.outputTokens),
            context: thousands(usage.contextTokens),
            limit: thousands(usage.contextLimit),
          })}
        </span>
      )}
      {failure && failure.status !== 'error' && <span className="error">{failure.error ?? t(`ended.${failure.status}`, { defaultValue: failure.status })}</span>}
      {error && <span className="error">{error}</span>}
      {notices.map((notice, index) => (
        <span key={index} className={notice.level === 'warning' ? 'warning' : 'muted'}>
          {notice.message}
        </span>
      ))}
    </div>
  );
}
