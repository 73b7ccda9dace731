import { useTranslation } from 'react-i18next';
import type { Failure } from './failure.ts';

/** A request's failure, shown next to the field that caused it. */
export function FailureText({ failure, testId }: { failure: Failure | undefined; testId?: string }) {
  const { t } = useTranslation('settings');
  if (!failure) return null;
  return (
    <p role="alert" className="settings-failure" data-testid={testId}>
      {'text' in failure ? failure.text : t(failure.key, failure.params ?? {})}
    </p>
  );
}
