import { Badge, Typography } from 'antd';
import { Link } from '@clinic/router';
import type { Schemas } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { formatRecent } from '@clinic/ui';
import { HomePanel, Nothing } from './home-panel';

/** Unread messages on a home page, each conversation a link into its thread. */
export function UnreadPanel({ unread, allLink }: { unread: Schemas['UnreadSummaryDto']; allLink: string }) {
  const { timeZone } = useClinic();
  return (
    <HomePanel title={<>Unread messages <Badge count={unread.total} style={{ marginLeft: 6 }} /></>} extra={<Link to={allLink}>All messages</Link>} testId="home-unread">
      {unread.conversations.length === 0 ? (
        <Nothing text="You are all caught up." />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {unread.conversations.map((c) => (
            <li key={c.user._id}>
              <Link to={`/conversation?user=${encodeURIComponent(c.user._id)}`}>
                <strong>{c.user.name}</strong> ({c.unread} new)
              </Link>
              <Typography.Paragraph type="secondary" ellipsis style={{ margin: 0 }}>
                {formatRecent(c.lastMessageTime, timeZone)} · {c.lastMessage}
              </Typography.Paragraph>
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}
