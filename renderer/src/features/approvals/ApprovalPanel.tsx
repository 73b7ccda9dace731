import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '../../../../shared/ipc/domains/approvals.ts';
import { useApprovals } from '../../stores/approvals.ts';
import { useCoreMessages } from '../../i18n/use-core-messages.ts';
import { DecisionParts } from './DecisionParts.tsx';
import { PatchViewer } from '../diff/DiffViewer.tsx';
import { parseDiff } from '../diff/parse-diff.ts';
import { trapTab } from './focus-trap.ts';
import { QuestionForm } from './QuestionForm.tsx';
import { ShownText } from '../hidden-text/ShownText.tsx';
import { escapedText, holdsHiddenCharacters } from '../../../../shared/hidden-characters.ts';
import './approvals.css';

const commandOf = (input: unknown) => {
  const command = (input as { command?: unknown } | null)?.command;
  return typeof command === 'string' ? command : null;
};

const typing = (target: EventTarget) => target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;

/**
 * A permission request inside the card of its call: the whole command or the diff, the rule each
 * part matched, and the answers. While it is the session's active request the focus stays inside;
 * Enter allows once, Escape goes to the denial message.
 */
export function ApprovalPanel({ approval, active }: { approval: PendingApproval; active: boolean }) {
  const { t } = useTranslation('approvals');
  const say = useCoreMessages();
  const respond = useApprovals((state) => state.respond);
  const panel = useRef<HTMLDivElement>(null);
  const allowOnce = useRef<HTMLButtonElement>(null);
  const denyMessage = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!active) return;
    // The request's top first (its title and command), then the focus, without scrolling the top away again.
    panel.current?.scrollIntoView({ block: 'start' });
    (allowOnce.current ?? panel.current)?.focus({ preventScroll: true });
  }, [active]);

  const answer = async (decision: Parameters<typeof respond>[1]) => {
    setBusy(true);
    if (!(await respond(approval.id, decision))) setBusy(false);
  };
  const rules = approval.suggestions ?? [];
  const command = commandOf(approval.input);
  // The main agent is who asks by default; a sub-agent is named.
  const title = approval.agent && approval.agent !== 'main' ? t('fromSubagent', { agent: approval.agent, title: approval.title }) : approval.title;
  const deceptive = useMemo(() => {
    const fileNames = (approval.diff ? parseDiff(approval.diff) : []).flatMap((file) => [file.name, file.movedFrom ?? '']);
    return [title, command ?? '', ...(approval.parts ?? []).map((part) => part.label), ...fileNames].some(holdsHiddenCharacters);
  }, [approval.diff, approval.parts, title, command]);

  return (
    <div
      ref={panel}
      className="approval"
      role="group"
      aria-label={t('label', { title: escapedText(title) })}
      data-testid="approval"
      data-active={active}
      tabIndex={-1}
      title={t('shortcuts')}
      onKeyDown={(event) => {
        if (active && trapTab(event.currentTarget, event)) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          denyMessage.current?.focus();
        } else if (event.key === 'Enter' && approval.kind === 'permission' && !typing(event.target) && !(event.target instanceof HTMLButtonElement)) {
          event.preventDefault();
          void answer({ decision: 'allow', scope: 'once' });
        }
      }}
    >
      <p className="approval-title" title={escapedText(title)}>
        <ShownText text={title} />
      </p>
      {approval.detail && !approval.parts?.some((part) => part.reason === approval.detail) && (
        <p className="approval-detail" data-testid="approval-detail">
          <ShownText text={say(approval.detailMessage, approval.detail)} />
        </p>
      )}
      {approval.kind === 'question' ? (
        <QuestionForm approval={approval} />
      ) : (
        <>
          <div className="approval-content">
            {deceptive && (
              <p className="hidden-characters-warning" data-testid="hidden-characters-warning" role="alert">
                ⚠ {t(command !== null ? 'hiddenCharacters.command' : 'hiddenCharacters.call')}
              </p>
            )}
            {command !== null && (
              <pre className="command" data-testid="approval-command" tabIndex={0} aria-label={t('command')}>
                <ShownText text={command} />
              </pre>
            )}
            {approval.diff && <PatchViewer patch={approval.diff} testId="approval-diff" maxHeight={320} />}
            {approval.parts && approval.parts.length > 0 && <DecisionParts parts={approval.parts} />}
          </div>
          <div className="approval-footer">
          <div className="approval-actions">
            <button ref={allowOnce} type="button" className="primary" disabled={busy} data-testid="allow-once" onClick={() => void answer({ decision: 'allow', scope: 'once' })}>
              {t('allowOnce')} <kbd>Enter</kbd>
            </button>
            <button
              type="button"
              disabled={busy}
              data-testid="allow-session"
              onClick={() => void answer({ decision: 'allow', scope: 'session', ...(rules.length > 0 && { rules }) })}
            >
              {t('allowSession')}
            </button>
            {rules.length > 0 && (
              <button type="button" disabled={busy} data-testid="allow-always" onClick={() => void answer({ decision: 'allow', scope: 'always', rules })}>
                {t('allowAlways')}
              </button>
            )}
          </div>
          {rules.length > 0 && (
            <p className="rules">
              {t('rulesWritten')}{' '}
              {rules.map((rule) => (
                <code key={rule}>{rule}</code>
              ))}
            </p>
          )}
          <form
            className="deny"
            onSubmit={(event) => {
              event.preventDefault();
              void answer({ decision: 'deny', ...(message.trim() && { message: message.trim() }) });
            }}
          >
            <label>
              <span className="visually-hidden">{t('denyMessage')}</span>
              <textarea
                placeholder={t('denyMessage')}
                ref={denyMessage}
                rows={1}
                value={message}
                data-testid="deny-message"
                onChange={(event) => setMessage(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
              />
            </label>
            <button type="submit" className="danger" disabled={busy} data-testid="deny">
              {t('deny')} <kbd>Esc</kbd>
            </button>
          </form>
          </div>
        </>
      )}
    </div>
  );
}
