import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, ChatPart } from './conversation.ts';
import { MarkdownText } from './MarkdownText.tsx';
import { MessageImages } from './MessageImages.tsx';
import { ToolCard } from './ToolCard.tsx';
import { UserText } from './UserText.tsx';
import { RewindButton } from '../review/RewindButton.tsx';

function PartView({ part, role }: { part: ChatPart; role: ChatMessage['role'] }) {
  const { t } = useTranslation('chat');
  if (part.kind === 'tool') return <ToolCard part={part} />;
  if (part.kind === 'reasoning') {
    return (
      <details className="reasoning">
        <summary>{t('reasoning')}</summary>
        <p>{part.text}</p>
      </details>
    );
  }
  if (role === 'user' && part.fromHook) {
    return (
      <details className="hook-context">
        <summary>{t('hookContext')}</summary>
        <p>{part.text}</p>
      </details>
    );
  }
  if (role === 'user') return <UserText text={part.text} />;
  return <MarkdownText text={part.text} />;
}

/** One message and its parts; unchanged messages keep their identity and skip rendering. */
export const MessageView = memo(function MessageView({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  return (
    <>
      <article className={`message ${message.role}`} data-testid={`message-${message.role}`} aria-label={t(`role.${message.role}`)}>
        {message.images && <MessageImages images={message.images} />}
        {message.parts.map((part) => (
          <PartView key={part.id} part={part} role={message.role} />
        ))}
      </article>
      {message.role === 'user' && <RewindButton messageId={message.id} />}
    </>
  );
});
