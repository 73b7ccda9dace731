import { useTranslation } from 'react-i18next';
import { ApprovalPanel } from '../approvals/ApprovalPanel.tsx';
import { useApprovals } from '../../stores/approvals.ts';
import type { ToolPart } from './conversation.ts';
import { useChat } from './store.ts';
import { toolCards } from './tool-cards/index.ts';
import { formatDuration, outputText, summarizeInput } from './tool-summary.ts';

function GenericBody({ part }: { part: ToolPart }) {
  const { t } = useTranslation('chat');
  const text = outputText(part.output);
  if (!text) return null;
  return (
    <details className="tool-body">
      <summary>{t('output')}</summary>
      <pre className="tool-output" tabIndex={0}>{text}</pre>
    </details>
  );
}

/** A tool call: name, what it was given, its state and time, its approval while one waits, and its result. */
export function ToolCard({ part }: { part: ToolPart }) {
  const { t } = useTranslation('chat');
  const cancel = useChat((state) => state.cancel);
  const approvals = useApprovals((state) => state.pending);
  const approval = approvals.find((pending) => pending.toolCallId === part.toolCallId);
  const active = approval !== undefined && approvals.find((pending) => pending.sessionId === approval.sessionId) === approval;
  const Body = toolCards[part.toolName] ?? GenericBody;
  const live = part.state === 'pending' || part.state === 'running';
  return (
    <section className="tool-card" data-state={part.state} data-tool={part.toolName} data-testid="tool-card" aria-label={part.toolName}>
      <header>
        <strong className="tool-name">{part.toolName}</strong>
        <code className="tool-summary" title={summarizeInput(part.input, 2000)}>
          {summarizeInput(part.input)}
        </code>
        <span className={`tool-state state-${part.state}`}>{approval ? t('state.waiting') : t(`state.${part.state}`)}</span>
        {part.durationMs !== undefined && <span className="muted">{formatDuration(part.durationMs)}</span>}
        {live && (
          <button type="button" className="danger" onClick={() => void cancel()} aria-label={t('stopLabel', { tool: part.toolName })}>
            {t('stop')}
          </button>
        )}
      </header>
      {part.activity && live && <p className="muted activity">{part.activity}</p>}
      {approval && <ApprovalPanel approval={approval} active={active} />}
      <Body part={part} NestedToolCard={ToolCard} />
    </section>
  );
}
