import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { LooseApprovals } from '../chat/LooseApprovals.tsx';
import { MessageList } from '../chat/MessageList.tsx';
import { StatusLine } from '../chat/StatusLine.tsx';
import { useChat } from '../chat/store.ts';
import '../chat/chat.css';
import './quick-ask.css';

/** Opens a session in the most recent project, sends the question there, and answers its id. */
async function askInRecentProject(question: string): Promise<string> {
  const [project] = unwrap(await deft().projects.recent({ limit: 1 }));
  if (!project) throw new Error('no-project');
  const session = unwrap(await deft().sessions.create({ projectPath: project.path }));
  useChat.getState().start(session);
  if (!(await useChat.getState().send(question))) throw new Error(useChat.getState().error ?? '');
  return session.id;
}

/**
 * Asks the window to be as tall as the page's content: each part of the page as tall as it is, the
 * message list as tall as its messages (the window stops at its maximum, and the list scrolls).
 */
function useFitWindow(page: RefObject<HTMLElement | null>, sessionId: string | null) {
  useEffect(() => {
    const main = page.current;
    if (!main) return;
    let asked = -1;
    const fit = () => {
      const list = main.querySelector<HTMLElement>('.message-scroller');
      const messages = list?.firstElementChild as HTMLElement | null | undefined;
      const parts = [...main.children].map((child) => (child === list ? (messages?.offsetHeight ?? 0) : child.getBoundingClientRect().height));
      const height = Math.ceil(parts.reduce((sum, part) => sum + part, 0));
      if (Math.abs(height - asked) < 2) return;
      asked = height;
      void deft().shell.fitQuickAsk({ height });
    };
    const observer = new ResizeObserver(fit);
    const observe = () => {
      observer.disconnect();
      for (const element of [main, ...main.querySelectorAll<HTMLElement>('.quick-ask > *, .message-scroller > *')]) observer.observe(element);
      fit();
    };
    // The list, its approvals and the status line come and go with the answer.
    const children = new MutationObserver(observe);
    children.observe(main, { childList: true });
    observe();
    return () => {
      observer.disconnect();
      children.disconnect();
    };
  }, [page, sessionId]);
}

/** The quick-ask window (`#/quick`): one line to ask, the streamed answer with its approvals, Escape hides; the window grows with the answer. */
export function QuickAsk() {
  const { t } = useTranslation('quick-ask');
  const [question, setQuestion] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useChat((state) => state.conversation.running);
  const page = useRef<HTMLElement>(null);
  useFitWindow(page, sessionId);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) void deft().shell.hideQuickAsk();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const ask = async () => {
    const text = question.trim();
    if (!text || running) return;
    setError(null);
    try {
      setSessionId(await askInRecentProject(text));
      setQuestion('');
    } catch (failure) {
      const message = failureMessage(failure);
      setError(message === 'no-project' ? t('noProject') : message);
    }
  };

  return (
    <main ref={page} className="quick-ask" data-testid="quick-ask">
      <form
        className="quick-ask-form"
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <input
          autoFocus
          aria-label={t('question')}
          placeholder={t('placeholder')}
          data-testid="quick-input"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className="primary" disabled={!question.trim() || running}>
          {t('ask')}
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {sessionId && (
        <>
          <MessageList />
          <LooseApprovals sessionId={sessionId} />
          <StatusLine />
          <div className="quick-ask-actions">
            <button type="button" data-testid="open-in-main" onClick={() => void deft().shell.openInMain({ sessionId })}>
              {t('openInMain')}
            </button>
            <span className="muted">{t('escapeHint')}</span>
          </div>
        </>
      )}
    </main>
  );
}
