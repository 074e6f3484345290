import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@clinic/router';
import { conversationsQuery, useUnreadCount } from '@clinic/api-client';
import type { Role } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { CountBadge } from './count-badge';
import { HeaderIcon } from './header-icon';
import { messagesFallback, messagesTarget } from './messages-target';

/**
 * The header's Messages link with the unread count. It sits outside the collapsible menu so the
 * count stays visible on a phone, and opens the conversation the user most likely wants.
 */
export function MessagesLink({ role }: { role: Role }) {
  const unread = useUnreadCount(true).data?.count ?? 0;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fallback = messagesFallback(role);
  const { t } = useTranslation('shell');

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Offline the query would wait for the connection (and then move the page on its own): the
    // conversations kept from the last visit choose instead (the query, made here, is filled from
    // them: offline-store.ts).
    if (!onlineManager.isOnline()) {
      const kept = queryClient.getQueryCache().build(queryClient, conversationsQuery(1)).state.data;
      navigate(kept ? messagesTarget(role, kept.data) : fallback);
      return;
    }
    queryClient.fetchQuery({ ...conversationsQuery(1), staleTime: 0 }).then(
      (page) => navigate(messagesTarget(role, page.data)),
      () => navigate(fallback),
    );
  };

  return (
    // Named by the hidden text "Messages, 1 unread", which starts with the visible label (WCAG 2.5.3); the
    // visible word and badge are hidden from screen readers so nothing is read twice.
    <Link to={fallback} onClick={open} className="header-messages">
      <span aria-hidden>
        <CountBadge count={unread} testId="unread-count">
          <HeaderIcon icon={MessageOutlined} />
        </CountBadge>
      </span>
      <span className="header-messages-text" aria-hidden>
        {t('header.messages')}
      </span>
      <span className="visually-hidden">{t('header.messagesUnread', { unread })}</span>
    </Link>
  );
}
