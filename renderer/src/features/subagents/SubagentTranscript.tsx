import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, ToolPart } from '../chat/conversation.ts';
import { MarkdownText } from '../chat/MarkdownText.tsx';

/** A sub-agent's answers: its text and its tool calls, each in its own card; its brief is the Task's input. */
export function SubagentTranscript({ messages, agent, ToolCard }: { messages: ChatMessage[]; agent: string; ToolCard: ComponentType<{ part: ToolPart }> }) {
  const { t } = useTranslation('subagents');
  const parts = messages.filter((message) => message.role === 'assistant').flatMap((message) => message.parts);
  if (parts.length === 0) return <p className="muted">{t('waiting', { agent })}</p>;
  return (
    <div className="subagent-transcript" data-testid="subagent-transcript" role="group" aria-label={t('transcript', { agent })}>
      {parts.map((part) => {
        if (part.kind === 'tool') return <ToolCard key={part.id} part={part} />;
        if (part.kind === 'text') return <MarkdownText key={part.id} text={part.text} />;
        return null;
      })}
    </div>
  );
}
