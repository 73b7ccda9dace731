import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Composer } from './Composer.tsx';
import { LooseApprovals } from './LooseApprovals.tsx';
import { RuleChangesPanel } from '../approvals/RuleChangesPanel.tsx';
import { MessageList } from './MessageList.tsx';
import { ReviewPanel } from '../review/ReviewPanel.tsx';
import { BackgroundPanel } from '../background/BackgroundPanel.tsx';
import { TodosPanel } from '../todos/TodosPanel.tsx';
import { WorktreeBar } from '../worktrees/WorktreeBar.tsx';
import { StatusLine } from './StatusLine.tsx';
import { TurnFailure } from './TurnFailure.tsx';
import { useChat } from './store.ts';
import './chat.css';

/** The open session: its title, the messages, its waiting requests and rule changes, the status line and the composer. */
export function ChatView({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('chat');
  const { session, loading } = useChat();
  const running = useChat((state) => state.conversation.running);
  useEffect(() => {
    void useChat.getState().open(sessionId);
  }, [sessionId]);
  return (
    <section className="chat" aria-label={t('label')} data-testid="chat">
      <header className="chat-head">
        <h1>{session?.title || t('untitled')}</h1>
        {session?.mode && <span className="muted" data-testid="chat-mode">{t('mode', { mode: t(`mode.names.${session.mode}`, { ns: 'composer', defaultValue: session.mode }) })}</span>}
      </header>
      <WorktreeBar sessionId={sessionId} />
      <TodosPanel />
      <ReviewPanel sessionId={sessionId} />
      {loading ? <p className="muted chat-loading">{t('loading')}</p> : <MessageList />}
      <LooseApprovals sessionId={sessionId} />
      <RuleChangesPanel sessionId={sessionId} changed={running} />
      <TurnFailure projectPath={session?.cwd} />
      <BackgroundPanel sessionId={sessionId} changed={running} />
      <StatusLine />
      <Composer autoFocus />
    </section>
  );
}
