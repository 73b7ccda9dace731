import { useTranslation } from 'react-i18next';
import type { ModelErrorKind } from '../../../../shared/vocabulary/model-errors.ts';
import { useCoreMessages } from '../../i18n/use-core-messages.ts';
import { useChat } from './store.ts';

/** Failures a setting fixes (a key, an address, a model), for which the card links to the providers' settings. */
const fixedInSettings: ReadonlySet<ModelErrorKind> = new Set(['auth', 'unreachable', 'bad_request']);

/**
 * How the last turn failed, kept under the conversation until the next prompt: what happened and
 * what to do in the person's language, the model's own message under "Details", Retry (the same
 * prompt answered again), and the providers' settings when a setting is the fix.
 */
export function TurnFailure({ projectPath }: { projectPath: string | undefined }) {
  const { t } = useTranslation('chat');
  const say = useCoreMessages();
  const failure = useChat((state) => state.conversation.failure);
  const running = useChat((state) => state.conversation.running);
  if (!failure || failure.status !== 'error' || running) return null;
  const kind = failure.modelError ?? 'other';
  const settings = `#/settings${projectPath ? `?project=${encodeURIComponent(projectPath)}` : ''}`;
  return (
    <section className="turn-failure" role="alert" aria-labelledby="turn-failure-title" data-testid="turn-failure" data-kind={kind}>
      <h2 id="turn-failure-title">{t(`failure.${kind}.title`, { defaultValue: t('failure.other.title') })}</h2>
      <p>{t(`failure.${kind}.advice`, { defaultValue: t('failure.other.advice') })}</p>
      {failure.error && (
        <details>
          <summary>{t('failure.details')}</summary>
          <p className="turn-failure-message" data-testid="turn-failure-message">
            {say(failure.errorMessage, failure.error)}
          </p>
        </details>
      )}
      <div className="turn-failure-actions">
        <button type="button" className="primary" onClick={() => void useChat.getState().retry()} data-testid="turn-failure-retry">
          {t('failure.retry')}
        </button>
        {fixedInSettings.has(kind) && (
          <a href={settings} className="button" data-testid="turn-failure-settings">
            {t('failure.openSettings')}
          </a>
        )}
      </div>
    </section>
  );
}
