import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletedWorktree, DiscardLoss, StoredWorktree } from '../../../../shared/vocabulary/worktrees.ts';
import { failureMessage } from '../../app/ipc-result.ts';
import { useSessions } from '../sessions/store.ts';
import { ConfirmDiscard } from './FinishDialog.tsx';
import { useWorktrees } from './store.ts';

interface Props {
  worktree: StoredWorktree;
  title: string;
  /** Deletes the session with what becomes of its worktree; answers whether it was deleted. */
  onDelete(worktree: DeletedWorktree): Promise<boolean>;
  onClose(): void;
}

/**
 * Deleting a session that works in a worktree: its branch is kept (the folder goes, its changes
 * committed on the branch), or the worktree and branch are removed after the person sees what is lost.
 */
export function DeleteSessionDialog({ worktree, title, onDelete, onClose }: Props) {
  const { t } = useTranslation('worktrees');
  const dialog = useRef<HTMLDialogElement>(null);
  const [loss, setLoss] = useState<DiscardLoss | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const branch = worktree.branch ?? worktree.name;
  const attempt = async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const remove = (becomes: DeletedWorktree) =>
    attempt(async () => {
      if (!(await onDelete(becomes))) {
        setError(useSessions.getState().error);
        return;
      }
      await useWorktrees.getState().loadProject(worktree.projectPath);
      dialog.current?.close();
    });
  const preview = () => attempt(async () => setLoss(await useWorktrees.getState().discardPreview(worktree.sessionId)));
  return (
    <dialog ref={dialog} className="worktree-dialog" aria-labelledby="delete-session-title" onClose={onClose} data-testid="delete-worktree-session">
      <h2 id="delete-session-title">{t('delete.title', { title })}</h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {busy ? (
        <p className="muted">{t('dialog.working')}</p>
      ) : loss ? (
        <ConfirmDiscard loss={loss} branch={branch} confirmLabel={t('delete.discardConfirm')} onDiscard={() => void remove({ discard: loss })} onBack={() => setLoss(null)} />
      ) : (
        <>
          <p>{t(worktree.branch ? 'delete.about' : 'delete.aboutClone', { name: worktree.name, branch })}</p>
          {worktree.branch && (
            <section>
              <p className="muted">{t('dialog.keep.about', { branch })}</p>
              <button type="button" onClick={() => void remove('keep')} data-testid="delete-keep-branch">
                {t('delete.keep')}
              </button>
            </section>
          )}
          <section>
            <p className="muted">{t(worktree.branch ? 'dialog.discard.about' : 'dialog.discard.aboutClone', { branch })}</p>
            <button type="button" className="danger" onClick={() => void preview()} data-testid="delete-discard">
              {t('delete.discard')}
            </button>
          </section>
        </>
      )}
      <div className="worktree-actions">
        <button type="button" onClick={() => dialog.current?.close()} disabled={busy}>
          {t('dialog.cancel')}
        </button>
      </div>
    </dialog>
  );
}
