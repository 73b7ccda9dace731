import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/ipc-result.ts';
import { startSession } from '../composer/new-session.ts';
import { useWorktrees } from './store.ts';
import './worktrees.css';

/**
 * "New session in a worktree": the sidebar's button and its dialog, with an optional name (the
 * branch is `deft/<name>`) and base (the project's HEAD by default). A project Deft cannot make a
 * worktree or a copy-on-write clone of is refused, and the reason stays in the dialog.
 */
export function NewWorktreeSession({ projectPath }: { projectPath: string }) {
  const { t } = useTranslation('worktrees');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} title={t('new.title')} data-testid="new-worktree-session">
        {t('new.button')}
      </button>
      {open && <NewWorktreeDialog projectPath={projectPath} onClose={() => setOpen(false)} />}
    </>
  );
}

function NewWorktreeDialog({ projectPath, onClose }: { projectPath: string; onClose(): void }) {
  const { t } = useTranslation('worktrees');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState('');
  const [base, setBase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      await startSession(projectPath, { worktree: { ...(name.trim() && { name: name.trim() }), ...(base.trim() && { base: base.trim() }) } });
      await useWorktrees.getState().loadProject(projectPath);
      dialog.current?.close();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  return (
    <dialog ref={dialog} className="worktree-dialog" aria-labelledby={`${id}-title`} onClose={onClose} data-testid="new-worktree-dialog">
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <h2 id={`${id}-title`}>{t('new.dialogTitle')}</h2>
        <p className="muted">{t('new.about', { project: projectPath })}</p>
        <label>
          {t('new.name')}
          <input value={name} onChange={(event) => setName(event.target.value)} placeholder={t('new.namePlaceholder')} maxLength={64} data-testid="worktree-name" autoFocus />
        </label>
        <label>
          {t('new.base')}
          <input value={base} onChange={(event) => setBase(event.target.value)} placeholder={t('new.basePlaceholder')} maxLength={256} data-testid="worktree-base" />
        </label>
        {error && (
          <p className="error" role="alert" data-testid="new-worktree-error">
            {error}
          </p>
        )}
        <div className="worktree-actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="primary" disabled={busy} data-testid="new-worktree-create">
            {busy ? t('new.creating') : t('new.create')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
