import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { Link } from '@clinic/router';
import { errorMessage, useSendMessage } from '@clinic/api-client';
import type { SendMessageRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { disabledWhile, PageTitle, showFieldErrors } from '@clinic/ui';
import { CounterpartSelect } from '../../conversation/components/counterpart-select';
import { messageCount, messageRules } from '../../conversation/components/message-rules';
import { useCounterparts } from '../../conversation/components/use-counterparts';

/** `/sendMessage`: write to someone new (or anyone) without opening the conversation first. */
export function SendMessagePage() {
  const { t } = useTranslation('messaging');
  const m = useMessages();
  const notify = useNotify();
  const send = useSendMessage();
  const [form] = Form.useForm<SendMessageRequest>();
  const [lastTo, setLastTo] = useState<string>();
  const { error } = useCounterparts();

  const submit = (values: SendMessageRequest) =>
    send.mutate(values, {
      onSuccess: () => {
        notify.success(m.messages.sent);
        setLastTo(values.receiver);
        form.resetFields(['content']);
      },
      onError: (e) => showFieldErrors(form, e) || notify.error(errorMessage(e, m.messages.sendFailed)),
    });

  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>{t('send.title')}</PageTitle>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<SendMessageRequest> form={form} layout="vertical" onFinish={submit} disabled={disabledWhile(send.isPending)}>
        <Form.Item label={t('send.to')} name="receiver" rules={[{ required: true, message: m.messages.receiverRequired }]}>
          <CounterpartSelect />
        </Form.Item>
        <Form.Item
          label={t('send.message')}
          name="content"
          rules={messageRules(m)}
        >
          <Input.TextArea rows={5} count={messageCount} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('send.send')}
          </Button>
          {lastTo && <Link to={`/conversation?user=${lastTo}`}>{t('send.open')}</Link>}
        </Space>
      </Form>
    </div>
  );
}
