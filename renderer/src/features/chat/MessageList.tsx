import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScrolling } from './list-scrolling.ts';
import { MessageView } from './MessageView.tsx';
import { createRowHeights } from './row-heights.ts';
import { useChat } from './store.ts';

/** How close to the bottom (px) still counts as "at the bottom" and keeps following the stream. */
const pinSlack = 48;
/** How close to the top (px) asks for the older page. */
const olderSlack = 200;

/** The conversation, virtualized: rows measured as they render, pinned to the bottom unless the person scrolled up. */
export function MessageList() {
  const { t } = useTranslation('chat');
  return <VirtualMessages label={t('messages')} />;
}

/** The scroller and its rows; it renders on every scroll, so it reads no translations itself. */
function VirtualMessages({ label }: { label: string }) {
  const messages = useChat((state) => state.conversation.messages);
  const loadOlder = useChat((state) => state.loadOlder);
  const hasOlder = useChat((state) => state.olderThan !== undefined);
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const loadingOlder = useRef(false);
  /** The message that was first before an older page arrived: it stays where it was. */
  const anchor = useRef<string | null>(null);

  const [rowHeights] = useState(createRowHeights);

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => rowHeights.estimate(messages[index]),
    measureElement: (element, entry, instance) => {
      const height = measureElement(element, entry, instance);
      const message = messages[instance.indexFromElement(element)];
      if (message) rowHeights.learn(message, height);
      return height;
    },
    overscan: 6,
    // Kept while the messages are: a new function would make the virtualizer lay every row out again.
    getItemKey: useCallback((index: number) => messages[index].id, [messages]),
  });
  const totalSize = virtualizer.getTotalSize();
  const listScrolling = useCallback(() => virtualizer.isScrolling, [virtualizer]);

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
    <div ref={scroller} className="message-scroller" data-testid="message-list" onScroll={() => void onScroll()} role="log" aria-label={label} tabIndex={0}>
      <ListScrolling value={listScrolling}>
        <div className="message-canvas" style={{ height: totalSize }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className="message-row" style={{ transform: `translateY(${item.start}px)` }}>
              <MessageView message={messages[item.index]} />
            </div>
          ))}
        </div>
      </ListScrolling>
    </div>
  );
}
