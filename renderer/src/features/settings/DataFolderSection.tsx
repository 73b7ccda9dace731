import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deft } from '../../deft.ts';
import { FailureText } from './FailureText.tsx';
import { useAction } from './use-action.ts';

/** Where Deft keeps its settings, keys and sessions, with a way to copy the path. */
export function DataFolderSection() {
  const { t } = useTranslation('settings');
  const id = useId();
  const info = useAction(() => deft().app.info());
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const { run } = info;
  useEffect(() => {
    void run();
  }, [run]);
  const dataDir = info.data?.dataDir ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(dataDir);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="settings-field">
      <label htmlFor={id}>{t('dataFolder.label')}</label>
      <div className="settings-row">
        <input id={id} type="text" readOnly value={dataDir} onFocus={(event) => event.target.select()} data-testid="data-folder" />
        <button type="button" disabled={dataDir === ''} onClick={() => void copy()}>
          {t('dataFolder.copy')}
        </button>
      </div>
      <p className="settings-hint" aria-live="polite">
        {copied && t(`dataFolder.${copied}`)}
      </p>
      <FailureText failure={info.failure} />
    </div>
  );
}
