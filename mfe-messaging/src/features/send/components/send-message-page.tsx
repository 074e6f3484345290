import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { Link } from '@clinic/router';
import { errorMessage, useSendMessage } from '@clinic/api-client';
import { Messages, type SendMessageRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { PageTitle, showFieldErrors } from '@clinic/ui';
import { CounterpartSelect } from '../../conversation/components/counterpart-select';
import { messageCount, messageRules } from '../../conversation/components/message-rules';
import { useCounterparts } from '../../conversation/components/use-counterparts';

/** `/sendMessage`: write to someone new (or anyone) without opening the conversation first. */
export function SendMessagePage() {
  const notify = useNotify();
  const send = useSendMessage();
  const [form] = Form.useForm<SendMessageRequest>();
  const [lastTo, setLastTo] = useState<string>();
  const { error } = useCounterparts();

  const submit = (values: SendMessageRequest) =>
    send.mutate(values, {
      onSuccess: () => {
        notify.success(Messages.messages.sent);
        setLastTo(values.receiver);
        form.resetFields(['content']);
      },
      onError: (e) => showFieldErrors(form, e) || notify.error(errorMessage(e, Messages.messages.sendFailed)),
    });

  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>Send a Message</PageTitle>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<SendMessageRequest> form={form} layout="vertical" onFinish={submit} disabled={send.isPending}>
        <Form.Item label="To" name="receiver" rules={[{ required: true, message: Messages.messages.receiverRequired }]}>
          <CounterpartSelect />
        </Form.Item>
        <Form.Item
          label="Message"
          name="content"
          rules={messageRules}
        >
          <Input.TextArea rows={5} count={messageCount} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            Send
          </Button>
          {lastTo && <Link to={`/conversation?user=${lastTo}`}>Open the conversation</Link>}
        </Space>
      </Form>
    </div>
  );
}
