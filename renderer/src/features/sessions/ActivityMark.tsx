import { useTranslation } from 'react-i18next';
import type { SessionActivity } from '../../stores/session-activity.ts';
import { useSessionActivity } from '../../stores/session-status.ts';

const glyphs: Record<Exclude<SessionActivity, 'running'>, string> = { waiting: '!', done: '✓', failed: '✕', stopped: '■' };

/** A session's state at a glance in its row: running, waiting for the person (with how many requests), done, failed or stopped. */
export function ActivityMark({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('sessions');
  const { activity, waitingRequests } = useSessionActivity(sessionId);
  if (activity === null) return null;
  const label = activity === 'waiting' ? t('activity.waiting', { count: waitingRequests }) : t(`activity.${activity}`);
  return (
    <span className="activity-mark" data-activity={activity} data-testid="session-activity" role="img" aria-label={label} title={label}>
      <span aria-hidden="true">{activity === 'running' ? '' : activity === 'waiting' && waitingRequests > 1 ? waitingRequests : glyphs[activity]}</span>
    </span>
  );
}
