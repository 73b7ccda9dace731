import { useTranslation } from 'react-i18next';
import type { TestedService } from '../../../../shared/ipc/domains/models.ts';
import { deft } from '../../deft.ts';
import { CheckOutcome } from './CheckOutcome.tsx';
import { useAction } from './use-action.ts';

/** A cloud service's test button and, beside it, what the service returned. */
export function ServiceTest({ service }: { service: TestedService }) {
  const { t } = useTranslation('settings');
  const test = useAction(() => deft().services.test({ service }));
  return (
    <div className="settings-field">
      <div className="settings-row">
        <button type="button" disabled={test.pending} onClick={() => void test.run()} data-testid={`service-${service}-test`}>
          {t('services.test')}
        </button>
      </div>
      <CheckOutcome result={test.data} failure={test.failure} pending={test.pending} testId={`service-${service}-result`} />
    </div>
  );
}
