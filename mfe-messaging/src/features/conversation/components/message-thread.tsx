import { Button, Empty } from 'antd';
import { Pending } from '@clinic/ui';
import { useEffect, useRef } from 'react';
import type { Schemas, useConversation } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { MessageBubble } from './message-bubble';

/** Spec section 9: the thread scrolls within at most 400 px. */
const THREAD_MAX_HEIGHT = 400;

interface MessageThreadProps {
  thread: ReturnType<typeof useConversation>;
  /** Oldest first. */
  messages: Schemas['ChatMessageDto'][];
  myId: string | undefined;
}

/** The conversation's messages, the newest kept in view, with older pages loaded on request above. */
export function MessageThread({ thread, messages, myId }: MessageThreadProps) {
  const { t } = useTranslation('messaging');
  const m = useMessages();
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?._id;
  // Keep the newest message in view whenever a new one arrives (not when older pages load above).
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t('conversation.log')}
      aria-live="polite"
      // A scrolling box the keyboard can reach and scroll (WCAG 2.1.1); new messages are announced politely.
      tabIndex={0}
      style={{ maxHeight: THREAD_MAX_HEIGHT, overflowY: 'auto', background: '#fff', border: '1px solid #e8ece8', borderRadius: 8, padding: 12 }}
    >
      {thread.hasNextPage && (
        <div style={{ textAlign: 'center', marginBottom: 8 }}>
          <Button size="small" onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage}>
            {t('conversation.loadEarlier')}
          </Button>
        </div>
      )}
      {thread.isPending ? (
        <Pending query={thread} />
      ) : messages.length === 0 ? (
        <Empty description={m.messages.noneBetween} />
      ) : (
        messages.map((message) => <MessageBubble key={message._id} message={message} mine={message.sender._id === myId} />)
      )}
    </div>
  );
}
