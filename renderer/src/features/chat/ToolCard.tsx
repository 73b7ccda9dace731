import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalPanel } from '../approvals/ApprovalPanel.tsx';
import { useApprovals } from '../../stores/approvals.ts';
import type { ToolPart } from './conversation.ts';
import { useChat } from './store.ts';
import { useExpanded } from './tool-cards/expansion.ts';
import { failedExitCode } from './tool-cards/exit-code.ts';
import { toolCards } from './tool-cards/index.ts';
import { toolIcon } from './tool-cards/tool-icons.ts';
import { formatDuration, outputText, summarizeInput } from './tool-summary.ts';
import { outcomeMessageKey } from '../../../../shared/vocabulary/core-messages.ts';
import { useCoreMessages } from '../../i18n/use-core-messages.ts';

function GenericBody({ part }: { part: ToolPart }) {
  const text = outputText(part.output);
  if (!text) return null;
  return (
    <div className="tool-body">
      <pre className="tool-output" tabIndex={0}>{text}</pre>
    </div>
  );
}

/** The part with its result in the UI's language when the core said it by code (a refusal, a cancellation). */
function useLocalisedOutcome(part: ToolPart): ToolPart {
  const say = useCoreMessages();
  const said = part.metadata?.[outcomeMessageKey];
  const text = said === undefined ? undefined : say(said, outputText(part.output));
  // A new part only when the words change, so the card's body keeps its own state (a terminal) across renders.
  return useMemo(() => (text === undefined ? part : { ...part, output: [{ type: 'text', text }] }), [part, text]);
}

/**
 * A tool call as one line — icon, name, what it was given, its state (a command's exit code) and time — that opens on a
 * click or Enter to its body (the result, a terminal, a diff). It is open while it runs, when it
 * failed and while it leaves a command running; an approval it waits for shows whether it is open or not.
 */
export function ToolCard({ part: called }: { part: ToolPart }) {
  const { t } = useTranslation('chat');
  const part = useLocalisedOutcome(called);
  const bodyId = useId();
  const cancel = useChat((state) => state.cancel);
  const approvals = useApprovals((state) => state.pending);
  const approval = approvals.find((pending) => pending.toolCallId === part.toolCallId);
  const active = approval !== undefined && approvals.find((pending) => pending.sessionId === approval.sessionId) === approval;
  const [expanded, setExpanded] = useExpanded(part);
  const Body = toolCards[part.toolName] ?? GenericBody;
  const live = part.state === 'pending' || part.state === 'running';
  const exitCode = failedExitCode(part);
  return (
    <section
      className="tool-card"
      data-state={part.state}
      data-tool={part.toolName}
      data-expanded={expanded}
      data-testid="tool-card"
      aria-label={part.toolName}
    >
      <header>
        <button type="button" className="tool-toggle" aria-expanded={expanded} aria-controls={bodyId} data-testid="tool-toggle" onClick={() => setExpanded(!expanded)}>
          <span className="tool-chevron" aria-hidden="true" />
          <span className="tool-icon" aria-hidden="true">
            {toolIcon(part.toolName)}
          </span>
          <strong className="tool-name">{part.toolName}</strong>
          <code className="tool-summary" title={summarizeInput(part.input, 2000)}>
            {summarizeInput(part.input)}
          </code>
          <span className={`tool-state state-${part.state}`}>{approval ? t('state.waiting') : t(`state.${part.state}`)}</span>
          {exitCode !== undefined && (
            <span className="tool-exit muted" data-testid="tool-exit">
              {t('exitCode', { code: exitCode })}
            </span>
          )}
          {part.durationMs !== undefined && (
            <span className="tool-duration muted" data-testid="tool-duration">
              {formatDuration(part.durationMs)}
            </span>
          )}
        </button>
        {live && (
          <button type="button" className="danger tool-stop" onClick={() => void cancel()} aria-label={t('stopLabel', { tool: part.toolName })}>
            {t('stop')}
          </button>
        )}
      </header>
      {approval && <ApprovalPanel approval={approval} active={active} />}
      <div id={bodyId} className="tool-details" hidden={!expanded}>
        {expanded && (
          <>
            {part.activity && live && <p className="muted activity">{part.activity}</p>}
            <Body part={part} NestedToolCard={ToolCard} />
          </>
        )}
      </div>
    </section>
  );
}
