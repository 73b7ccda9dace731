import { useTranslation } from 'react-i18next';
import type { ModelInUseView } from '../../../../shared/ipc/domains/models.ts';
import { FailureText } from './FailureText.tsx';
import { ProviderCard } from './ProviderCard.tsx';
import { SettingTextField } from './SettingTextField.tsx';
import { useSettings } from './store.ts';
import { useModelInUse } from './use-model-in-use.ts';

type InUse = Extract<ModelInUseView, { ok: true }>;
type Origin = InUse['origin']['model'];

/** Where a choice came from, in words; Deft's own fallbacks are named by what made them, not by the core's English. */
function useOriginText() {
  const { t } = useTranslation('settings');
  const providers = useSettings((state) => state.providers);
  return (origin: Origin, inUse: InUse, part: 'provider' | 'model') => {
    if (origin.from === 'settings') return inUse.settingsFile ? t('provider.origin.settings', { name: origin.name, file: inUse.settingsFile }) : t('provider.origin.settingsNoFile', { name: origin.name });
    if (origin.from === 'default' && part === 'model') {
      return t('provider.origin.defaultModel', { provider: providers?.find((provider) => provider.id === inUse.provider)?.label ?? inUse.provider });
    }
    if (origin.from === 'default') return t('provider.origin.noKey');
    if (origin.from === 'environment' && part === 'provider' && origin.name.endsWith('_API_KEY')) return t('provider.origin.keySet', { name: origin.name });
    return t(`provider.origin.${origin.from}`, { name: origin.name });
  };
}

/** The model new chats use and what chose it, as the core resolves it for the chosen project. */
function ModelInUse({ projectPath }: { projectPath: string | null }) {
  const { t } = useTranslation('settings');
  const answer = useModelInUse(projectPath);
  const providers = useSettings((state) => state.providers);
  const originText = useOriginText();
  if (!answer) return null;
  if (!answer.ok) return <FailureText failure={answer.failure} />;
  const inUse = answer.data;
  if (!inUse.ok) {
    return (
      <div className="settings-in-use settings-in-use-failed" data-testid="model-in-use" data-ok="false">
        <p className="settings-failure" role="alert">
          {t('provider.inUseFailed', { message: inUse.message })}
        </p>
      </div>
    );
  }
  const label = providers?.find((provider) => provider.id === inUse.provider)?.label ?? inUse.provider;
  return (
    <div className="settings-in-use" data-testid="model-in-use" data-ok="true" data-provider={inUse.provider} data-model={inUse.model} data-model-origin={inUse.origin.model.from}>
      <p>
        <strong>{t('provider.inUse', { model: inUse.model, provider: label })}</strong>
      </p>
      <p className="settings-hint">{t('provider.modelOrigin', { origin: originText(inUse.origin.model, inUse, 'model') })}</p>
      <p className="settings-hint">{t('provider.providerOrigin', { origin: originText(inUse.origin.provider, inUse, 'provider') })}</p>
    </div>
  );
}

/** Every model provider, the model new chats use and where it comes from, and the `model` setting that chooses it. */
export function ProvidersSection({ projectPath }: { projectPath: string | null }) {
  const { t } = useTranslation('settings');
  const providers = useSettings((state) => state.providers);
  const failure = useSettings((state) => state.providersFailure);
  return (
    <>
      <ModelInUse projectPath={projectPath} />
      <SettingTextField path={['model']} label={t('provider.chooseModel')} hint={t('provider.chooseModelHint')} placeholder="claude-sonnet-4-6" testId="default-model" />
      <FailureText failure={failure ?? undefined} />
      {providers?.map((provider) => <ProviderCard key={provider.id} provider={provider} />)}
    </>
  );
}
