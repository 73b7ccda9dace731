import { useTranslation } from 'react-i18next';
import type { CheckResultView } from '../../../../shared/ipc/domains/models.ts';
import type { Failure } from './failure.ts';
import { FailureText } from './FailureText.tsx';

/** What a test button's check answered, word for word, or why the check itself failed. */
export function CheckOutcome({ result, failure, pending, testId }: { result: CheckResultView | undefined; failure: Failure | undefined; pending: boolean; testId: string }) {
  const { t } = useTranslation('settings');
  if (pending) {
    return (
      <p className="settings-check" aria-live="polite" data-testid={testId} aria-busy="true">
        {t('check.running')}
      </p>
    );
  }
  if (failure) return <FailureText failure={failure} testId={testId} />;
  if (!result) return null;
  return (
    <p className={`settings-check ${result.ok ? 'settings-check-ok' : 'settings-check-failed'}`} role="status" data-testid={testId} data-ok={result.ok}>
      <strong>{result.ok ? t('check.ok') : t('check.failed')}</strong> {result.detail}
    </p>
  );
}
