import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergeOutcome } from '../../../../shared/ipc/domains/worktrees.ts';
import type { DiscardLoss, StoredWorktree } from '../../../../shared/vocabulary/worktrees.ts';
import { failureMessage } from '../../app/ipc-result.ts';
import { useWorktrees, type Kept } from './store.ts';

type Step =
  | { kind: 'choose' }
  | { kind: 'busy' }
  | { kind: 'confirmDiscard'; loss: DiscardLoss }
  | { kind: 'merged'; outcome: Extract<MergeOutcome, { merged: true }> }
  | { kind: 'refused'; reason: string; conflicts: string[] }
  | { kind: 'kept'; kept: Kept }
  | { kind: 'discarded' };

interface Props {
  sessionId: string;
  onClose(): void;
}

/**
 * The ways a session's worktree ends: merged into its base branch, its branch kept (for a pull
 * request, whose command is shown to copy), or discarded after a confirmation listing what is lost.
 * A refused merge names the conflicting files and leaves everything as it was.
 */
export function FinishDialog({ sessionId, onClose }: Props) {
  const { t } = useTranslation('worktrees');
  const dialog = useRef<HTMLDialogElement>(null);
  const status = useWorktrees((state) => (state.status?.sessionId === sessionId ? state.status : null));
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const worktree = status?.worktree;
  const attempt = async (work: () => Promise<Step>) => {
    setError(null);
    const before = step;
    setStep({ kind: 'busy' });
    try {
      setStep(await work());
    } catch (failure) {
      setError(failureMessage(failure));
      setStep(before);
    }
  };
  const store = useWorktrees.getState();
  const merge = () =>
    attempt(async () => {
      const outcome = await store.merge(sessionId);
      return outcome.merged ? { kind: 'merged', outcome } : { kind: 'refused', reason: outcome.reason, conflicts: outcome.conflicts };
    });
  const keep = () => attempt(async () => ({ kind: 'kept', kept: await store.keep(sessionId) }));
  const previewDiscard = () => attempt(async () => ({ kind: 'confirmDiscard', loss: await store.discardPreview(sessionId) }));
  const discard = (loss: DiscardLoss) =>
    attempt(async () => {
      await store.discard(sessionId, loss);
      return { kind: 'discarded' };
    });
  return (
    <dialog ref={dialog} className="worktree-dialog" aria-labelledby="finish-title" onClose={onClose} data-testid="finish-dialog">
      <h2 id="finish-title">{t('dialog.title', { name: worktree?.name ?? '' })}</h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {worktree && <StepView step={step} worktree={worktree} pullRequest={status.pullRequest} on={{ merge, keep, previewDiscard, discard, back: () => setStep({ kind: 'choose' }) }} />}
      <div className="worktree-actions">
        <button type="button" onClick={() => dialog.current?.close()} disabled={step.kind === 'busy'} data-testid="finish-close">
          {step.kind === 'choose' || step.kind === 'confirmDiscard' ? t('dialog.cancel') : t('dialog.close')}
        </button>
      </div>
    </dialog>
  );
}

interface StepProps {
  step: Step;
  worktree: StoredWorktree;
  pullRequest: string | null;
  on: { merge(): void; keep(): void; previewDiscard(): void; discard(loss: DiscardLoss): void; back(): void };
}

function StepView({ step, worktree, pullRequest, on }: StepProps) {
  const { t } = useTranslation('worktrees');
  const names = { branch: worktree.branch ?? worktree.name, base: worktree.baseBranch ?? '' };
  switch (step.kind) {
    case 'busy':
      return <p className="muted">{t('dialog.working')}</p>;
    case 'merged':
      return (
        <p data-testid="finish-result" role="status">
          {t(step.outcome.fastForward ? 'dialog.mergedFastForward' : 'dialog.mergedCommit', { ...names, commit: step.outcome.commit.slice(0, 12) })}
        </p>
      );
    case 'refused':
      return (
        <div data-testid="finish-result" role="status">
          <p className="error">{step.reason}</p>
          {step.conflicts.length > 0 && (
            <>
              <p>{t('dialog.conflicts')}</p>
              <ul data-testid="merge-conflicts">
                {step.conflicts.map((file) => (
                  <li key={file}>{file}</li>
                ))}
              </ul>
            </>
          )}
          <button type="button" onClick={on.back}>
            {t('dialog.back')}
          </button>
        </div>
      );
    case 'kept':
      return (
        <div data-testid="finish-result" role="status">
          <p>{t('dialog.kept', { branch: step.kept.branch })}</p>
          {step.kept.pullRequest && <CommandToCopy command={step.kept.pullRequest} />}
        </div>
      );
    case 'discarded':
      return (
        <p data-testid="finish-result" role="status">
          {t('dialog.discarded', names)}
        </p>
      );
    case 'confirmDiscard':
      return <ConfirmDiscard loss={step.loss} branch={names.branch} onDiscard={() => on.discard(step.loss)} onBack={on.back} />;
    case 'choose':
      return (
        <>
          {worktree.branch && (
            <section>
              <h3>{t('dialog.merge.title', names)}</h3>
              <p className="muted">{worktree.baseBranch ? t('dialog.merge.about', names) : t('dialog.merge.noBase', names)}</p>
              <button type="button" className="primary" onClick={on.merge} disabled={!worktree.baseBranch} data-testid="finish-merge">
                {t('dialog.merge.button')}
              </button>
            </section>
          )}
          {worktree.branch && (
            <section>
              <h3>{t('dialog.keep.title')}</h3>
              <p className="muted">{t('dialog.keep.about', names)}</p>
              <button type="button" onClick={on.keep} data-testid="finish-keep">
                {t('dialog.keep.button')}
              </button>
            </section>
          )}
          {pullRequest && (
            <section>
              <h3>{t('dialog.pullRequest.title')}</h3>
              <p className="muted">{t('dialog.pullRequest.about', names)}</p>
              <CommandToCopy command={pullRequest} />
              <button type="button" onClick={on.keep} data-testid="finish-pull-request">
                {t('dialog.pullRequest.button')}
              </button>
            </section>
          )}
          <section>
            <h3>{t('dialog.discard.title')}</h3>
            <p className="muted">{t(worktree.branch ? 'dialog.discard.about' : 'dialog.discard.aboutClone', names)}</p>
            <button type="button" className="danger" onClick={on.previewDiscard} data-testid="finish-discard">
              {t('dialog.discard.button')}
            </button>
          </section>
        </>
      );
  }
}

interface ConfirmDiscardProps {
  loss: DiscardLoss;
  branch: string;
  onDiscard(): void;
  onBack(): void;
  /** What the confirming button says; "Discard them" when absent. */
  confirmLabel?: string;
}

/** What discarding loses, listed, before the person confirms. */
export function ConfirmDiscard({ loss, branch, onDiscard, onBack, confirmLabel }: ConfirmDiscardProps) {
  const { t } = useTranslation('worktrees');
  const nothing = loss.commits.length === 0 && loss.uncommitted.length === 0;
  return (
    <section data-testid="discard-confirmation">
      <h3>{t('dialog.discard.confirmTitle', { branch })}</h3>
      {nothing ? (
        <p>{t('dialog.discard.losesNothing')}</p>
      ) : (
        <>
          <p>{t('dialog.discard.loses')}</p>
          <ul data-testid="discard-loss">
            {loss.commits.map((commit) => (
              <li key={`commit ${commit}`} data-kind="commit">
                {t('dialog.discard.commit', { commit })}
              </li>
            ))}
            {loss.uncommitted.map((change) => (
              <li key={`file ${change.path}`} data-kind="uncommitted">
                {t('dialog.discard.uncommitted', { status: change.status, path: change.path })}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="worktree-actions">
        <button type="button" onClick={onBack}>
          {t('dialog.back')}
        </button>
        <button type="button" className="danger" onClick={onDiscard} data-testid="discard-confirm">
          {confirmLabel ?? t('dialog.discard.confirm')}
        </button>
      </div>
    </section>
  );
}

/** A command the person runs themselves: shown whole, selectable, with a button that copies it. */
function CommandToCopy({ command }: { command: string }) {
  const { t } = useTranslation('worktrees');
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };
  return (
    <>
      <div className="command-row">
        <input type="text" readOnly value={command} aria-label={t('dialog.command')} onFocus={(event) => event.target.select()} data-testid="pull-request-command" />
        <button type="button" onClick={() => void copy()}>
          {t('dialog.copy')}
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {copied && t(`dialog.${copied}`)}
      </p>
    </>
  );
}
