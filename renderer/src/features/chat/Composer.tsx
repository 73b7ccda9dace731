import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { composerId } from '../../app/composer-focus.ts';
import { failureMessage } from '../../app/ipc-result.ts';
import { AttachedImages } from '../composer/AttachedImages.tsx';
import { CompletionList, optionId } from '../composer/CompletionList.tsx';
import { applyCompletion } from '../composer/completion-target.ts';
import { imageAccept } from '../composer/image-attachments.ts';
import { imageFilesOf } from '../composer/read-images.ts';
import { ModeSelector } from '../composer/ModeSelector.tsx';
import { PastedTexts } from '../composer/PastedTexts.tsx';
import { splitPastes } from '../composer/pasted-text.ts';
import { usePastedTexts } from '../composer/use-pasted-texts.ts';
import { ModelSelector } from '../composer/ModelSelector.tsx';
import { startSession } from '../composer/new-session.ts';
import { promptHistory, stepHistory } from '../composer/prompt-history.ts';
import { useCompletions } from '../composer/use-completions.ts';
import { useImageAttachments } from '../composer/use-image-attachments.ts';
import '../composer/composer.css';
import { useQueues } from '../queue/store.ts';
import { useChat } from './store.ts';

const clearCommand = /^\/clear\s*$/;

/**
 * The prompt box: Enter sends, Shift+Enter starts a new line; `/` completes the session's commands
 * and `@` the project's files; arrow-up on an empty box recalls earlier prompts (their pastes as chips again); images pasted,
 * dropped or picked go with the prompt, and so does a large paste, as an attachment chip; while a turn runs, Enter queues the message (sent when the
 * turn ends) and Stop cancels the turn (so does Escape, see ChatView). Above it, the session's
 * permission mode and model.
 */
export function Composer({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('composer');
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const attachments = useImageAttachments();
  const running = useChat((state) => state.conversation.running);
  const sessionId = useChat((state) => state.sessionId);
  const session = useChat((state) => state.session);
  const messages = useChat((state) => state.conversation.messages);
  const { send, cancel } = useChat.getState();
  const [prompt, setPrompt] = useState('');
  const [caret, setCaret] = useState(0);
  const [browsing, setBrowsing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pasted = usePastedTexts();
  const placeCaret = useRef<number | null>(null);
  const history = useMemo(() => promptHistory(messages).map(splitPastes), [messages]);
  const completions = useCompletions(sessionId, session?.cwd ?? null, prompt, caret);
  const listed = completions.items.length > 0;
  const typedWord = completions.target && prompt.slice(completions.target.start, completions.target.end);

  useEffect(() => setBrowsing(null), [sessionId]);
  useLayoutEffect(() => {
    if (placeCaret.current === null || !box.current) return;
    box.current.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  });

  const write = (text: string, at = text.length) => {
    setPrompt(text);
    setCaret(at);
    placeCaret.current = at;
  };
  const complete = (index: number) => {
    const item = completions.items[index];
    if (!item || !completions.target) return;
    const done = applyCompletion(prompt, completions.target, item.word);
    write(done.text, done.caret);
  };
  const submit = async () => {
    const typed = prompt.trim();
    const text = pasted.prompt(typed);
    const images = attachments.images.map(({ mediaType, data }) => ({ mediaType, data }));
    if (!text && images.length === 0) return;
    setError(null);
    if (images.length === 0 && pasted.pastes.length === 0 && clearCommand.test(text)) {
      if (!session) return;
      try {
        await startSession(session.cwd, { ...(session.provider && { provider: session.provider }), ...(session.model && { model: session.model }) });
        write('');
      } catch (failure) {
        setError(failureMessage(failure));
      }
      return;
    }
    const went = running && sessionId ? await useQueues.getState().enqueue(sessionId, text, images) : await send(text, images);
    if (went) {
      write('');
      pasted.clear();
      attachments.clear();
      setBrowsing(null);
    }
  };
  const recall = (direction: 'older' | 'newer') => {
    const next = stepHistory(history.length, browsing, direction);
    if (next === undefined) return;
    setBrowsing(next);
    const recalled = next === null ? { typed: '', pastes: [] } : history[next];
    write(recalled.typed);
    pasted.restore(recalled.pastes);
  };
  const completionKeys: Record<string, () => void> = {
    ArrowDown: () => completions.move(1),
    ArrowUp: () => completions.move(-1),
    Escape: completions.dismiss,
    // A word already written in full is sent, not completed again.
    Enter: () => (completions.items[completions.active]?.word === typedWord ? void submit() : complete(completions.active)),
    Tab: () => complete(completions.active),
  };
  const keyAction = (key: string): (() => unknown) | undefined => {
    if (listed) return completionKeys[key];
    const unedited = browsing === null ? prompt === '' && pasted.pastes.length === 0 : prompt === history[browsing].typed;
    if (key === 'ArrowUp' && unedited) return () => recall('older');
    if (key === 'ArrowDown' && unedited && browsing !== null) return () => recall('newer');
    if (key === 'Enter') return () => void submit();
    return undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
    const action = plain && !event.nativeEvent.isComposing ? keyAction(event.key) : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = imageFilesOf(event.clipboardData);
    if (files.length === 0) {
      pasted.take(event);
      return;
    }
    if (!event.clipboardData.types.includes('text/plain')) event.preventDefault();
    void attachments.add(files);
  };
  const holdsFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    if (!holdsFiles(event)) return;
    event.preventDefault();
    void attachments.add([...event.dataTransfer.files]);
  };

  return (
    <div className="composer-area">
      {sessionId && (
        <div className="composer-tools">
          <ModeSelector sessionId={sessionId} />
          {session && <ModelSelector session={session} />}
        </div>
      )}
      <AttachedImages images={attachments.images} refusals={attachments.refusals} onRemove={attachments.remove} />
      <PastedTexts pastes={pasted.pastes} onRemove={pasted.remove} />
      <form
        className="composer"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onDragOver={(event) => holdsFiles(event) && event.preventDefault()}
        onDrop={onDrop}
      >
        <div className="composer-input">
          {listed && <CompletionList id={listId} items={completions.items} active={completions.active} onPick={complete} />}
          <textarea
            ref={box}
            id={composerId}
            aria-label={t('prompt')}
            aria-autocomplete="list"
            aria-controls={listed ? listId : undefined}
            aria-activedescendant={listed ? optionId(listId, completions.active) : undefined}
            placeholder={running ? t('queuePlaceholder') : t('placeholder')}
            data-testid="composer"
            rows={3}
            autoFocus={autoFocus}
            value={prompt}
            onChange={(event) => {
              write(event.target.value, event.target.selectionStart);
              placeCaret.current = null;
              setBrowsing(null);
            }}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
          />
        </div>
        <input
          ref={picker}
          type="file"
          accept={imageAccept}
          multiple
          hidden
          data-testid="image-picker"
          onChange={(event) => {
            void attachments.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <button type="button" className="attach-image" title={t('images.attach')} onClick={() => picker.current?.click()}>
          {t('images.attachShort')}
        </button>
        {running && (
          <button type="button" className="danger" data-testid="cancel" title={t('stopTitle')} onClick={() => void cancel()}>
            {t('stop')}
          </button>
        )}
        <button type="submit" className={running ? undefined : 'primary'} data-testid={running ? 'queue' : 'send'} disabled={!prompt.trim() && attachments.images.length === 0 && pasted.pastes.length === 0}>
          {running ? t('queue') : t('send')}
        </button>
      </form>
      {error && (
        <p className="error composer-notice" role="alert" data-testid="composer-notice">
          {error}
        </p>
      )}
    </div>
  );
}
