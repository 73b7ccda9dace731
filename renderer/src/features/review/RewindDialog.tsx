import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { fileChange } from '../../../../shared/ipc/domains/sessions.ts';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { useReview } from './store.ts';

type FileChange = z.infer<typeof fileChange>;

interface Props {
  sessionId: string;
  messageId: string;
  onClose(): void;
}

/** What a rewind to `messageId` would change, and the choice to drop the conversation from it on; confirming rewinds. */
export function RewindDialog({ sessionId, messageId, onClose }: Props) {
  const { t } = useTranslation('review');
  const dialog = useRef<HTMLDialogElement>(null);
  const [changes, setChanges] = useState<FileChange[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dropConversation, setDropConversation] = useState(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    dialog.current?.showModal();
    deft()
      .sessions.rewindPreview({ id: sessionId, messageId })
      .then((result) => setChanges(unwrap(result).changes))
      .catch((failure: unknown) => setError(failureMessage(failure)));
  }, [sessionId, messageId]);
  const confirm = async () => {
    setBusy(true);
    const done = await useReview.getState().rewind(sessionId, messageId, dropConversation);
    setBusy(false);
    if (done) onClose();
    else setError(useReview.getState().error);
  };
  return (
    <dialog ref={dialog} className="rewind-dialog" aria-labelledby="rewind-title" onClose={onClose} data-testid="rewind-dialog">
      <h2 id="rewind-title">{t('rewind.title')}</h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {changes === null && !error && <p className="muted">{t('loading')}</p>}
      {changes?.length === 0 && <p className="muted">{t('rewind.noFiles')}</p>}
      {changes && changes.length > 0 && (
        <ul className="review-files" data-testid="rewind-changes">
          {changes.map((change) => (
            <li key={change.path} data-kind={change.kind}>
              <span className={`change-kind kind-${change.kind}`}>{t(`rewind.kind.${change.kind}`)}</span> <code>{change.path}</code>
              {change.from && <span className="muted"> {t('rewind.renamedBack', { from: change.from })}</span>}
            </li>
          ))}
        </ul>
      )}
      <label className="rewind-drop">
        <input type="checkbox" checked={dropConversation} onChange={(event) => setDropConversation(event.target.checked)} data-testid="rewind-drop" />{' '}
        {t('rewind.drop')}
      </label>
      <p className="muted">{dropConversation ? t('rewind.dropNote') : t('rewind.keepNote')}</p>
      <div className="rewind-actions">
        <button type="button" onClick={onClose}>
          {t('rewind.cancel')}
        </button>
        <button type="button" className="primary" onClick={() => void confirm()} disabled={busy || changes === null} data-testid="rewind-confirm">
          {t('rewind.confirm')}
        </button>
      </div>
    </dialog>
  );
}
