import { Button, Form, Input } from 'antd';
import { errorMessage, useSendMessage } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { showFieldErrors } from '@clinic/ui';
import { messageCount, messageRules } from './message-rules';

/** A reply to the open conversation; focusing it reads what is unread (`onFocus`). */
export function ReplyForm({ to, onFocus }: { to: string; onFocus: () => void }) {
  const notify = useNotify();
  const send = useSendMessage();
  const [form] = Form.useForm<{ content: string }>();
  const reply = ({ content }: { content: string }) =>
    send.mutate(
      { receiver: to, content },
      {
        onSuccess: () => {
          notify.success(Messages.messages.sent);
          form.resetFields();
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.messages.sendFailed)),
      },
    );

  return (
    <Form form={form} onFinish={reply} disabled={send.isPending}>
      <Form.Item name="content" rules={messageRules} style={{ marginBottom: 8 }}>
        <Input.TextArea rows={3} count={messageCount} placeholder="Write a reply" aria-label="Reply" onFocus={onFocus} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        Send
      </Button>
    </Form>
  );
}
