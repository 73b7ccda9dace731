import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { followSubagents, useSubagents } from '../../subagents/store.ts';
import { SubagentTranscript } from '../../subagents/SubagentTranscript.tsx';
import { taskRun } from '../../subagents/task-run.ts';
import '../../subagents/subagents.css';
import { outputText } from '../tool-summary.ts';
import type { ToolCardProps } from './card-props.ts';

/** Task: the brief, then the sub-agent's work nested inside, live while it runs and from its session once done. */
export function TaskCard({ part, NestedToolCard }: ToolCardProps) {
  const { t } = useTranslation('subagents');
  const run = taskRun(part.input, part.metadata);
  const transcript = useSubagents((state) => state.transcripts[part.toolCallId]);
  const failure = useSubagents((state) => state.failures[part.toolCallId]);
  const finished = part.state !== 'pending' && part.state !== 'running';
  useEffect(() => followSubagents(), []);
  useEffect(() => {
    if (finished && run.sessionId) void useSubagents.getState().loadStored(part.toolCallId, run.sessionId, run.agent);
  }, [finished, run.sessionId, run.agent, part.toolCallId]);
  const agent = transcript?.agent ?? run.agent;
  const result = outputText(part.output);
  return (
    <div className="tool-body task-body" data-testid="task-body">
      <p className="task-agent">
        <span className="agent-badge">{agent}</span> {run.description}
      </p>
      {run.prompt && (
        <details>
          <summary>{t('brief')}</summary>
          <p className="task-prompt">{run.prompt}</p>
        </details>
      )}
      {transcript ? (
        <SubagentTranscript messages={transcript.conversation.messages} agent={agent} ToolCard={NestedToolCard} />
      ) : (
        !finished && <p className="muted">{t('waiting', { agent })}</p>
      )}
      {failure && !transcript && <p className="muted">{t('unreadable', { reason: failure })}</p>}
      {finished && !transcript && result && <p className="task-result">{result}</p>}
      {run.turns !== undefined && <p className="muted">{t('turns', { count: run.turns })}</p>}
    </div>
  );
}
