import { Alert, Button, Empty, Form, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from '@clinic/router';
import { errorMessage, useConversation, useDeleteMessage, useMarkConversationRead, useSendMessage } from '@clinic/api-client';
import { MESSAGE_MAX_LENGTH, Messages } from '@clinic/contracts';
import { useClinic, useCurrentUser, useNotify } from '@clinic/host';
import { formatInstant, PageTitle } from '@clinic/ui';
import { CounterpartSelect } from './counterpart-select';

/** Spec section 9: the thread scrolls within at most 400 px. */
const THREAD_MAX_HEIGHT = 400;

/** `/conversation`: pick someone, read the thread (newest in view), reply. `?user=<id>` opens one. */
export function ConversationPage() {
  const me = useCurrentUser();
  const { timeZone } = useClinic();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const userId = params.get('user') ?? undefined;
  const thread = useConversation(userId);
  const send = useSendMessage();
  const markRead = useMarkConversationRead();
  const remove = useDeleteMessage();
  const [form] = Form.useForm<{ content: string }>();
  const scroller = useRef<HTMLDivElement>(null);

  const messages = useMemo(() => (thread.data?.pages ?? []).slice().reverse().flatMap((page) => page.data), [thread.data]);
  const other = messages.find((m) => m.sender._id === userId)?.sender ?? messages.find((m) => m.receiver._id === userId)?.receiver;
  const newestId = messages.at(-1)?._id;
  const unreadFromThem = messages.some((m) => m.sender._id === userId && !m.isRead);

  // Keep the newest message in view whenever a new one arrives (not when older pages load above).
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  // Opening a conversation reads it, and so does a message arriving while it is open and on screen:
  // the user sees it there, so the header must not go on counting it. In a hidden tab it stays
  // unread until the tab is shown again (or the user focuses the reply box).
  const { mutate: markReadNow } = markRead;
  const loaded = thread.isSuccess;
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
  const readIfUnread = () => userId && unreadFromThem && markReadNow(userId);

  const reply = ({ content }: { content: string }) =>
    userId &&
    send.mutate(
      { receiver: userId, content },
      {
        onSuccess: () => {
          notify.success(Messages.messages.sent);
          form.resetFields();
        },
        onError: (error) => notify.error(errorMessage(error, Messages.messages.sendFailed)),
      },
    );

  return (
    <div style={{ maxWidth: 760 }}>
      <PageTitle extra={<Link to="/sendMessage">Send a Message</Link>}>View Conversation</PageTitle>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <div>
          <label htmlFor="counterpart" style={{ display: 'block', marginBottom: 6 }}>
            Conversation with
          </label>
          <CounterpartSelect id="counterpart" value={userId} known={other} onChange={(id) => setParams({ user: id })} />
        </div>

        {userId && (
          <>
            {thread.isError ? (
              <Alert type="error" showIcon title={Messages.messages.loadFailed} />
            ) : (
              <div
                ref={scroller}
                role="log"
                aria-label="Messages"
                aria-live="polite"
                style={{ maxHeight: THREAD_MAX_HEIGHT, overflowY: 'auto', background: '#fff', border: '1px solid #e8ece8', borderRadius: 8, padding: 12 }}
              >
                {thread.hasNextPage && (
                  <div style={{ textAlign: 'center', marginBottom: 8 }}>
                    <Button size="small" onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage}>
                      Load earlier messages
                    </Button>
                  </div>
                )}
                {thread.isPending ? (
                  <Skeleton active />
                ) : messages.length === 0 ? (
                  <Empty description={Messages.messages.noneBetween} />
                ) : (
                  messages.map((m) => {
                    const mine = m.sender._id === me?._id;
                    return (
                      <div key={m._id} style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '6px 0' }}>
                        <div
                          data-testid="message"
                          style={{
                            maxWidth: '75%',
                            background: mine ? '#e3f2e7' : '#f1f3f2',
                            borderRadius: 10,
                            padding: '8px 12px',
                            whiteSpace: 'pre-wrap',
                            overflowWrap: 'anywhere',
                          }}
                        >
                          <div>{m.content}</div>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {mine ? 'You' : m.sender.name} · {formatInstant(m.createdAt, timeZone)}
                            {mine && (
                              <>
                                {' · '}
                                <Popconfirm
                                  title="Delete this message?"
                                  okText="Delete"
                                  okButtonProps={{ danger: true }}
                                  onConfirm={() => remove.mutate(m._id, { onError: (e) => notify.error(errorMessage(e, 'Failed to delete message')) })}
                                >
                                  <a role="button" aria-label="Delete message">
                                    Delete
                                  </a>
                                </Popconfirm>
                              </>
                            )}
                          </Typography.Text>
                        </div>
                      </div>
                    );
                  })
                )}
              </div>
            )}
            <Form form={form} onFinish={reply} disabled={send.isPending}>
              <Form.Item
                name="content"
                rules={[
                  { required: true, whitespace: true, message: Messages.messages.contentRequired },
                  { max: MESSAGE_MAX_LENGTH, message: Messages.messages.tooLong },
                ]}
                style={{ marginBottom: 8 }}
              >
                <Input.TextArea rows={3} count={{ show: true, max: MESSAGE_MAX_LENGTH }} placeholder="Write a reply" aria-label="Reply" onFocus={readIfUnread} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                Send
              </Button>
            </Form>
          </>
        )}
      </Space>
    </div>
  );
}
