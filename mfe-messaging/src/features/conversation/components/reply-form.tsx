import { Button, Form, Input } from 'antd';
import { errorMessage, useSendMessage } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { showFieldErrors } from '@clinic/ui';
import { messageCount, messageRules } from './message-rules';

/** A reply to the open conversation; focusing it reads what is unread (`onFocus`). */
export function ReplyForm({ to, onFocus }: { to: string; onFocus: () => void }) {
  const { t } = useTranslation('messaging');
  const m = useMessages();
  const notify = useNotify();
  const send = useSendMessage();
  const [form] = Form.useForm<{ content: string }>();
  const reply = ({ content }: { content: string }) =>
    send.mutate(
      { receiver: to, content },
      {
        onSuccess: () => {
          notify.success(m.messages.sent);
          form.resetFields();
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.messages.sendFailed)),
      },
    );

  return (
    <Form form={form} onFinish={reply} disabled={send.isPending}>
      <Form.Item name="content" rules={messageRules(m)} style={{ marginBottom: 8 }}>
        <Input.TextArea rows={3} count={messageCount} placeholder={t('conversation.replyPlaceholder')} aria-label={t('conversation.replyLabel')} onFocus={onFocus} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('conversation.send')}
      </Button>
    </Form>
  );
}
