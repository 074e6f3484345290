import { Badge, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConversations } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { formatRecent, PageTitle } from '@clinic/ui';

/** `/admin/conversationList`: recent conversations, unread marked; opening one marks it read. */
export function ConversationListPage() {
  const navigate = useNavigate();
  const { timeZone } = useClinic();
  const [page, setPage] = useState(1);
  const conversations = useConversations(page);

  return (
    <div style={{ maxWidth: 760 }}>
      <PageTitle>Conversations</PageTitle>
      {conversations.isPending ? (
        <Skeleton active />
      ) : conversations.isError ? (
        <Empty description={Messages.messages.loadFailed} />
      ) : (
        <List
          style={{ background: '#fff' }}
          bordered
          dataSource={conversations.data.data}
          locale={{ emptyText: Messages.messages.noConversations }}
          pagination={
            conversations.data.total > conversations.data.limit
              ? { current: page, pageSize: conversations.data.limit, total: conversations.data.total, onChange: setPage }
              : false
          }
          renderItem={(c) => (
            <List.Item
              onClick={() => navigate(`/conversation?user=${c.user._id}`)}
              style={{ cursor: 'pointer' }}
              data-testid="conversation"
              extra={<Typography.Text type="secondary">{formatRecent(c.lastMessageTime, timeZone)}</Typography.Text>}
            >
              <List.Item.Meta
                avatar={<Badge dot={!c.isRead} />}
                title={
                  <a href={`/conversation?user=${c.user._id}`} onClick={(e) => e.preventDefault()} style={{ fontWeight: c.isRead ? 400 : 700 }}>
                    {c.user.name} {!c.isRead && <Tag color="green">New</Tag>}
                  </a>
                }
                description={c.lastMessage}
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
