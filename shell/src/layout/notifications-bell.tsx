import { Text } from '@clinic/ui';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover } from 'antd';
import { useState } from 'react';
import { useNavigate } from '@clinic/router';
import { useLatestNotifications, useMarkNotificationsRead, type Schemas } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';

type Item = Schemas['NotificationDto'];

function NotificationList({ items, onOpen }: { items: Item[]; onOpen: (item: Item) => void }) {
  const { t } = useTranslation('shell');
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.noNotifications')} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item._id} style={{ borderBottom: '1px solid #f0f0f0' }}>
          <button
            type="button"
            onClick={() => onOpen(item)}
            // Named by its own text (title and body), "Unread" said first and only to screen readers (WCAG 2.5.3).
            style={{ all: 'unset', boxSizing: 'border-box', display: 'block', width: '100%', cursor: 'pointer', padding: 8, background: item.readAt ? undefined : '#e6f4ff' }}
          >
            {!item.readAt && <span className="visually-hidden">{t('header.unreadPrefix')}</span>}
            <Text strong>{item.title}</Text>
            <br />
            <Text type="secondary">{item.body}</Text>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's bell: unread count (outside the collapsible menu, so it shows on a phone too) and the
 * latest notifications; opening one marks it read and goes where it points.
 */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const latest = useLatestNotifications(true).data;
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = latest?.unread ?? 0;
  const { t } = useTranslation('shell');

  const openItem = (item: Item) => {
    if (!item.readAt) markRead.mutate({ ids: [item._id] });
    setOpen(false);
    navigate(item.link);
  };

  const content = (
    // The list hangs from the bell's right edge, which sits left of the Messages link: on a phone a
    // wider list ran off the screen's left edge (seen at 390 px: 39 px cut off).
    <div style={{ width: 'min(360px, calc(100vw - 96px))', maxHeight: '60vh', overflowY: 'auto' }}>
      <NotificationList items={latest?.data ?? []} onOpen={openItem} />
      {unread > 0 && (
        <Button type="link" block onClick={() => markRead.mutate({ all: true })} loading={markRead.isPending}>
          {t('header.markAllRead')}
        </Button>
      )}
    </div>
  );

  return (
    <Popover content={content} title={t('header.notifications')} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <button type="button" className="header-messages header-bell" aria-label={t('header.notificationsUnread', { unread })}>
        <Badge count={unread} size="small" offset={[6, -2]} data-testid="notifications-unread">
          <BellOutlined aria-hidden style={{ fontSize: 18, color: 'inherit' }} />
        </Badge>
      </button>
    </Popover>
  );
}
