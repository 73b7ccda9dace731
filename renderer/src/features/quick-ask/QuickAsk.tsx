import { useEffect, useState } from 'react';
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

/** The quick-ask window (`#/quick`): one line to ask, the streamed answer with its approvals, Escape hides. */
export function QuickAsk() {
  const { t } = useTranslation('quick-ask');
  const [question, setQuestion] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useChat((state) => state.conversation.running);

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
    <main className="quick-ask" data-testid="quick-ask">
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
