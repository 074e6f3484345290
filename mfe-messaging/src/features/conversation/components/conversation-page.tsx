import { Alert, Space } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from '@clinic/router';
import { useConversation } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, useRole } from '@clinic/ui';
import { CounterpartSelect } from './counterpart-select';
import { MessageThread } from './message-thread';
import { ReplyForm } from './reply-form';
import { useMarkRead } from './use-mark-read';

/** `/conversation`: pick someone, read the thread (newest in view), reply. `?user=<id>` opens one. */
export function ConversationPage() {
  const { t } = useTranslation('messaging');
  const m = useMessages();
  const { user: me } = useRole();
  const [params, setParams] = useSearchParams();
  const userId = params.get('user') ?? undefined;
  const thread = useConversation(userId);

  const messages = useMemo(() => (thread.data?.pages ?? []).slice().reverse().flatMap((page) => page.data), [thread.data]);
  const other = messages.find((m) => m.sender._id === userId)?.sender ?? messages.find((m) => m.receiver._id === userId)?.receiver;
  const readIfUnread = useMarkRead(userId, {
    loaded: thread.isSuccess,
    newestId: messages.at(-1)?._id,
    unreadFromThem: messages.some((m) => m.sender._id === userId && !m.isRead),
  });

  return (
    <div style={{ maxWidth: 760 }}>
      <PageTitle extra={<Link to="/sendMessage">{t('conversation.sendLink')}</Link>}>{t('conversation.title')}</PageTitle>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <div>
          <label htmlFor="counterpart" style={{ display: 'block', marginBottom: 6 }}>
            {t('conversation.with')}
          </label>
          {/* Choosing whom to read stays on offline: kept threads show, a reply waits for the connection. */}
          <CounterpartSelect id="counterpart" value={userId} known={other} onChange={(id) => setParams({ user: id })} disabled={false} />
        </div>
        {userId && (
          <>
            {thread.isError ? <Alert type="error" showIcon title={m.messages.loadFailed} /> : <MessageThread thread={thread} messages={messages} myId={me?._id} />}
            <ReplyForm to={userId} onFocus={readIfUnread} />
          </>
        )}
      </Space>
    </div>
  );
}
