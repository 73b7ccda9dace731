import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from './failure.ts';
import { FailureText } from './FailureText.tsx';
import type { SecretName } from './provider-settings.ts';
import { useSettings } from './store.ts';

/**
 * A write-only key: typed in, stored by main, never shown back. The screen knows only whether it
 * is stored (`secrets.list`); `fallback` says whether a key from elsewhere (the environment) is
 * used, when main tells.
 */
export function SecretField({ name, label, fallback }: { name: SecretName; label: string; fallback?: boolean }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const stored = useSettings((state) => state.secrets?.names.includes(name) ?? false);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const change = async (store: () => Promise<Failure | null>) => {
    setPending(true);
    const failed = await store();
    setPending(false);
    setFailure(failed);
    if (!failed) setValue('');
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') void change(() => useSettings.getState().setSecret(name, value.trim()));
  };
  const status = stored ? 'stored' : fallback === undefined ? 'notStored' : fallback ? 'environment' : 'notSet';
  return (
    <form className="settings-field" onSubmit={save} data-testid={`secret-${name}`}>
      <label htmlFor={id}>{label}</label>
      <div className="settings-row">
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={stored ? t('secret.replacePlaceholder') : t('secret.placeholder')}
          onChange={(event) => setValue(event.target.value)}
          data-testid={`secret-${name}-input`}
        />
        <button type="submit" disabled={pending || value.trim() === ''}>
          {t('secret.save')}
        </button>
        {stored && (
          <button type="button" disabled={pending} onClick={() => void change(() => useSettings.getState().clearSecret(name))}>
            {t('secret.clear')}
          </button>
        )}
      </div>
      <p className={`settings-status settings-status-${status}`} data-testid={`secret-${name}-status`} data-status={status}>
        {t(`secret.status.${status}`, { name })}
      </p>
      <FailureText failure={failure ?? undefined} />
    </form>
  );
}
