import { useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Space } from 'antd';
import type { AppointmentPayment } from '@clinic/contracts';
import { formatMoney, useMessages, useTranslation } from '@clinic/i18n';
import { useAct } from './use-payment-act';

/** A UPI payment the client reported: verify it against the bank statement, or say why not. */
export function VerifyOrReject({ payment }: { payment: AppointmentPayment }) {
  const { t } = useTranslation('client');
  const m = useMessages();
  const [form] = Form.useForm();
  const { act, pending } = useAct(payment.appointmentId, form);
  const [rejecting, setRejecting] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={t('payments.verify.claim', { amount: formatMoney(payment.amount), reference: payment.paymentReference })}
        description={t('payments.verify.check')}
      />
      {rejecting ? (
        <Form form={form} layout="vertical" onFinish={({ reason }: { reason: string }) => act({ action: 'reject', reason }, () => setRejecting(false))}>
          <Form.Item name="reason" label={t('payments.verify.reasonLabel')} rules={[{ required: true, whitespace: true, message: m.payments.reasonRequired }]}>
            <Input.TextArea rows={2} maxLength={300} />
          </Form.Item>
          <Space>
            <Button danger htmlType="submit" loading={pending}>
              {t('payments.verify.reject')}
            </Button>
            <Button onClick={() => setRejecting(false)}>{t('payments.verify.back')}</Button>
          </Space>
        </Form>
      ) : (
        <Space wrap>
          <Popconfirm title={t('payments.verify.confirm', { amount: formatMoney(payment.amount) })} onConfirm={() => act({ action: 'verify' })} okText={t('payments.verify.ok')}>
            <Button type="primary" loading={pending}>
              {t('payments.verify.submit')}
            </Button>
          </Popconfirm>
          <Button danger onClick={() => setRejecting(true)}>
            {t('payments.verify.startReject')}
          </Button>
        </Space>
      )}
    </Space>
  );
}
