import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { focusComposer } from '../../app/composer-focus.ts';
import { Composer } from './Composer.tsx';
import { LooseApprovals } from './LooseApprovals.tsx';
import { RuleChangesPanel } from '../approvals/RuleChangesPanel.tsx';
import { MessageList } from './MessageList.tsx';
import { ReviewPanel } from '../review/ReviewPanel.tsx';
import { BackgroundPanel } from '../background/BackgroundPanel.tsx';
import { QueuedMessages } from '../queue/QueuedMessages.tsx';
import { TodosPanel } from '../todos/TodosPanel.tsx';
import { WorktreeBar } from '../worktrees/WorktreeBar.tsx';
import { StatusLine } from './StatusLine.tsx';
import { TurnFailure } from './TurnFailure.tsx';
import { useChat } from './store.ts';
import './chat.css';

/**
 * Escape in the conversation (or with the focus nowhere) stops the running turn, unless something
 * on the way used it: an approval, a completion list, an edit. In the sidebar it is the sidebar's.
 */
function useEscapeStops(running: boolean, chat: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Node ? event.target : null;
      if (target === document.body || (target !== null && chat.current?.contains(target))) void useChat.getState().cancel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [running, chat]);
}

/**
 * When a turn ends the prompt box takes the focus, where the next keystroke belongs, if the focus
 * was nowhere (an answered approval's buttons are gone) or in the conversation; a field elsewhere
 * (the sidebar's search, say) keeps it.
 */
function useFocusAfterTurn(running: boolean, chat: RefObject<HTMLElement | null>) {
  const wasRunning = useRef(running);
  useEffect(() => {
    const ended = wasRunning.current && !running;
    wasRunning.current = running;
    const focused = document.activeElement;
    if (ended && (focused === null || focused === document.body || chat.current?.contains(focused))) focusComposer();
  }, [running, chat]);
}

/** The open session: its title, the messages, its waiting requests and rule changes, the status line, the queued messages and the composer. */
export function ChatView({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('chat');
  const { session, loading } = useChat();
  const running = useChat((state) => state.conversation.running);
  const chat = useRef<HTMLElement>(null);
  useEffect(() => {
    void useChat.getState().open(sessionId);
  }, [sessionId]);
  useEscapeStops(running, chat);
  useFocusAfterTurn(running, chat);
  return (
    <section ref={chat} className="chat" aria-label={t('label')} data-testid="chat">
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
      <QueuedMessages sessionId={sessionId} />
      <Composer autoFocus />
    </section>
  );
}
