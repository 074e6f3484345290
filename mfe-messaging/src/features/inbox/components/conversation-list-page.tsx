import { Badge, Empty, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from '@clinic/router';
import { useConversations } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatRecent, PageTitle, Pending, Text } from '@clinic/ui';

/** `/admin/conversationList`: recent conversations, unread marked; opening one marks it read. */
export function ConversationListPage() {
  const { t } = useTranslation('messaging');
  const m = useMessages();
  const navigate = useNavigate();
  const { timeZone } = useClinic();
  const [page, setPage] = useState(1);
  const conversations = useConversations(page);

  return (
    <div style={{ maxWidth: 760 }}>
      <PageTitle>{t('inbox.title')}</PageTitle>
      {conversations.isPending ? (
        <Pending query={conversations} />
      ) : conversations.isError ? (
        <Empty description={m.messages.loadFailed} />
      ) : (
        <>
          {conversations.data.data.length === 0 ? (
            <Empty description={m.messages.noConversations} />
          ) : (
            <ul aria-label={t('inbox.title')} style={{ listStyle: 'none', margin: 0, padding: 0, background: '#fff', border: '1px solid #e8ece8', borderRadius: 8 }}>
              {conversations.data.data.map((c, index) => (
                <li key={c.user._id} data-testid="conversation" style={{ borderTop: index ? '1px solid #eef1ee' : undefined }}>
                  <button
                    type="button"
                    onClick={() => navigate(`/conversation?user=${c.user._id}`)}
                    style={{ display: 'flex', gap: 12, alignItems: 'center', width: '100%', padding: '12px 16px', background: 'none', border: 0, textAlign: 'left', cursor: 'pointer', font: 'inherit' }}
                  >
                    <Badge dot={!c.isRead} />
                    <span style={{ flex: 1, minWidth: 0 }}>
                      <span style={{ fontWeight: c.isRead ? 400 : 700 }}>{c.user.name}</span>
                      {c.user.phoneEnding && <Text type="secondary">{t('inbox.phone', { ending: c.user.phoneEnding })}</Text>}{' '}
                      {!c.isRead && <Tag color="green">{t('inbox.new')}</Tag>}
                      <Text type="secondary" ellipsis style={{ display: 'block' }}>
                        {c.lastMessage}
                      </Text>
                    </span>
                    <Text type="secondary">{formatRecent(c.lastMessageTime, timeZone)}</Text>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {conversations.data.total > conversations.data.limit && (
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={conversations.data.limit}
              total={conversations.data.total}
              onChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
