import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** What bypass mode gives up, said before it is on; Cancel and Esc keep the mode as it was. */
export function BypassConfirm({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation('composer');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="bypass-confirm" aria-labelledby="bypass-title" aria-describedby="bypass-what" onClose={onCancel} data-testid="bypass-confirm">
      <h2 id="bypass-title">{t('mode.bypass.title')}</h2>
      <p id="bypass-what">{t('mode.bypass.what')}</p>
      <p className="muted">{t('mode.bypass.still')}</p>
      <div className="bypass-actions">
        <button type="button" autoFocus onClick={onCancel} data-testid="bypass-cancel">
          {t('mode.bypass.cancel')}
        </button>
        <button type="button" className="danger" onClick={onConfirm} data-testid="bypass-confirm-yes">
          {t('mode.bypass.confirm')}
        </button>
      </div>
    </dialog>
  );
}
