import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { useId, useRef, useState } from 'react';
import { useNavigate } from '@clinic/router';
import { useLatestNotifications, useMarkNotificationsRead, type Schemas } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { CountBadge } from './count-badge';
import { useDismiss } from './use-dismiss';
import { HeaderIcon } from './header-icon';

type Item = Schemas['NotificationDto'];

function NotificationList({ items, onOpen }: { items: Item[]; onOpen: (item: Item) => void }) {
  const { t } = useTranslation('shell');
  if (items.length === 0) return <p className="header-popover-empty">{t('header.noNotifications')}</p>;
  return (
    <ul className="header-notes">
      {items.map((item) => (
        <li key={item._id}>
          {/* Named by its own text (title and body), "Unread" said first and only to screen readers (WCAG 2.5.3). */}
          <button type="button" onClick={() => onOpen(item)} className={item.readAt ? 'header-note' : 'header-note is-unread'}>
            {!item.readAt && <span className="visually-hidden">{t('header.unreadPrefix')}</span>}
            <strong>{item.title}</strong>
            <br />
            <span className="header-note-body">{item.body}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's bell: unread count (outside the collapsible menu, so it shows on a phone too) and the
 * latest notifications in a list that opens below it; opening one marks it read and goes where it
 * points. Escape, a click elsewhere or the bell again closes the list.
 */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const latest = useLatestNotifications(true).data;
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = latest?.unread ?? 0;
  const { t } = useTranslation('shell');
  const wrap = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const id = useId();

  useDismiss(open, wrap, (escaped) => {
    setOpen(false);
    if (escaped && wrap.current?.contains(document.activeElement)) bell.current?.focus();
  });

  const openItem = (item: Item) => {
    if (!item.readAt) markRead.mutate({ ids: [item._id] });
    setOpen(false);
    navigate(item.link);
  };

  return (
    <div ref={wrap} className="header-bell-wrap">
      <button
        ref={bell}
        type="button"
        className="header-messages header-bell"
        aria-label={t('header.notificationsUnread', { unread })}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((now) => !now)}
      >
        <CountBadge count={unread} testId="notifications-unread">
          <HeaderIcon icon={BellOutlined} />
        </CountBadge>
      </button>
      {open && (
        // Hangs from the bell's right edge, which sits left of the Messages link: on a phone a wider
        // list ran off the screen's left edge (seen at 390 px: 39 px cut off).
        <div id={`${id}-list`} role="region" aria-labelledby={`${id}-title`} className="header-popover">
          <div id={`${id}-title`} className="header-popover-title">
            {t('header.notifications')}
          </div>
          <div className="header-popover-body">
            <NotificationList items={latest?.data ?? []} onOpen={openItem} />
          </div>
          {unread > 0 && (
            <button type="button" className="header-popover-action" onClick={() => markRead.mutate({ all: true })} disabled={markRead.isPending}>
              {t('header.markAllRead')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
