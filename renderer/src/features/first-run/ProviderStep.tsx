import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderInfo } from '../../../../shared/ipc/domains/models.ts';
import { CheckOutcome } from '../settings/CheckOutcome.tsx';
import { FailureText } from '../settings/FailureText.tsx';
import { isHttpUrl, providerBaseUrlVariables, providerKeyNames, type ProviderId } from '../settings/provider-settings.ts';
import { SecretField } from '../settings/SecretField.tsx';
import { SettingTextField } from '../settings/SettingTextField.tsx';
import { textAt } from '../settings/settings-object.ts';
import { useSettings } from '../settings/store.ts';
import { useProviderCheck } from '../settings/use-provider-check.ts';

interface ProviderStepProps {
  offered: ProviderInfo[];
  ollamaModels: number | null;
  chosen: ProviderId | null;
  onChoose(provider: ProviderId): void;
  model: string;
  onModel(model: string): void;
}

/** Step two: which provider, its key when it needs one, its endpoint when it has no default, a test, and the model. */
export function ProviderStep({ offered, ollamaModels, chosen, onChoose, model, onModel }: ProviderStepProps) {
  const { t } = useTranslation('first-run');
  const failure = useSettings((state) => state.providersFailure);
  return (
    <section className="first-run-step" aria-labelledby="first-run-provider">
      <h2 id="first-run-provider">{t('provider.title')}</h2>
      <FailureText failure={failure ?? undefined} />
      <fieldset className="first-run-providers">
        <legend>{t('provider.legend')}</legend>
        {offered.map((provider) => (
          <label key={provider.id} className="first-run-provider" data-testid={`first-run-provider-${provider.id}`}>
            <input type="radio" name="first-run-provider" value={provider.id} checked={chosen === provider.id} onChange={() => onChoose(provider.id)} />
            <span>{provider.label}</span>
            {provider.id === 'ollama' && ollamaModels !== null && <span className="settings-badge">{t('provider.ollamaFound', { count: ollamaModels })}</span>}
            {provider.requiresKey && provider.keySet && <span className="settings-badge">{t('provider.keyReady')}</span>}
          </label>
        ))}
      </fieldset>
      {chosen && <ChosenProvider key={chosen} provider={offered.find((provider) => provider.id === chosen)!} model={model} onModel={onModel} />}
    </section>
  );
}

function ChosenProvider({ provider, model, onModel }: { provider: ProviderInfo; model: string; onModel(model: string): void }) {
  const { t } = useTranslation('first-run');
  const modelId = useId();
  const keyName = providerKeyNames[provider.id];
  const variable = provider.defaultBaseUrl === null ? providerBaseUrlVariables[provider.id] : null;
  const baseUrl = useSettings((state) => (variable ? textAt(state.user?.value ?? null, ['env', variable]) : ''));
  const check = useProviderCheck(provider.id);
  useEffect(() => {
    if (model === '' && check.models.length > 0) onModel(check.models[0]);
  }, [check.models, model, onModel]);
  return (
    <div className="first-run-provider-setup">
      {variable && (
        <SettingTextField
          path={['env', variable]}
          label={t('provider.baseUrl')}
          placeholder="https://api.deepseek.com"
          check={(text) => (isHttpUrl(text) ? null : { key: 'errors.notUrl' })}
          testId="first-run-base-url"
        />
      )}
      {keyName && <SecretField name={keyName} label={provider.requiresKey ? t('provider.key') : t('provider.optionalKey')} fallback={provider.keySet} />}
      <div className="settings-row">
        <button type="button" disabled={check.pending || (variable !== null && baseUrl === '')} onClick={() => void check.run(baseUrl || undefined)} data-testid="first-run-test">
          {t('provider.test')}
        </button>
      </div>
      <CheckOutcome result={check.result} failure={check.failure} pending={check.pending} testId="first-run-test-result" />
      {check.models.length > 0 && (
        <div className="settings-field">
          <label htmlFor={modelId}>{t('provider.model')}</label>
          <select id={modelId} value={model} onChange={(event) => onModel(event.target.value)} data-testid="first-run-model">
            {check.models.map((listed) => (
              <option key={listed} value={listed}>
                {listed}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
