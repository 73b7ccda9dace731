import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageView } from './MessageView.tsx';
import { useChat } from './store.ts';

/** How close to the bottom (px) still counts as "at the bottom" and keeps following the stream. */
const pinSlack = 48;
/** How close to the top (px) asks for the older page. */
const olderSlack = 200;

/** The conversation, virtualized: rows measured as they render, pinned to the bottom unless the person scrolled up. */
export function MessageList() {
  const { t } = useTranslation('chat');
  const messages = useChat((state) => state.conversation.messages);
  const loadOlder = useChat((state) => state.loadOlder);
  const hasOlder = useChat((state) => state.olderThan !== undefined);
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const loadingOlder = useRef(false);
  /** The message that was first before an older page arrived: it stays where it was. */
  const anchor = useRef<string | null>(null);

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 96,
    overscan: 6,
    getItemKey: (index) => messages[index].id,
  });
  const totalSize = virtualizer.getTotalSize();

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const anchorIndex = anchor.current === null ? -1 : messages.findIndex((message) => message.id === anchor.current);
    if (anchorIndex > 0) {
      virtualizer.scrollToIndex(anchorIndex, { align: 'start' });
      anchor.current = null;
    } else if (pinned.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages, totalSize, virtualizer]);

  const onScroll = async () => {
    const element = scroller.current;
    if (!element) return;
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < pinSlack;
    if (element.scrollTop > olderSlack || !hasOlder || loadingOlder.current) return;
    loadingOlder.current = true;
    anchor.current = messages[0]?.id ?? null;
    if ((await loadOlder()) === 0) anchor.current = null;
    loadingOlder.current = false;
  };

  return (
    <div ref={scroller} className="message-scroller" data-testid="message-list" onScroll={() => void onScroll()} role="log" aria-label={t('messages')} tabIndex={0}>
      <div className="message-canvas" style={{ height: totalSize }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className="message-row" style={{ transform: `translateY(${item.start}px)` }}>
            <MessageView message={messages[item.index]} />
          </div>
        ))}
      </div>
    </div>
  );
}
