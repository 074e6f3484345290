import { useEffect, useState } from 'react';
import { useMarkConversationRead } from '@clinic/api-client';

/**
 * Opening a conversation reads it, and so does a message arriving while it is open and on screen:
 * the user sees it there, so the header must not go on counting it. In a hidden tab it stays
 * unread until the tab is shown again (or the user focuses the reply box, `readIfUnread`).
 */
export function useMarkRead(userId: string | undefined, { loaded, newestId, unreadFromThem }: { loaded: boolean; newestId?: string; unreadFromThem: boolean }) {
  const { mutate: markReadNow } = useMarkConversationRead();
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  // Once per newest message: the thread's own copy may still say "unread" until it is fetched again.
  const [readUpTo, setReadUpTo] = useState<string>();
  const mark = `${userId}|${newestId}`;
  useEffect(() => {
    if (!userId || !loaded || !visible || !unreadFromThem || readUpTo === mark) return;
    setReadUpTo(mark);
    markReadNow(userId);
  }, [userId, loaded, visible, unreadFromThem, readUpTo, mark, markReadNow]);
  return () => userId && unreadFromThem && markReadNow(userId);
}
