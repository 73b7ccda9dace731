import { useTranslation } from 'react-i18next';
import { FailureText } from './FailureText.tsx';
import { ProviderCard } from './ProviderCard.tsx';
import { textAt } from './settings-object.ts';
import { useSettings } from './store.ts';

/** Every model provider, and the `model` setting that picks the default one. */
export function ProvidersSection() {
  const { t } = useTranslation('settings');
  const providers = useSettings((state) => state.providers);
  const failure = useSettings((state) => state.providersFailure);
  const model = useSettings((state) => textAt(state.user?.value ?? null, ['model']));
  return (
    <>
      <p className="settings-hint" data-testid="default-model">
        {model ? t('provider.currentDefault', { model }) : t('provider.noDefault')}
      </p>
      <FailureText failure={failure ?? undefined} />
      {providers?.map((provider) => <ProviderCard key={provider.id} provider={provider} />)}
    </>
  );
}
