import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderInfo } from '../../../../shared/ipc/domains/models.ts';
import { CheckOutcome } from './CheckOutcome.tsx';
import type { Failure } from './failure.ts';
import { FailureText } from './FailureText.tsx';
import { isHttpUrl, keyStatus, modelSetting, parseModelSetting, providerBaseUrlVariables, providerKeyNames } from './provider-settings.ts';
import { SecretField } from './SecretField.tsx';
import { SettingTextField } from './SettingTextField.tsx';
import { textAt } from './settings-object.ts';
import { useSettings, useStoredKeys } from './store.ts';
import { useProviderCheck } from './use-provider-check.ts';

/** One provider: its key, its endpoint, its connection test and the default model. */
export function ProviderCard({ provider }: { provider: ProviderInfo }) {
  const { t } = useTranslation('settings');
  const modelId = useId();
  const keyName = providerKeyNames[provider.id];
  const variable = providerBaseUrlVariables[provider.id];
  const stored = useStoredKeys();
  const user = useSettings((state) => state.user?.value ?? null);
  const baseUrl = variable ? textAt(user, ['env', variable]) : '';
  const defaultModel = parseModelSetting(textAt(user, ['model']));
  const chosen = defaultModel.provider === provider.id ? defaultModel.model : '';
  const check = useProviderCheck(provider.id);
  const [modelFailure, setModelFailure] = useState<Failure | null>(null);
  const choose = async (model: string) => {
    const outcome = await useSettings.getState().writeUser(['model'], model === '' ? undefined : modelSetting(provider.id, model));
    setModelFailure(outcome.ok ? null : outcome.failure);
  };
  const models = chosen && !check.models.includes(chosen) ? [chosen, ...check.models] : check.models;
  const status = keyStatus(provider, stored);
  return (
    <section className="settings-card" aria-labelledby={`${modelId}-title`} data-testid={`provider-${provider.id}`}>
      <h3 id={`${modelId}-title`}>
        {provider.label}
        {status !== 'none' && <span className={`settings-badge settings-status-${status}`}>{t(`provider.key.${status}`)}</span>}
      </h3>
      {keyName && <SecretField name={keyName} label={t('provider.keyLabel')} fallback={provider.keySet} />}
      {variable && (
        <SettingTextField
          path={['env', variable]}
          label={t('provider.baseUrl')}
          placeholder={provider.defaultBaseUrl ?? ''}
          hint={t('provider.baseUrlHint', { variable })}
          check={(text) => (isHttpUrl(text) ? null : { key: 'errors.notUrl' })}
          testId={`provider-${provider.id}-base-url`}
        />
      )}
      {!variable && provider.defaultBaseUrl && <p className="settings-hint">{t('provider.fixedEndpoint', { url: provider.defaultBaseUrl })}</p>}
      <div className="settings-field">
        <label htmlFor={modelId}>{t('provider.defaultModel')}</label>
        <div className="settings-row">
          <select id={modelId} value={chosen} onChange={(event) => void choose(event.target.value)} data-testid={`provider-${provider.id}-model`}>
            <option value="">{models.length === 0 ? t('provider.testToList') : t('provider.notDefault')}</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
          <button type="button" disabled={check.pending} onClick={() => void check.run(baseUrl || undefined, chosen || undefined)} data-testid={`provider-${provider.id}-test`}>
            {t('provider.test')}
          </button>
        </div>
        <FailureText failure={modelFailure ?? undefined} />
        <CheckOutcome result={check.result} failure={check.failure} pending={check.pending} testId={`provider-${provider.id}-result`} />
      </div>
    </section>
  );
}
